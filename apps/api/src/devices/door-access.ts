import type { Queryable } from '../db/database.ts';
import { DEVICE_COMMANDS } from './commands.ts';

/**
 * Door access follows the membership: a client linked to a device is on it while active with a
 * membership that runs until today (the gym's today) or has no end date, and off it otherwise.
 * Queues the user record or its deletion for each link whose access changes, in one statement;
 * the row locks of the update let two processes sweeping at once queue each change once. Answers
 * how many commands were queued. `clientId` limits it to one client (after a write to them).
 */
export async function syncDoorAccess(db: Queryable, scope: { clientId?: number } = {}): Promise<number> {
  const rows = await db.query<{ queued: number }>(
    `WITH wanted AS (
       SELECT cd.client_id, cd.device_id,
              c.active_member AND (c.membership_end_date IS NULL
                OR c.membership_end_date >= (now() AT TIME ZONE g.time_zone)::date) AS allowed
         FROM client_devices cd JOIN clients c ON c.id = cd.client_id JOIN gyms g ON g.id = c.gym_id
        WHERE $1::int IS NULL OR cd.client_id = $1
     ), changed AS (
       UPDATE client_devices cd SET door_access = w.allowed FROM wanted w
        WHERE cd.client_id = w.client_id AND cd.device_id = w.device_id AND cd.door_access <> w.allowed
       RETURNING cd.client_id, cd.device_id, cd.door_access
     ), queued AS (
       INSERT INTO device_commands (device_id, client_id, command)
       SELECT ch.device_id, c.id, CASE WHEN ch.door_access THEN ${DEVICE_COMMANDS.upsertUser} ELSE ${DEVICE_COMMANDS.deleteUser} END
         FROM changed ch JOIN clients c ON c.id = ch.client_id ORDER BY ch.device_id, c.id
       RETURNING id
     )
     SELECT count(*)::int AS queued FROM queued`,
    [scope.clientId ?? null],
  );
  return rows[0]?.queued ?? 0;
}

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
