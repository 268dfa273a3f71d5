import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import type { User } from './user-labels.ts';

/** The user the address names (/manage-users/{userId}...), loaded, then handed to the screen. */
export function RouteUser({ children }: { children: (user: User) => ReactNode }) {
  const userId = Number(useParams().userId);
  const user = api.useQuery('get', '/api/users/{id}', { params: { path: { id: userId } } });
  return (
    <QueryState query={user} loadingLabel="Loading the user" loadingLines={8}>
      {children}
    </QueryState>
  );
}
