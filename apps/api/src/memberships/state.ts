/**
 * What a client's membership is on a given day: the one definition the dashboard, the client
 * list and page, the door, the SMS groups and the reminders read (decision 0041). In order:
 * - INACTIVE: the gym set the client inactive, whatever their dates;
 * - NONE: the client never had a membership (no end date);
 * - FROZEN: one of the client's freezes covers the day (decision 0043);
 * - EXPIRED: it ended before the gym's today;
 * - EXPIRING: it runs today and ends within `EXPIRING_WITHIN_DAYS` days (still a member);
 * - ACTIVE: it runs further.
 * The end date is a paid day: a membership ending today is running.
 */
export const MEMBERSHIP_STATES = ['ACTIVE', 'EXPIRING', 'EXPIRED', 'FROZEN', 'INACTIVE', 'NONE'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** A running membership that ends within this many days (today counted) is expiring. */
export const EXPIRING_WITHIN_DAYS = 7;

/** The states of a member the door admits: a membership that runs and is not frozen today. */
export const RUNNING_STATES: readonly MembershipState[] = ['ACTIVE', 'EXPIRING'];

/**
 * A membership that has not ended, frozen or not: the dashboard's active members and the
 * 'Non-Expired' SMS group.
 */
export const HELD_STATES: readonly MembershipState[] = ['ACTIVE', 'EXPIRING', 'FROZEN'];

/**
 * The state as an SQL expression over a clients row `client` (an alias) and a date expression
 * `today` (the gym's today, e.g. `(now() AT TIME ZONE g.time_zone)::date`).
 */
export function membershipStateSql(client: string, today: string): string {
  const end = `${client}.membership_end_date`;
  return `(CASE WHEN NOT ${client}.active_member THEN 'INACTIVE'
    WHEN ${end} IS NULL THEN 'NONE'
    WHEN EXISTS (SELECT 1 FROM membership_freezes f WHERE f.client_id = ${client}.id
                   AND f.start_date <= ${today} AND ${today} < f.start_date + f.days) THEN 'FROZEN'
    WHEN ${end} < ${today} THEN 'EXPIRED'
    WHEN ${end} < ${today} + ${EXPIRING_WITHIN_DAYS} THEN 'EXPIRING'
    ELSE 'ACTIVE' END)`;
}

/** An SQL condition: the client's membership is in one of `states` on `today`. */
export function membershipIn(client: string, today: string, states: readonly MembershipState[]): string {
  return `${membershipStateSql(client, today)} IN (${states.map((state) => `'${state}'`).join(', ')})`;
}

/** The gym's today in its time zone, as an SQL expression over a gyms row `gym` (an alias). */
export const gymToday = (gym: string) => `(now() AT TIME ZONE ${gym}.time_zone)::date`;

/** Every state but INACTIVE: the clients the gym still counts as its own (SMS 'All', reminders). */
export const NOT_INACTIVE_STATES: readonly MembershipState[] = [
  'ACTIVE',
  'EXPIRING',
  'FROZEN',
  'EXPIRED',
  'NONE',
];
