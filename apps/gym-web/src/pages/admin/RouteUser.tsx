import type { ReactNode } from 'react';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useParams } from '../../routes/navigation.tsx';
import type { User } from './user-labels.ts';

/** The user the address names (/manage-users/{userId}...), loaded, then handed to the screen. */
const LOADING = defineMessages({
  user: { defaultMessage: 'Loading the user', description: 'Screen reader: while a user loads' },
}).user;

export function RouteUser({ children }: { children: (user: User) => ReactNode }) {
  const t = useT();
  const userId = Number(useParams().userId);
  const user = api.useQuery('get', '/api/users/{id}', { params: { path: { id: userId } } });
  return (
    <QueryState query={user} loadingLabel={t(LOADING)} loadingLines={8}>
      {children}
    </QueryState>
  );
}
