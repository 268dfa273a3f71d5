import type { Queryable } from '../db/database.ts';

/** How many sign-ins failed for the phone within the last `minutes`, and when the oldest of them was. */
export async function recentLoginFailures(db: Queryable, phone: string, minutes: number) {
  const [row] = await db.query<{ failures: number; oldest: Date | null }>(
    `SELECT count(*)::int AS failures, min(failed_at) AS oldest FROM login_failures
      WHERE phone = $1 AND failed_at > now() - make_interval(mins => $2)`,
    [phone, minutes],
  );
  return row ?? { failures: 0, oldest: null };
}

export async function insertLoginFailure(db: Queryable, phone: string): Promise<void> {
  await db.query('INSERT INTO login_failures (phone) VALUES ($1)', [phone]);
}

/** Forgets the phone's failures, and everyone's older than a day. */
export async function clearLoginFailures(db: Queryable, phone: string): Promise<void> {
  await db.query("DELETE FROM login_failures WHERE phone = $1 OR failed_at < now() - interval '1 day'", [
    phone,
  ]);
}
