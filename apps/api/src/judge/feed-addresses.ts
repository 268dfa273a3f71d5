import type { Queryable } from '../db/database.ts';
import { platformIdOfAddress } from './queries.ts';

/** Platform ids start at 1: an address that names no platform reads this one, the empty state. */
export const NO_PLATFORM = 0;

// Viewers poll every second; an address keeps its platform this long before it is looked up again.
const REMEMBER_MS = 2_000;

/**
 * Turns a public feed address (a meet's slug and its own platform number, or the live meet's
 * platform number) into the platform's id, remembering each answer briefly so a hall of polling
 * viewers costs one lookup per address every two seconds.
 */
export function feedAddresses(db: Queryable) {
  const remembered = new Map<string, { id: Promise<number>; until: number }>();
  return (slug: string | undefined, number: number, now = Date.now()): Promise<number> => {
    const key = `${slug ?? ''}|${number}`;
    const known = remembered.get(key);
    if (known && known.until > now) return known.id;
    if (remembered.size > 10_000) remembered.clear();
    const id = platformIdOfAddress(db, slug, number).then((found) => found ?? NO_PLATFORM);
    remembered.set(key, { id, until: now + REMEMBER_MS });
    id.catch(() => remembered.delete(key));
    return id;
  };
}
