import { type CountryCode, countryOfTimeZone } from '@gym/api-client/field-rules';
import type { StaffRole } from '@gym/api-client/permissions';
import type { QueryOf } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow, insertStatement, requiredRow, updateStatement } from '../db/sql.ts';
import { queryPage, sqlOrder } from '../http/paging.ts';
import type { GymImages, GymRow } from './gym-record.ts';

type GymListQuery = QueryOf<'listUserGyms'>;
type GymSearchQuery = QueryOf<'searchGyms'>;

const SORT_COLUMNS: Record<GymListQuery['sortBy'], string> = {
  gymName: 'lower(gym_name)',
  branch: 'lower(branch)',
  createdAt: 'created_at',
};

/**
 * Who owns the gym, its data version, and the caller's role in it as staff (null when none):
 * gyms/access.ts. Prepared, as every gym-scoped call runs it.
 */
export async function gymAccessOf(db: Queryable, gymId: number, callerId: number) {
  return firstRow<{ user_id: number; data_version: string; staff_role: StaffRole | null }>(
    db,
    `SELECT g.user_id, g.data_version,
            (SELECT s.role FROM staff_gyms sg JOIN staff_members s ON s.id = sg.staff_id
              WHERE sg.gym_id = g.id AND s.user_id = $2) AS staff_role
       FROM gyms g WHERE g.id = $1`,
    [gymId, callerId],
    { preparedAs: 'gym-access' },
  );
}

/** The owners of the gyms, one row per gym found. */
export async function ownersOfGymIds(db: Queryable, gymIds: readonly number[]) {
  return db.query<{ id: number; user_id: number }>('SELECT id, user_id FROM gyms WHERE id = ANY($1::int[])', [
    gymIds,
  ]);
}

/** Today's date (YYYY-MM-DD) on the gym's own calendar, in its time zone. */
export async function gymToday(db: Queryable, gymId: number): Promise<string> {
  const row = await requiredRow<{ today: string }>(
    db,
    'SELECT ((now() AT TIME ZONE time_zone)::date)::text AS today FROM gyms WHERE id = $1',
    [gymId],
  );
  return row.today;
}

/** The gym's today and the country of its time zone: what its clients' phones and dates are judged by. */
export async function gymCalendar(
  db: Queryable,
  gymId: number,
): Promise<{ today: string; country: CountryCode | undefined }> {
  const row = await requiredRow<{ today: string; time_zone: string }>(
    db,
    'SELECT ((now() AT TIME ZONE time_zone)::date)::text AS today, time_zone FROM gyms WHERE id = $1',
    [gymId],
  );
  return { today: row.today, country: countryOfTimeZone(row.time_zone) };
}

/** How the gym writes dates and money: its clock, its calendar and its currency. */
export async function gymWriting(db: Queryable, gymId: number) {
  return requiredRow<Pick<GymRow, 'time_zone' | 'currency' | 'date_calendar'>>(
    db,
    'SELECT time_zone, currency, date_calendar FROM gyms WHERE id = $1',
    [gymId],
  );
}

export async function gymById(db: Queryable, id: number) {
  return firstRow<GymRow>(db, 'SELECT * FROM gyms WHERE id = $1', [id]);
}

function gymsPage(db: Queryable, where: string[], params: unknown[], query: GymListQuery) {
  return queryPage<GymRow>(
    db,
    {
      columns: '*',
      from: `gyms ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)} NULLS LAST, id`,
    },
    params,
    query,
  );
}

/** The gyms a user owns or works in as staff: where `p` names the user. */
const gymsOfPerson = (p: string) =>
  `(user_id = ${p} OR id IN (SELECT sg.gym_id FROM staff_gyms sg JOIN staff_members s ON s.id = sg.staff_id
                              WHERE s.user_id = ${p}))`;

/** The gyms the user owns or works in as staff (decision 0059). */
export function gymsOfUser(db: Queryable, userId: number, query: GymListQuery) {
  return gymsPage(db, [gymsOfPerson('$1')], [userId], query);
}

/**
 * Gyms matching every filter given; `ownerId` limits them to one owner's, `personId` to those a
 * user owns or works in as staff.
 */
export function searchGyms(
  db: Queryable,
  people: { ownerId?: number | undefined; personId?: number },
  query: GymSearchQuery,
) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    if (value === undefined || value === '') return;
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  add((p) => `user_id = ${p}`, people.ownerId);
  add(gymsOfPerson, people.personId);
  add((p) => `gym_name ILIKE '%' || ${p} || '%'`, query.gymName);
  add((p) => `email_address ILIKE '%' || ${p} || '%'`, query.emailAddress);
  add((p) => `website_url ILIKE '%' || ${p} || '%'`, query.websiteURL);
  add((p) => `latitude >= ${p}`, query.minLatitude);
  add((p) => `latitude <= ${p}`, query.maxLatitude);
  add((p) => `longitude >= ${p}`, query.minLongitude);
  add((p) => `longitude <= ${p}`, query.maxLongitude);
  return gymsPage(db, where, params, query);
}

export async function insertGym(db: Queryable, columns: Record<string, unknown>): Promise<number> {
  const insert = insertStatement('gyms', columns);
  return (await requiredRow<{ id: number }>(db, insert.text, insert.params)).id;
}

/** Sets the given columns and answers the images the gym had before, locking it meanwhile. */
export async function updateGym(tx: Queryable, id: number, columns: Record<string, unknown>) {
  const before = await firstRow<GymImages>(
    tx,
    'SELECT logo_image, wifi_scanner_image FROM gyms WHERE id = $1 FOR UPDATE',
    [id],
  );
  const update = updateStatement('gyms', id, columns);
  await tx.query(update.text, update.params);
  return before;
}

/** Deletes the gym (its plans and every gym-owned row go with it) and answers its images. */
export async function deleteGym(db: Queryable, id: number) {
  return firstRow<GymImages>(db, 'DELETE FROM gyms WHERE id = $1 RETURNING logo_image, wifi_scanner_image', [
    id,
  ]);
}

export function imagesOfOwnersGyms(db: Queryable, userId: number) {
  return db.query<GymImages>('SELECT logo_image, wifi_scanner_image FROM gyms WHERE user_id = $1', [userId]);
}

/** The owners of the given gyms, one row per owner: the admin's gyms list names them. */
export function ownersOfGyms(db: Queryable, gyms: readonly Pick<GymRow, 'user_id'>[]) {
  if (gyms.length === 0) return Promise.resolve([]);
  return db.query<{ id: number; name: string; phone: string }>(
    'SELECT id, name, phone FROM users WHERE id = ANY($1::int[])',
    [[...new Set(gyms.map((gym) => gym.user_id))]],
  );
}
