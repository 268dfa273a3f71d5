import type { Queryable } from '../db/database.ts';

/** A database that takes longer than this to answer the check counts as unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Whether this process should be sent requests (GET /readyz): not once it has been told to stop,
 * nor while its database does not answer or lacks one of the migrations this version applies.
 */
export interface Readiness {
  /** The process is stopping: from now on it is not ready, whatever the database says. */
  drain(): void;
  readonly draining: boolean;
  /** Why the process is not ready, or undefined when it is. */
  notReadyBecause(): Promise<string | undefined>;
}

export function createReadiness(db: Queryable, migrations: readonly string[]): Readiness {
  let draining = false;
  const appliedCount = async () => {
    const [row] = await db.query<{ applied: number }>(
      'SELECT count(*)::int AS applied FROM schema_migrations WHERE name = ANY($1::text[])',
      [migrations],
    );
    return row?.applied ?? 0;
  };
  return {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async notReadyBecause() {
      if (draining) return 'The server is stopping.';
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
      });
      try {
        const applied = await Promise.race([appliedCount(), timeout]);
        if (applied === 'timeout') return 'The database does not answer.';
        if (applied < migrations.length) return 'The database lacks migrations of this version.';
        return draining ? 'The server is stopping.' : undefined;
      } catch {
        return 'The database does not answer.';
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
