import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import type { DashboardCountsRow, MonthlyPaymentRow } from './dashboard-record.ts';

// "Today" and "this month" are the gym's own, in its time zone.
const GYM_TODAY = '(now() AT TIME ZONE g.time_zone)::date';

/**
 * Members: active (membership runs to today or later), expired (ended, or never had one) and
 * inactive (set inactive); the three add up to the total. Revenue is what clients paid.
 */
export async function dashboardCounts(db: Queryable, gymId: number) {
  return firstRow<DashboardCountsRow>(
    db,
    `SELECT count(c.id)::int AS total,
            (count(c.id) FILTER (WHERE c.active_member AND c.membership_end_date >= ${GYM_TODAY}))::int AS active,
            (count(c.id) FILTER (WHERE c.active_member AND (c.membership_end_date < ${GYM_TODAY}
                                                            OR c.membership_end_date IS NULL)))::int AS expired,
            (count(c.id) FILTER (WHERE NOT c.active_member))::int AS inactive,
            (SELECT COALESCE(sum(p.amount), 0) FROM payments p WHERE p.gym_id = g.id
               AND date_trunc('month', p.payment_date) = date_trunc('month', ${GYM_TODAY})) AS this_month,
            (SELECT COALESCE(sum(p.amount), 0) FROM payments p WHERE p.gym_id = g.id) AS to_date
       FROM gyms g LEFT JOIN clients c ON c.gym_id = g.id
      WHERE g.id = $1 GROUP BY g.id, g.time_zone`,
    [gymId],
  );
}

/** What clients paid per calendar month, oldest first. */
export function monthlyPayments(db: Queryable, gymId: number) {
  return db.query<MonthlyPaymentRow>(
    `SELECT extract(year FROM payment_date)::int AS year, extract(month FROM payment_date)::int AS month,
            sum(amount) AS total
       FROM payments WHERE gym_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [gymId],
  );
}
