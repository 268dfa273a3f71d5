import type { Queryable } from '../db/database.ts';
import { platformIdOfAddress } from './queries.ts';

/** Platform ids start at 1: an address that names no platform reads this one, the empty state. */
export const NO_PLATFORM = 0;

// Viewers poll every second; an address keeps its platform this long before it is looked up again.
const REMEMBER_MS = 2_000;

export interface FeedAddresses {
  /** The platform id of the address (NO_PLATFORM when it names none). */
  lookup(slug: string | undefined, number: number, now?: number): Promise<number>;
  /** The platform id of the address if it was looked up lately and has its answer, without waiting. */
  peek(slug: string | undefined, number: number, now?: number): number | undefined;
}

/**
 * Turns a public feed address (a meet's slug and its own platform number, or the live meet's
 * platform number) into the platform's id, remembering each answer briefly so a hall of polling
 * viewers costs one lookup per address every two seconds.
 */
export function feedAddresses(db: Queryable): FeedAddresses {
  type Remembered = { id: Promise<number>; found: number | undefined; until: number };
  const remembered = new Map<string, Remembered>();
  const keyOf = (slug: string | undefined, number: number) => `${slug ?? ''}|${number}`;
  return {
    lookup(slug, number, now = Date.now()) {
      const key = keyOf(slug, number);
      const known = remembered.get(key);
      if (known && known.until > now) return known.id;
      if (remembered.size > 10_000) remembered.clear();
      const entry: Remembered = {
        id: platformIdOfAddress(db, slug, number).then((found) => {
          entry.found = found ?? NO_PLATFORM;
          return entry.found;
        }),
        found: undefined,
        until: now + REMEMBER_MS,
      };
      remembered.set(key, entry);
      entry.id.catch(() => remembered.delete(key));
      return entry.id;
    },
    peek(slug, number, now = Date.now()) {
      const known = remembered.get(keyOf(slug, number));
      return known && known.until > now ? known.found : undefined;
    },
  };
}
