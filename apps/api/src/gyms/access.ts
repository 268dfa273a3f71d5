import type { Caller } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';

export const GYM_NOT_FOUND = 'Gym not found.';

/**
 * The one tenancy guard: the caller owns the gym or is a super admin. Anyone else is told the gym
 * does not exist, so another tenant's records are never revealed. Every gym-scoped handler calls it.
 */
export async function assertGymAccess(db: Queryable, caller: Caller, gymId: number): Promise<void> {
  const [gym] = await db.query<{ user_id: number }>('SELECT user_id FROM gyms WHERE id = $1', [gymId]);
  if (!gym || (!caller.superAdmin && gym.user_id !== caller.id)) throw notFound(GYM_NOT_FOUND);
}
