import type { Permission, StaffRole } from '@gym/api-client';
import { ROLE_PERMISSIONS } from '@gym/api-client/permissions';
import { api } from '../app/api.ts';
import { useSession } from './session-store.ts';

/**
 * How often a staff member's open app asks for their roles: a revocation (or a change of role or
 * gyms) ends their session on the server, and this call is what then signs the page out.
 */
const STAFF_RECHECK_MS = 15_000;

/** Whether a role in the gym allows a permission (`x-roles` of the contract; docs/permissions.md). */
export function roleAllows(role: StaffRole | null, permission: Permission): boolean {
  if (permission === 'public' || permission === 'account') return true;
  if (role === null || permission === 'platform.admin') return false;
  return (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);
}

/**
 * The signed-in person's role in the selected gym: OWNER in their own gyms (and for a super admin),
 * else their staff role there, asked of the server and asked again every few seconds; null while
 * it is not known or once they hold none.
 */
export function useGymRole(): StaffRole | null {
  const { user, gym } = useSession();
  // A session saved before gyms named their owner was an owner's: only owners had accounts then.
  const own = user.superAdmin || gym.gymOwnerId === null || gym.gymOwnerId === user.userId;
  const roles = api.useQuery(
    'get',
    '/api/staff/mine',
    {},
    { enabled: !own, refetchInterval: STAFF_RECHECK_MS },
  );
  if (own) return 'OWNER';
  return roles.data?.find((entry) => entry.gymId === gym.gymId)?.role ?? null;
}

/** What the signed-in person may do in the selected gym: `may('payments.edit')`. */
export function useMay(): (permission: Permission) => boolean {
  const role = useGymRole();
  return (permission) => roleAllows(role, permission);
}
