import type { Queryable } from '../db/database.ts';
import { daysBetween } from '../time.ts';
import { membershipChanged } from './changes.ts';
import type { FreezeRow } from './freeze-record.ts';
import {
  endFreezeEarly,
  lockedFreezeCoveringForPunch,
  lockedMembership,
  shiftMembershipEnd,
} from './queries.ts';

/**
 * Ends the client's freeze on `day` (decision 0043): the days frozen before it count, the rest move
 * the end date back (a freeze not started by then gives every day back), and the door follows in
 * the same transaction. The client's membership row must be locked first (lockedMembership).
 */
export async function endFreezeOn(tx: Queryable, clientId: number, freeze: FreezeRow, day: string) {
  const frozen = Math.max(0, daysBetween(freeze.start_date, day));
  await shiftMembershipEnd(tx, clientId, frozen - freeze.days);
  const row = await endFreezeEarly(tx, freeze.id, frozen);
  await membershipChanged(tx, [clientId]);
  return row;
}

/**
 * Frozen members who punched in at a door of a gym that lets a punch end a freeze (decision 0048):
 * each client's freeze covering their punch's day (the gym's calendar) ends that day, as if staff
 * unfroze it then, one client per transaction. Answers the freezes ended. Run again for the same
 * punches (a device resending an upload) it ends nothing more: the punch's day is no longer frozen.
 */
export async function endFreezesOnPunches(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  punches: { clientId: number; day: string }[],
): Promise<FreezeRow[]> {
  const ended: FreezeRow[] = [];
  for (const { clientId, day } of punches) {
    const row = await db.transaction(async (tx) => {
      await lockedMembership(tx, clientId);
      const freeze = await lockedFreezeCoveringForPunch(tx, clientId, day);
      return freeze ? endFreezeOn(tx, clientId, freeze, day) : undefined;
    });
    if (row) ended.push(row);
  }
  return ended;
}
