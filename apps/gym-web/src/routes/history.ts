/**
 * The app's history: where the tab is, how it got there, and the ways to move. The browser's one
 * keeps each entry's place (`idx`), so a Back or Forward knows how far it moved (the leave guard puts
 * it back by that much) and a page knows whether an app page is before it (go-back.ts).
 */

/** How the current entry was reached: Back/Forward or the first load, a new entry, or one replaced. */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What the navigation carried with it (`navigate(to, { state })`), null if nothing. */
  state: unknown;
  /** The entry's own name, 'default' for an entry the app did not write. */
  key: string;
}

/** An address, whole ('/clients?page=2') or in parts. */
export type To = string | Partial<Path>;

export interface Update {
  action: Action;
  location: Location;
  /** How many entries the move went (Back is -1); null when the entry's place is not known. */
  delta: number | null;
}

export interface History {
  readonly action: Action;
  readonly location: Location;
  createHref(to: To): string;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** Called after every move; returns the way to stop listening. */
  listen(listener: (update: Update) => void): () => void;
}

/** '' and '?' are no query at all; anything else starts with '?' (and a hash with '#'). */
const withLead = (lead: '?' | '#', part: string) =>
  !part || part === lead ? '' : part.startsWith(lead) ? part : `${lead}${part}`;

/** An address in its parts ('/a?b#c' → '/a', '?b', '#c'); a part it does not name is ''. */
export function parsePath(path: string): Path {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = beforeHash.indexOf('?');
  return {
    pathname: searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash,
    search: withLead('?', searchAt >= 0 ? beforeHash.slice(searchAt) : ''),
    hash: withLead('#', hash),
  };
}

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Path>) =>
  `${pathname}${withLead('?', search)}${withLead('#', hash)}`;

const toPath = (to: To): Path => {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname || '/',
    search: withLead('?', path.search ?? ''),
    hash: withLead('#', path.hash ?? ''),
  };
};

const newKey = () => Math.random().toString(36).slice(2, 10);

/** What the app writes into each browser entry: the navigation's state, the entry's key and place. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** Listeners of one history, told of every move. */
function listenerSet() {
  const listeners = new Set<(update: Update) => void>();
  return {
    add(listener: (update: Update) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    tell(update: Update) {
      for (const listener of listeners) listener(update);
    },
  };
}

/** The tab's own history (pushState and popstate). */
export function createBrowserHistory(): History {
  const browser = window.history;
  const entry = () => browser.state as Partial<EntryState> | null;
  // The entry the tab opened on is place 0 (a reload keeps the place it had).
  if (entry()?.idx == null) browser.replaceState({ ...entry(), idx: 0 }, '');
  let index = entry()?.idx ?? 0;
  let action: Action = 'POP';
  const listeners = listenerSet();
  const current = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default' };
  };
  window.addEventListener('popstate', () => {
    action = 'POP';
    const next = entry()?.idx;
    const delta = next == null ? null : next - index;
    index = next ?? index;
    listeners.tell({ action, location: current(), delta });
  });
  const write = (how: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    action = how;
    index = how === 'PUSH' ? index + 1 : index;
    const written: EntryState = { usr: state ?? null, key: newKey(), idx: index };
    const href = createPath(toPath(to));
    if (how === 'REPLACE') browser.replaceState(written, '', href);
    else {
      try {
        browser.pushState(written, '', href);
      } catch {
        // Safari allows a limited number of pushState calls: past it, a real page load.
        window.location.assign(href);
        return;
      }
    }
    listeners.tell({ action, location: current(), delta: how === 'PUSH' ? 1 : 0 });
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    createHref: (to) => createPath(toPath(to)),
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => browser.go(delta),
    listen: listeners.add,
  };
}

/** A history kept in memory (tests, Storybook): the same moves, told at once. */
export function createMemoryHistory({ initialEntries = ['/'] }: { initialEntries?: To[] } = {}): History {
  const entryAt = (to: To, state: unknown = null, key = newKey()): Location => ({
    ...toPath(to),
    state,
    key,
  });
  const entries = initialEntries.map((to, place) => entryAt(to, null, place === 0 ? 'default' : newKey()));
  let index = entries.length - 1;
  let action: Action = 'POP';
  const listeners = listenerSet();
  const location = () => entries[index] as Location;
  return {
    get action() {
      return action;
    },
    get location() {
      return location();
    },
    createHref: (to) => createPath(toPath(to)),
    push: (to, state) => {
      action = 'PUSH';
      index += 1;
      entries.splice(index, entries.length, entryAt(to, state ?? null));
      listeners.tell({ action, location: location(), delta: 1 });
    },
    replace: (to, state) => {
      action = 'REPLACE';
      entries[index] = entryAt(to, state ?? null);
      listeners.tell({ action, location: location(), delta: 0 });
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      action = 'POP';
      const moved = next - index;
      index = next;
      listeners.tell({ action, location: location(), delta: moved });
    },
    listen: listeners.add,
  };
}
