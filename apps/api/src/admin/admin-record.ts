import type { Schemas } from '../contract.ts';
import { toUser, type UserRow } from '../users/user-record.ts';

/** The platform's counts on the admin home (this month's SMS in the platform's time zone). */
export interface PlatformCountsRow {
  total_users: number;
  total_gyms: number;
  sms_sent: number;
  sms_credits: number;
  expiring: number;
}

/** The admin home: the counts and the users whose subscription ends soon, soonest first. */
export function toAdminSummary(
  counts: PlatformCountsRow,
  expiring: UserRow[],
  timeZone: string,
): Schemas['AdminSummary'] {
  return {
    totalUsers: counts.total_users,
    totalGyms: counts.total_gyms,
    smsSentThisMonth: counts.sms_sent,
    smsCreditsUsedThisMonth: counts.sms_credits,
    expiringIn7Days: counts.expiring,
    expiringUsers: expiring.map((row) => toUser(row, timeZone)),
  };
}
