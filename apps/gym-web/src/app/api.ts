import { createApiClient, createApiQueries, createQueryClient } from '@gym/api-client';
import { raiseSessionExpired } from '../session/session-expiry.ts';
import { sessionStore } from '../session/session-store.ts';

/** The one API client: same origin, the session's token, the expiry alert on an expired session. */
export const apiClient = createApiClient({
  baseUrl: '',
  getToken: () => sessionStore.get().user.token,
  getTokenExpiry: () => {
    const expiresAt = sessionStore.get().user.tokenExpiresAt;
    return expiresAt ? new Date(expiresAt) : null;
  },
  onSessionExpired: raiseSessionExpired,
});

export const api = createApiQueries(apiClient);
export const queryClient = createQueryClient();
