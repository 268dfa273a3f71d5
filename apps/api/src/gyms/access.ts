import type { Caller } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { gymOwnerAndVersion } from './queries.ts';

export const GYM_NOT_FOUND = 'Gym not found.';

/** The owner's own records, or any for a super admin. */
export const mayManage = (caller: Caller, ownerId: number): boolean =>
  caller.superAdmin || caller.id === ownerId;

/** The gym's data version when the caller owns the gym or is a super admin, else undefined. */
async function accessibleGymVersion(
  db: Queryable,
  caller: Caller,
  gymId: number,
): Promise<number | undefined> {
  const gym = await gymOwnerAndVersion(db, gymId);
  if (!gym || !mayManage(caller, gym.user_id)) return undefined;
  return Number(gym.data_version);
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
