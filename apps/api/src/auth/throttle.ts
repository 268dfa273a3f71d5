import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { failuresFromAddress, recentRegistrations, signInFailures } from './queries.ts';

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

/**
 * Refuses a sign-in that comes too soon after failures of the same phone from the same address, or
 * from an address that has spent its budget of failures on any phones. Counted in the database,
 * so it holds across processes.
 */
export async function assertSignInAllowed(
  db: Queryable,
  attempt: { phone: string; address: string; addressBudget: number },
): Promise<void> {
  const fromAddress = await failuresFromAddress(db, attempt.address, WINDOW_MINUTES);
  if (fromAddress.failures >= attempt.addressBudget && fromAddress.oldest) {
    const seconds = secondsUntil(new Date(fromAddress.oldest).getTime() + WINDOW_MINUTES * 60_000);
    throw tooMany('Too many failed sign-in attempts from this network.', seconds);
  }
  const { failures, latest } = await signInFailures(db, attempt.phone, attempt.address, WINDOW_MINUTES);
  const wait = waitSecondsAfter(failures);
  if (wait === 0 || !latest) return;
  const seconds = secondsUntil(new Date(latest).getTime() + wait * 1000);
  if (seconds > 0) throw tooMany('Too many failed sign-in attempts.', seconds);
}

/** Refuses a registration from an address that registered `perHour` accounts in the last hour. */
export async function assertRegistrationAllowed(db: Queryable, address: string, perHour: number) {
  const { registrations, oldest } = await recentRegistrations(db, address);
  if (registrations < perHour || !oldest) return;
  const seconds = secondsUntil(new Date(oldest).getTime() + 3_600_000);
  throw tooMany('Too many accounts registered from this network.', seconds);
}

const secondsUntil = (atMs: number) => Math.max(1, Math.ceil((atMs - Date.now()) / 1000));
