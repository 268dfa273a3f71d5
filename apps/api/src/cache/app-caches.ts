import type { Config } from '../config.ts';
import { VersionedCache } from './versioned-cache.ts';

/** The in-memory caches of one server process. */
export interface AppCaches {
  /**
   * Users' role, subscription end and session version as the bearer check reads them on every
   * request. Forgotten in every process when the user is edited (auth/session-changes.ts); the
   * 15 seconds only bound the harm of a lost message.
   */
  callers: VersionedCache;
  /** Answers of gyms' heavy reads under the gym's data version (see gyms/cached-read.ts). */
  gymReads: VersionedCache;
}

export function createAppCaches(config: Pick<Config, 'readCacheSeconds'>): AppCaches {
  return {
    callers: new VersionedCache(15_000),
    gymReads: new VersionedCache(config.readCacheSeconds * 1000),
  };
}
