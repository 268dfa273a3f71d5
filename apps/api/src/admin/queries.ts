import type { Queryable } from '../db/database.ts';
import { requiredRow } from '../db/sql.ts';
import type { UserRow } from '../users/user-record.ts';
import type { PlatformCountsRow } from './admin-record.ts';

/** At most this many expiring subscriptions are listed on the admin home. */
export const EXPIRING_USERS_SHOWN = 20;

/**
 * Every user and gym, this month's SMS (month = 'YYYY-MM' in the platform zone) and the subscriptions
 * ending between two dates, both included.
 */
export function platformCounts(
  db: Queryable,
  window: { timeZone: string; month: string; from: string; to: string },
) {
  return requiredRow<PlatformCountsRow>(
    db,
    `SELECT (SELECT count(*)::int FROM users) AS total_users,
            (SELECT count(*)::int FROM gyms) AS total_gyms,
            count(s.id)::int AS sms_sent,
            coalesce(sum(s.sms_cost), 0)::int AS sms_credits,
            (SELECT count(*)::int FROM users WHERE payment_expiry_date BETWEEN $3::date AND $4::date) AS expiring
       FROM sms_messages s
      WHERE to_char(s.send_date_time AT TIME ZONE $1, 'YYYY-MM') = $2`,
    [window.timeZone, window.month, window.from, window.to],
  );
}

/** The users whose subscription ends between the two dates, soonest first. */
export function expiringUsers(db: Queryable, from: string, to: string) {
  return db.query<UserRow>(
    `SELECT * FROM users WHERE payment_expiry_date BETWEEN $1::date AND $2::date
      ORDER BY payment_expiry_date, lower(name), id LIMIT ${EXPIRING_USERS_SHOWN}`,
    [from, to],
  );
}
