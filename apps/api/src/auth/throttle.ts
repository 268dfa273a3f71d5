import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

const MAX_FAILURES = 5;
const WINDOW_MINUTES = 15;

/** Refuses sign-in for a phone after too many recent failures (kept in the database, so it holds across processes). */
export async function assertNotThrottled(db: Database, phone: string): Promise<void> {
  const [row] = await db.query<{ failures: number; oldest: Date | null }>(
    `SELECT count(*)::int AS failures, min(failed_at) AS oldest FROM login_failures
      WHERE phone = $1 AND failed_at > now() - make_interval(mins => $2)`,
    [phone, WINDOW_MINUTES],
  );
  if (!row || row.failures < MAX_FAILURES || !row.oldest) return;
  const retryAt = new Date(row.oldest).getTime() + WINDOW_MINUTES * 60_000;
  const minutes = Math.max(1, Math.ceil((retryAt - Date.now()) / 60_000));
  throw new HttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

export async function recordFailure(db: Database, phone: string): Promise<void> {
  await db.query('INSERT INTO login_failures (phone) VALUES ($1)', [phone]);
}

export async function clearFailures(db: Database, phone: string): Promise<void> {
  await db.query("DELETE FROM login_failures WHERE phone = $1 OR failed_at < now() - interval '1 day'", [
    phone,
  ]);
}
