import type { Queryable } from '../db/database.ts';
import { platformIdOfAddress } from './queries.ts';

/** Platform ids start at 1: an address that names no platform reads this one, the empty state. */
export const NO_PLATFORM = 0;

// Viewers poll every second; an address keeps its platform this long before it is looked up again.
const REMEMBER_MS = 2_000;
// A poll in an answer's last half second looks the address up again in the background, so a polled
// address never expires and a hall's polls never all fall to the regular route during a lookup.
const RENEW_BEFORE_MS = 500;

export interface FeedAddresses {
  /** The platform id of the address (NO_PLATFORM when it names none). */
  lookup(slug: string | undefined, number: number, now?: number): Promise<number>;
  /**
   * The platform id of the address if it was looked up lately and has its answer, without waiting;
   * near the end of its time, it is looked up again in the background.
   */
  peek(slug: string | undefined, number: number, now?: number): number | undefined;
}

/**
 * Turns a public feed address (a meet's slug and its own platform number, or the live meet's
 * platform number) into the platform's id, remembering each answer briefly so a hall of polling
 * viewers costs one lookup per address every two seconds.
 */
export function feedAddresses(db: Queryable): FeedAddresses {
  type Remembered = {
    id: Promise<number>;
    found: number | undefined;
    until: number;
    /** A lookup of this address is on its way. */
    renewing: boolean;
  };
  const remembered = new Map<string, Remembered>();
  const keyOf = (slug: string | undefined, number: number) => `${slug ?? ''}|${number}`;

  /** Looks the address up; until the answer comes, a still valid earlier one stands. */
  const look = (key: string, slug: string | undefined, number: number, now: number, earlier?: Remembered) => {
    if (remembered.size > 10_000) remembered.clear();
    const entry: Remembered = {
      id: platformIdOfAddress(db, slug, number).then((found) => {
        entry.found = found ?? NO_PLATFORM;
        entry.until = now + REMEMBER_MS;
        entry.renewing = false;
        return entry.found;
      }),
      found: earlier?.found,
      until: earlier?.until ?? now + REMEMBER_MS,
      renewing: true,
    };
    remembered.set(key, entry);
    entry.id.catch(() => {
      if (remembered.get(key) === entry) remembered.delete(key);
    });
    return entry;
  };

  return {
    lookup(slug, number, now = Date.now()) {
      const key = keyOf(slug, number);
      const known = remembered.get(key);
      if (known && known.until > now) return known.id;
      return look(key, slug, number, now).id;
    },
    peek(slug, number, now = Date.now()) {
      const key = keyOf(slug, number);
      const known = remembered.get(key);
      if (!known || known.until <= now) return undefined;
      if (known.until - now < RENEW_BEFORE_MS && !known.renewing) {
        look(key, slug, number, now, known).id.catch(() => undefined);
      }
      return known.found;
    },
  };
}
