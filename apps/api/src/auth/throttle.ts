import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { recentLoginFailures } from './queries.ts';

const MAX_FAILURES = 5;
const WINDOW_MINUTES = 15;

/** Refuses sign-in for a phone after too many recent failures (kept in the database, so it holds across processes). */
export async function assertNotThrottled(db: Queryable, phone: string): Promise<void> {
  const { failures, oldest } = await recentLoginFailures(db, phone, WINDOW_MINUTES);
  if (failures < MAX_FAILURES || !oldest) return;
  const retryAt = new Date(oldest).getTime() + WINDOW_MINUTES * 60_000;
  const minutes = Math.max(1, Math.ceil((retryAt - Date.now()) / 60_000));
  throw new HttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
