import type { Calendar, Currency } from '@gym/ui';
import { useSyncExternalStore } from 'react';

/** The signed-in user as the app keeps it (part 1, section 3). */
export interface UserSession {
  userId: number | null;
  name: string | null;
  email: string | null;
  token: string | null;
  /** When the token stops being accepted (ISO date-time). */
  tokenExpiresAt: string | null;
  isAuthenticated: boolean;
  verified: boolean;
  superAdmin: boolean;
  adminPanel: boolean;
}

/** The gym the app works on. */
export interface SelectedGym {
  gymId: number | null;
  gymBranch: string | null;
  gymName: string | null;
  gymAddress: string | null;
  gymContact: string | null;
  gymEmail: string | null;
  gymLogourl: string | null;
  /** What the gym charges in and the clock it keeps: every amount and date of its screens uses them. */
  gymCurrency: Currency | null;
  gymTimeZone: string | null;
  /** How the gym's dates read (AD, Bikram Sambat or both); AD in a session saved before gyms had it. */
  gymCalendar: Calendar | null;
  /** Who owns the gym: the signed-in user, or an owner they work for as staff (gym-role.ts). */
  gymOwnerId: number | null;
}

export interface SessionState {
  user: UserSession;
  gym: SelectedGym;
}

export const SIGNED_OUT: UserSession = {
  userId: null,
  name: null,
  email: null,
  token: null,
  tokenExpiresAt: null,
  isAuthenticated: false,
  verified: false,
  superAdmin: false,
  adminPanel: true,
};

export const NO_GYM: SelectedGym = {
  gymId: null,
  gymBranch: null,
  gymName: null,
  gymAddress: null,
  gymContact: null,
  gymEmail: null,
  gymLogourl: null,
  gymCurrency: null,
  gymTimeZone: null,
  gymCalendar: null,
  gymOwnerId: null,
};

/** Only these two parts of the app's state are kept, under this key, as the specification says. */
export const STORAGE_KEY = 'root';

function restore(storage: Storage | undefined): SessionState {
  try {
    const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<SessionState> | null;
    return { user: { ...SIGNED_OUT, ...saved?.user }, gym: { ...NO_GYM, ...saved?.gym } };
  } catch {
    return { user: SIGNED_OUT, gym: NO_GYM };
  }
}

/**
 * The session and selected gym: read synchronously from local storage before the first render (so
 * guards never see a signed-out flash), written back on every change.
 */
export function createSessionStore(storage: Storage | undefined = globalThis.localStorage) {
  let state = restore(storage);
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(user: Omit<UserSession, 'isAuthenticated' | 'adminPanel'>) {
      set({ user: { ...user, isAuthenticated: true, adminPanel: true }, gym: NO_GYM });
    },
    /** A new token for the same session (after a password change ended every other session). */
    renewToken(token: string, tokenExpiresAt: string) {
      if (!state.user.isAuthenticated) return;
      set({ ...state, user: { ...state.user, token, tokenExpiresAt } });
    },
    /** Logout clears everything: the user and the selected gym. */
    signOut() {
      set({ user: SIGNED_OUT, gym: NO_GYM });
    },
    /** The server says the subscription now runs (renewed) or has ended; signed-out sessions stay so. */
    setVerified(verified: boolean) {
      if (!state.user.isAuthenticated || state.user.verified === verified) return;
      set({ ...state, user: { ...state.user, verified } });
    },
    setAdminPanel(adminPanel: boolean) {
      if (!state.user.superAdmin) return;
      set({ ...state, user: { ...state.user, adminPanel } });
    },
    selectGym(gym: SelectedGym) {
      set({ ...state, gym });
    },
    clearGym() {
      set({ ...state, gym: NO_GYM });
    },
    /** After a gym is saved: when it is the selected one, the app bar shows what was saved. */
    updateGymIfSelected(gym: SelectedGym) {
      if (gym.gymId !== null && state.gym.gymId === gym.gymId) set({ ...state, gym });
    },
    /** After a gym is deleted: when it was the selected one, no gym is selected. */
    clearGymIfSelected(gymId: number) {
      if (state.gym.gymId === gymId) set({ ...state, gym: NO_GYM });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
