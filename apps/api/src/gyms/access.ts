import type { Caller } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';

export const GYM_NOT_FOUND = 'Gym not found.';

/** The gym's data version when the caller owns the gym or is a super admin, else undefined. */
async function accessibleGymVersion(
  db: Queryable,
  caller: Caller,
  gymId: number,
): Promise<number | undefined> {
  const [gym] = await db.query<{ user_id: number; data_version: string }>(
    'SELECT user_id, data_version FROM gyms WHERE id = $1',
    [gymId],
    { preparedAs: 'gym-access' },
  );
  if (!gym || !(caller.superAdmin || gym.user_id === caller.id)) return undefined;
  return Number(gym.data_version);
}

/** Whether the caller owns the gym or is a super admin (false for a gym that does not exist). */
export async function canAccessGym(db: Queryable, caller: Caller, gymId: number): Promise<boolean> {
  return (await accessibleGymVersion(db, caller, gymId)) !== undefined;
}

/**
 * The one tenancy guard: the caller owns the gym or is a super admin. Anyone else is told it does
 * not exist (`message` names what was asked for), so another tenant's records are never revealed.
 * Every gym-scoped handler calls it. Answers the gym's data version (see gyms/cached-read.ts).
 */
export async function assertGymAccess(
  db: Queryable,
  caller: Caller,
  gymId: number,
  message = GYM_NOT_FOUND,
): Promise<number> {
  const version = await accessibleGymVersion(db, caller, gymId);
  if (version === undefined) throw notFound(message);
  return version;
}

/**
 * A gym-owned row (client, invoice, device...) selected by `select` with its id as $1, when the
 * caller may see the row's gym; otherwise a 404 with `message`, exactly as for a missing row.
 */
export async function loadGymOwned<Row extends { gym_id: number }>(
  db: Queryable,
  caller: Caller,
  select: string,
  id: number,
  message: string,
): Promise<Row> {
  const [row] = await db.query<Row>(select, [id]);
  if (!row) throw notFound(message);
  await assertGymAccess(db, caller, row.gym_id, message);
  return row;
}
