import { type Permission, ROLE_PERMISSIONS, type StaffRole } from '@gym/api-client/permissions';
import type { Caller } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { gymAccessOf } from './queries.ts';

export const GYM_NOT_FOUND = 'Gym not found.';

/** The owner's own records, or any for a super admin. */
export const mayManage = (caller: Caller, ownerId: number): boolean =>
  caller.superAdmin || caller.id === ownerId;

/** Whether a staff role grants a permission (x-roles of openapi.yaml; a caller scope never). */
export const roleGrants = (role: StaffRole, permission: Permission): boolean =>
  (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);

/** A call the caller's role in the gym does not allow: 403 naming the permission it needs. */
export const permissionDenied = (permission: Permission) =>
  new HttpError(403, 'PERMISSION_DENIED', `You do not have permission to do this (${permission}).`);

/**
 * The one tenancy guard, and the one place a staff member's role is checked (decision 0059): the
 * caller owns the gym or is a super admin, or works in it as staff with a role that grants the
 * operation's permission (`caller.permission`), else 403 naming the permission. Anyone else, staff
 * of the owner's other gyms included, is told the gym does not exist (`message` names what was asked
 * for), so another tenant's records are never revealed. Every gym-scoped handler calls it. Answers
 * the gym's data version (see gyms/cached-read.ts).
 */
export async function assertGymAccess(
  db: Queryable,
  caller: Caller,
  gymId: number,
  message = GYM_NOT_FOUND,
): Promise<number> {
  const gym = await gymAccessOf(db, gymId, caller.id);
  if (!gym) throw notFound(message);
  if (mayManage(caller, gym.user_id)) return Number(gym.data_version);
  if (!gym.staff_role) throw notFound(message);
  if (!roleGrants(gym.staff_role, caller.permission)) throw permissionDenied(caller.permission);
  return Number(gym.data_version);
}
