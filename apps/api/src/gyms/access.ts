import type { Caller } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';

export const GYM_NOT_FOUND = 'Gym not found.';

/** Whether the caller owns the gym or is a super admin (false for a gym that does not exist). */
export async function canAccessGym(db: Queryable, caller: Caller, gymId: number): Promise<boolean> {
  const [gym] = await db.query<{ user_id: number }>('SELECT user_id FROM gyms WHERE id = $1', [gymId]);
  return gym !== undefined && (caller.superAdmin || gym.user_id === caller.id);
}

/**
 * The one tenancy guard: the caller owns the gym or is a super admin. Anyone else is told it does
 * not exist (`message` names what was asked for), so another tenant's records are never revealed.
 * Every gym-scoped handler calls it.
 */
export async function assertGymAccess(db: Queryable, caller: Caller, gymId: number, message = GYM_NOT_FOUND) {
  if (!(await canAccessGym(db, caller, gymId))) throw notFound(message);
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
