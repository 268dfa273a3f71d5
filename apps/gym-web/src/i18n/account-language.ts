import { apiClient } from '../app/api.ts';
import { sessionStore } from '../session/session-store.ts';
import { CHOSEN_SIGNED_OUT_KEY, languageStore, switchLanguage } from './i18n.ts';
import { isLanguage, type Language } from './languages.ts';

function chosenSignedOut(): boolean {
  try {
    return globalThis.localStorage?.getItem(CHOSEN_SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

function forgetChosenSignedOut() {
  try {
    globalThis.localStorage?.removeItem(CHOSEN_SIGNED_OUT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Keeps the language with the account, so the user's other browsers show it at their sign-in. */
function keepWithAccount(userId: number, language: Language) {
  void apiClient.PUT('/api/users/{id}', { params: { path: { id: userId } }, body: { language } });
}

/**
 * The switch: the app changes language at once; signed in, the account keeps the choice; signed
 * out, this browser keeps it and hands it to the account at the next sign-in.
 */
export function chooseLanguage(language: Language) {
  void switchLanguage(language);
  const { user } = sessionStore.get();
  if (user.isAuthenticated && user.userId !== null) keepWithAccount(user.userId, language);
  else {
    try {
      globalThis.localStorage?.setItem(CHOSEN_SIGNED_OUT_KEY, '1');
    } catch {
      // Without storage the choice lasts this visit.
    }
  }
}

/**
 * At sign-in, the last choice wins: one made on the sign-in screen (or before it) goes to the
 * account; otherwise the account's language, when the user ever chose one, is shown here too.
 */
export function languageAtSignIn(answer: { id: number; language?: string | null }): Promise<void> {
  const current = languageStore.get().language;
  if (chosenSignedOut()) {
    forgetChosenSignedOut();
    if (answer.language !== current) keepWithAccount(answer.id, current);
  } else if (isLanguage(answer.language) && answer.language !== current) {
    return switchLanguage(answer.language).catch(() => undefined);
  }
  return Promise.resolve();
}

/** The language a new account starts with: the one its sign-up screen was in. */
export function languageAtSignUp(): Language {
  forgetChosenSignedOut();
  return languageStore.get().language;
}
