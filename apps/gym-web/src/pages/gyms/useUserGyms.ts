import { api } from '../../app/api.ts';
import { useSession } from '../../session/session-store.ts';

/** The signed-in user's gyms, sorted by name. */
export function useUserGyms(pageSize: number) {
  const { user } = useSession();
  return api.useQuery('get', '/api/gyms/users/{userId}', {
    params: {
      path: { userId: user.userId ?? 0 },
      query: { pageNo: 0, pageSize, sortBy: 'gymName', sortOrder: 'asc' },
    },
  });
}
