import type { Caller } from '../context.ts';
import { forbidden, notFound } from '../http/errors.ts';

export const USER_NOT_FOUND = 'User not found.';

/** A user sees and edits only themself; a super admin everyone. Others' records are not found. */
export function assertUserAccess(caller: Caller, userId: number): void {
  if (!caller.superAdmin && caller.id !== userId) throw notFound(USER_NOT_FOUND);
}

export function assertSuperAdmin(caller: Caller): void {
  if (!caller.superAdmin) throw forbidden('Only a super admin can do this.');
}
