import type { Caller } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { MeetRow } from './meet-record.ts';
import type { PlatformRow } from './platform-record.ts';

export const MEET_NOT_FOUND = 'Meet not found.';
export const PLATFORM_NOT_FOUND = 'Platform not found.';

const mayManage = (caller: Caller, ownerId: number) => caller.superAdmin || caller.id === ownerId;

/**
 * The meet, when the caller owns it (or is a super admin); anyone else is told it does not exist,
 * exactly as for a missing meet. `forUpdate` locks it for the rest of the transaction.
 */
export async function loadOwnedMeet(db: Queryable, caller: Caller, meetId: number, forUpdate = false) {
  const [meet] = await db.query<MeetRow>(
    `SELECT * FROM meets WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [meetId],
  );
  if (!meet || !mayManage(caller, meet.user_id)) throw notFound(MEET_NOT_FOUND);
  return meet;
}

/** A platform whose meet the caller owns (or any, for a super admin); 404 otherwise. */
export async function loadOwnedPlatform(db: Queryable, caller: Caller, platformId: number) {
  const [platform] = await db.query<PlatformRow & { user_id: number }>(
    'SELECT p.*, m.user_id FROM meet_platforms p JOIN meets m ON m.id = p.meet_id WHERE p.id = $1',
    [platformId],
  );
  if (!platform || !mayManage(caller, platform.user_id)) throw notFound(PLATFORM_NOT_FOUND);
  return platform;
}
