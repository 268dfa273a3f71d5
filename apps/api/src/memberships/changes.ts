import type { Queryable } from '../db/database.ts';
import { syncDoorAccess } from '../devices/queries.ts';

/**
 * The one step after any write that can change what clients' memberships let them do (an end date,
 * set inactive, an invoice written or deleted, doors chosen, a client added to or removed from a
 * device): run in the writer's transaction, it queues exactly the door commands that follow, each
 * superseding the client's earlier wish on that device. Reminders need nothing queued: each day's
 * reminders are chosen from the memberships as they then are (sms/reminders.ts).
 */
export async function membershipChanged(tx: Queryable, clientIds: number[]): Promise<void> {
  if (clientIds.length > 0) await syncDoorAccess(tx, { clientIds });
}
