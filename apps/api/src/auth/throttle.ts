import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { failuresFromAddress, recentRegistrations, resetCodeRequests, signInFailures } from './queries.ts';

export const WINDOW_MINUTES = 15;
/** Wrong passwords for one phone from one address before each next try must wait. */
const FREE_FAILURES = 3;
const LONGEST_WAIT_SECONDS = WINDOW_MINUTES * 60;

/**
 * How long a try must wait after the last failure, for the number of failures so far: nothing for
 * the first three (typos), then 1, 2, 4, 8... seconds, at most the window. Growing delays, not a
 * lock: guessing gets slow, and the owner typing from another address is never held back.
 */
export function waitSecondsAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), LONGEST_WAIT_SECONDS);
}

function tooMany(what: string, seconds: number): HttpError {
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return new HttpError(429, 'TOO_MANY_ATTEMPTS', `${what} Please try again in ${wait}.`);
}

/** Events counted within a window: how many, and when the oldest of them was. */
export interface WindowCount {
  count: number;
  oldest: Date | null;
}

/**
 * Refuses once `limit` events were counted within the last `minutes`; the wait runs until the
 * oldest of them leaves the window. `what` says what there were too many of.
 */
function assertUnderLimit(events: WindowCount, limit: number, minutes: number, what: string): void {
  if (events.count < limit || !events.oldest) return;
  throw tooMany(what, secondsUntil(new Date(events.oldest).getTime() + minutes * 60_000));
}

/**
 * Refuses a sign-in that comes too soon after failures of the same phone from the same address, or
 * from an address that has spent its budget of failures on any phones. Counted in the database,
 * so it holds across processes. A wrong password reset code counts as a failed sign-in.
 */
export async function assertSignInAllowed(
  db: Queryable,
  attempt: { phone: string; address: string; addressBudget: number },
): Promise<void> {
  assertUnderLimit(
    await failuresFromAddress(db, attempt.address, WINDOW_MINUTES),
    attempt.addressBudget,
    WINDOW_MINUTES,
    'Too many failed sign-in attempts from this network.',
  );
  const { failures, latest } = await signInFailures(db, attempt.phone, attempt.address, WINDOW_MINUTES);
  const wait = waitSecondsAfter(failures);
  if (wait === 0 || !latest) return;
  const seconds = secondsUntil(new Date(latest).getTime() + wait * 1000);
  if (seconds > 0) throw tooMany('Too many failed sign-in attempts.', seconds);
}

/** Refuses a registration from an address that registered `perHour` accounts in the last hour. */
export async function assertRegistrationAllowed(db: Queryable, address: string, perHour: number) {
  assertUnderLimit(
    await recentRegistrations(db, address),
    perHour,
    60,
    'Too many accounts registered from this network.',
  );
}

/**
 * Refuses a password reset code asked for from an address that asked for `perAddress` in the last
 * hour, or for a phone that was sent `perPhone` (counted whether or not the phone has an account,
 * so the refusal tells nobody who is a customer).
 */
export async function assertResetCodeRequestAllowed(
  db: Queryable,
  request: { phone: string; address: string; perPhone: number; perAddress: number },
): Promise<void> {
  const { forPhone, fromAddress } = await resetCodeRequests(db, request.phone, request.address);
  assertUnderLimit(fromAddress, request.perAddress, 60, 'Too many reset codes asked for from this network.');
  assertUnderLimit(forPhone, request.perPhone, 60, 'Too many reset codes asked for this phone number.');
}

const secondsUntil = (atMs: number) => Math.max(1, Math.ceil((atMs - Date.now()) / 1000));
