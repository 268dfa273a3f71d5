import type { QueryOf } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow, insertStatement, requiredRow, updateStatement } from '../db/sql.ts';
import { type PageQuery, queryPage, sqlOrder } from '../http/paging.ts';
import { membershipIn, membershipStateSql, NOT_INACTIVE_STATES } from '../memberships/state.ts';
import type { ClientRow } from './client-record.ts';

type ClientListQuery = QueryOf<'listGymClients'>;

/** The client's gym's today, per row of clients. */
const CLIENT_GYM_TODAY =
  '(SELECT (now() AT TIME ZONE g.time_zone)::date FROM gyms g WHERE g.id = clients.gym_id)';

/** The columns that select a client with the devices it is on and their membership's state. */
const CLIENT_COLUMNS = `clients.*,
  ARRAY(SELECT device_id FROM client_devices WHERE client_id = clients.id ORDER BY device_id) AS device_ids,
  ${membershipStateSql('clients', CLIENT_GYM_TODAY)} AS membership_state`;
const SORT_COLUMNS: Record<ClientListQuery['sortBy'], string> = {
  name: 'lower(name)',
  membershipEndDate: 'membership_end_date',
};

export async function clientById(db: Queryable, id: number) {
  return firstRow<ClientRow>(db, `SELECT ${CLIENT_COLUMNS} FROM clients WHERE id = $1`, [id]);
}

export function clientsByIds(db: Queryable, ids: number[]) {
  return db.query<ClientRow>(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE id = ANY($1::int[])`, [
    [...new Set(ids)],
  ]);
}

/** A gym's clients whose name and phone contain the given text. */
export function clientsOfGym(db: Queryable, gymId: number, query: ClientListQuery) {
  const where = ['gym_id = $1'];
  const params: unknown[] = [gymId];
  if (query.name) {
    params.push(`%${query.name}%`);
    where.push(`name ILIKE $${params.length}`);
  }
  if (query.phone) {
    params.push(`%${query.phone}%`);
    where.push(`phone LIKE $${params.length}`);
  }
  return queryPage<ClientRow>(
    db,
    {
      columns: CLIENT_COLUMNS,
      from: `clients WHERE ${where.join(' AND ')}`,
      orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)} NULLS LAST, id`,
    },
    params,
    query,
  );
}

/**
 * Clients whose membership has expired (memberships/state.ts: ended before the gym's own today, so
 * a membership ending yesterday in Kathmandu is expired there), longest expired first, with the
 * days since plus one.
 */
export function expiredClientsOfGym(db: Queryable, gymId: number, page: PageQuery) {
  return queryPage<ClientRow & { expired_days: number }>(
    db,
    {
      columns: `${CLIENT_COLUMNS}, (${CLIENT_GYM_TODAY} - membership_end_date + 1) AS expired_days`,
      from: `clients WHERE clients.gym_id = $1 AND ${membershipIn('clients', CLIENT_GYM_TODAY, ['EXPIRED'])}`,
      orderBy: 'membership_end_date ASC, clients.id',
    },
    [gymId],
    page,
  );
}

/** Of the given ids, those of the gym's clients. */
export async function clientIdsOfGym(db: Queryable, gymId: number, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM clients WHERE gym_id = $1 AND id = ANY($2::int[])',
    [gymId, ids],
  );
  return rows.map((row) => row.id);
}

/** The gym's clients it has not set inactive (the door then admits those whose membership runs). */
export async function activeClientIdsOfGym(db: Queryable, gymId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM clients WHERE gym_id = $1 AND ${membershipIn('clients', CLIENT_GYM_TODAY, NOT_INACTIVE_STATES)}`,
    [gymId],
  );
  return rows.map((row) => row.id);
}

export async function insertClient(db: Queryable, columns: Record<string, unknown>): Promise<number> {
  const insert = insertStatement('clients', columns);
  return (await requiredRow<{ id: number }>(db, insert.text, insert.params)).id;
}

export async function updateClient(
  db: Queryable,
  id: number,
  columns: Record<string, unknown>,
): Promise<void> {
  const update = updateStatement('clients', id, columns);
  await db.query(update.text, update.params);
}

export async function setClientInactive(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE clients SET active_member = false, updated_at = now() WHERE id = $1', [id]);
}

/** Deletes the client; device links, invoices, payments and attendance go with it (ON DELETE CASCADE). */
export async function deleteClient(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM clients WHERE id = $1', [id]);
}

/** The stored photo of every client who has one (of every gym). */
export async function allClientPhotos(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ image: string }>('SELECT image FROM clients WHERE image IS NOT NULL');
  return rows.map((row) => row.image);
}
