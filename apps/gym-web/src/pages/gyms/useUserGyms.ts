import type { ReactNode } from 'react';
import { api } from '../../app/api.ts';
import { type EmptyAnswer, isEmptyPage } from '../../app/QueryState.tsx';
import { useSession } from '../../session/session-store.ts';
import type { Gym } from './gym-selection.ts';

type GymPage = { content: Gym[] };

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

/** The user has no gym yet: the empty state, with the way to add one. */
export const noGyms = (next: ReactNode): EmptyAnswer<GymPage> => ({
  isEmpty: isEmptyPage,
  kind: 'gym',
  next,
});
