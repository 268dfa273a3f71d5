import { useSyncExternalStore } from 'react';

/**
 * Whether the 'Session has expired' alert is up. Raised by the API client on an expired token or
 * a 401, from outside React; the app shows the alert over whatever screen is open.
 */
let expired = false;
const listeners = new Set<() => void>();

export function raiseSessionExpired() {
  if (expired) return;
  expired = true;
  for (const listener of listeners) listener();
}

export function dismissSessionExpired() {
  expired = false;
  for (const listener of listeners) listener();
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => expired,
    () => false,
  );
}
