import type { Queryable } from '../db/database.ts';
import type { WindowCount } from './throttle.ts';

/** How many sign-ins failed for the phone from the address within the last `minutes`, and the latest. */
export async function signInFailures(db: Queryable, phone: string, address: string, minutes: number) {
  const [row] = await db.query<{ failures: number; latest: Date | null }>(
    `SELECT count(*)::int AS failures, max(failed_at) AS latest FROM login_failures
      WHERE phone = $1 AND address = $2 AND failed_at > now() - make_interval(mins => $3)`,
    [phone, address, minutes],
  );
  return row ?? { failures: 0, latest: null };
}

/** How many sign-ins failed from the address within the last `minutes`, whatever the phone. */
export async function failuresFromAddress(db: Queryable, address: string, minutes: number) {
  const [row] = await db.query<WindowCount>(
    `SELECT count(*)::int AS count, min(failed_at) AS oldest FROM login_failures
      WHERE address = $1 AND failed_at > now() - make_interval(mins => $2)`,
    [address, minutes],
  );
  return row ?? { count: 0, oldest: null };
}

export async function insertLoginFailure(db: Queryable, phone: string, address: string): Promise<void> {
  await db.query('INSERT INTO login_failures (phone, address) VALUES ($1, $2)', [phone, address]);
}

/** Forgets the phone's failures from the address, and everyone's older than a day. */
export async function clearLoginFailures(db: Queryable, phone: string, address: string): Promise<void> {
  await db.query(
    `DELETE FROM login_failures
      WHERE (phone = $1 AND address = $2) OR failed_at < now() - interval '1 day'`,
    [phone, address],
  );
}

/** Registrations from the address within the last hour, and when the oldest of them was. */
export async function recentRegistrations(db: Queryable, address: string) {
  const [row] = await db.query<WindowCount>(
    `SELECT count(*)::int AS count, min(registered_at) AS oldest FROM registration_attempts
      WHERE address = $1 AND registered_at > now() - interval '1 hour'`,
    [address],
  );
  return row ?? { count: 0, oldest: null };
}

/** Counts a registration from the address, and forgets everyone's older than a day. */
export async function recordRegistration(db: Queryable, address: string): Promise<void> {
  await db.query("DELETE FROM registration_attempts WHERE registered_at < now() - interval '1 day'");
  await db.query('INSERT INTO registration_attempts (address) VALUES ($1)', [address]);
}

/**
 * Password reset codes asked for within the last hour: for the phone (from anywhere) and from the
 * address (for any phone), each with when the oldest was asked for.
 */
export async function resetCodeRequests(db: Queryable, phone: string, address: string) {
  const [row] = await db.query<{
    phone_count: number;
    phone_oldest: Date | null;
    address_count: number;
    address_oldest: Date | null;
  }>(
    `SELECT count(*) FILTER (WHERE phone = $1)::int AS phone_count,
            min(requested_at) FILTER (WHERE phone = $1) AS phone_oldest,
            count(*) FILTER (WHERE address = $2)::int AS address_count,
            min(requested_at) FILTER (WHERE address = $2) AS address_oldest
       FROM password_reset_requests
      WHERE (phone = $1 OR address = $2) AND requested_at > now() - interval '1 hour'`,
    [phone, address],
  );
  return {
    forPhone: { count: row?.phone_count ?? 0, oldest: row?.phone_oldest ?? null },
    fromAddress: { count: row?.address_count ?? 0, oldest: row?.address_oldest ?? null },
  } satisfies Record<string, WindowCount>;
}

/** Counts a reset code asked for the phone from the address, and forgets everyone's older than a day. */
export async function recordResetCodeRequest(db: Queryable, phone: string, address: string): Promise<void> {
  await db.query("DELETE FROM password_reset_requests WHERE requested_at < now() - interval '1 day'");
  await db.query('INSERT INTO password_reset_requests (phone, address) VALUES ($1, $2)', [phone, address]);
}
