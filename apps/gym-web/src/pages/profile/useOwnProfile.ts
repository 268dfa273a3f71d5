import { api } from '../../app/api.ts';
import { useSession } from '../../session/session-store.ts';

/** The signed-in user's own record. */
export function useOwnProfile() {
  const { user } = useSession();
  return api.useQuery('get', '/api/users/{id}', { params: { path: { id: user.userId ?? 0 } } });
}
