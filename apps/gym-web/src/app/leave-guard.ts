import { useEffect, useState, useSyncExternalStore } from 'react';
import { createBrowserHistory, type History } from '../routes/history.ts';

/**
 * Unsaved work is guarded by one mechanism, for every form of the app (decision 0033): a form with
 * changes not yet handed to its save arms the guard; while it is armed, any way out of the page asks
 * 'Leave without saving?' first: an app link or button (the router's push, replace and go), the
 * browser's Back and Forward (the address is put back until the answer), and closing or reloading
 * the tab (the browser's own question, from `beforeunload`).
 */

/** The forms with unsaved changes now (one token per mounted form). */
const armed = new Set<object>();
/** The way out the user is being asked about, until they answer. */
let asking: (() => void) | null = null;
/** A confirmed way out is on its way: let it through, whatever is still armed. */
let leaving = false;
/** The Back or Forward that is being put back (its own popstate is not a new way out). */
let puttingBack = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

function setArmed(token: object, on: boolean) {
  const before = armed.size;
  if (on) armed.add(token);
  else armed.delete(token);
  // Listening only while armed keeps the page eligible for the back/forward cache otherwise.
  if (before === 0 && armed.size > 0) window.addEventListener('beforeunload', beforeUnload);
  if (before > 0 && armed.size === 0) window.removeEventListener('beforeunload', beforeUnload);
}

/** Runs a way out now when nothing is armed, else asks about it first. */
function whenLeaving(go: () => void) {
  if (armed.size === 0 || leaving) {
    go();
    return;
  }
  asking = go;
  notify();
}

/** The answer to 'Leave without saving?': leave (the way out goes on) or stay. */
export function answerLeave(leave: boolean) {
  const go = asking;
  asking = null;
  notify();
  if (leave && go) {
    leaving = true;
    go();
  }
}

/** Whether the question is open (for the dialog in AppRoot). */
export function useLeaveQuestion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asking !== null,
  );
}

/** Goes without asking: the session has ended, so there is nothing the form could still save. */
export function leaveWithoutAsking(go: () => void) {
  leaving = true;
  go();
}

/**
 * The browser's history as the router sees it, with the guard in front: the app's router is given
 * this one (main.tsx), so every navigation of the app passes here.
 */
export function guardedHistory(browser: History = createBrowserHistory()): History {
  return {
    get action() {
      return browser.action;
    },
    get location() {
      return browser.location;
    },
    createHref: (to) => browser.createHref(to),
    push: (to, state) => whenLeaving(() => browser.push(to, state)),
    replace: (to, state) => whenLeaving(() => browser.replace(to, state)),
    go: (delta) => whenLeaving(() => browser.go(delta)),
    listen: (listener) =>
      browser.listen((update) => {
        if (update.action === 'POP' && puttingBack) {
          puttingBack = false;
          return;
        }
        const { delta } = update;
        if (update.action === 'POP' && armed.size > 0 && !leaving && delta) {
          // The browser has already moved: put the address back, and move again if the user leaves.
          puttingBack = true;
          browser.go(-delta);
          whenLeaving(() => browser.go(delta));
          return;
        }
        leaving = false;
        listener(update);
      }),
  };
}

/** Plain values compared by content (a chosen File by identity). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  }
  const isPlain = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameValues(a[key], b[key]));
}

/** Arms the guard while `unsaved` is true and the component is mounted. */
export function useLeaveGuard(unsaved: boolean) {
  const [token] = useState(() => ({}));
  useEffect(() => {
    setArmed(token, unsaved);
    return () => setArmed(token, false);
  }, [token, unsaved]);
}

/**
 * A form's values, guarded: changed from where they started and not yet handed to the save, they
 * arm the guard. `handOver()` on a valid submit: the page leaves on success without asking; a
 * failed save says so in its toast, and the next edit arms the guard again.
 */
export function useGuardedValues<Values>(initial: Values) {
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const [handedOver, setHandedOver] = useState<Values | null>(null);
  useLeaveGuard(values !== handedOver && !sameValues(values, start));
  return { values, setValues, handOver: () => setHandedOver(values) };
}
