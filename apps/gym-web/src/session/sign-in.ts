import type { components } from '@gym/api-client';
import { queryClient } from '../app/api.ts';
import { languageAtSignIn } from '../i18n/account-language.ts';
import { sessionStore } from './session-store.ts';

type LoginResponse = components['schemas']['LoginResponse'];

/**
 * Keeps a sign-in answer (login or registration) as the session, forgetting any earlier data; the
 * promise settles once the app speaks the account's language.
 */
export function startSession(answer: LoginResponse): Promise<void> {
  queryClient.clear();
  sessionStore.signIn({
    userId: answer.id,
    name: answer.name,
    email: answer.email,
    token: answer.token,
    tokenExpiresAt: answer.expiresAt,
    verified: answer.verified,
    superAdmin: answer.superAdmin,
  });
  return languageAtSignIn(answer);
}

/** Logout: the session, the selected gym and every cached answer go. */
export function endSession() {
  sessionStore.signOut();
  queryClient.clear();
}
