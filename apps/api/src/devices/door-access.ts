import type { Queryable } from '../db/database.ts';
import { syncDoorAccess } from './queries.ts';

/**
 * Sweeps every gym's door access every `seconds` (memberships expire with the clock, not with a
 * write); answers a function that stops it. Failures are logged and the next sweep tries again.
 */
export function sweepDoorAccess(
  db: Queryable,
  seconds: number,
  onError: (error: unknown) => void,
): () => void {
  if (seconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    syncDoorAccess(db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
