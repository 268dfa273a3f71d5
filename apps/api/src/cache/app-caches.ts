import type { Config } from '../config.ts';
import { VersionedCache } from './versioned-cache.ts';

/** The in-memory caches of one server process. */
export interface AppCaches {
  /**
   * Users' role and subscription end as the bearer check reads them on every request. Forgotten at
   * once in this process when the user is edited; another process re-reads within 15 seconds.
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
