import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import { duesOf } from '../dues/queries.ts';
import { gymToday, HELD_STATES, membershipIn } from '../memberships/state.ts';
import type { DashboardCountsRow, MonthlyPaymentRow } from './dashboard-record.ts';

// "Today" and "this month" are the gym's own, in its time zone.
const GYM_TODAY = gymToday('g');
const stateIs = (...states: Parameters<typeof membershipIn>[2]) => membershipIn('c', GYM_TODAY, states);

/**
 * Members by the state of their membership (memberships/state.ts): active (running, expiring and
 * frozen included), expired and inactive. A client who never had a membership is in none of the three
 * (decision 0041), so the three add up to the total less those. Revenue is what clients paid;
 * outstanding what they still owe, as the Dues screen sums it.
 */
export async function dashboardCounts(db: Queryable, gymId: number) {
  return firstRow<DashboardCountsRow>(
    db,
    `SELECT count(c.id)::int AS total,
            (count(c.id) FILTER (WHERE ${stateIs(...HELD_STATES)}))::int AS active,
            (count(c.id) FILTER (WHERE ${stateIs('EXPIRED')}))::int AS expired,
            (count(c.id) FILTER (WHERE ${stateIs('INACTIVE')}))::int AS inactive,
            (SELECT COALESCE(sum(p.amount), 0) FROM payments p WHERE p.gym_id = g.id
               AND date_trunc('month', p.payment_date) = date_trunc('month', ${GYM_TODAY})) AS this_month,
            (SELECT COALESCE(sum(p.amount), 0) FROM payments p WHERE p.gym_id = g.id) AS to_date,
            (SELECT COALESCE(sum(due.amount_due), 0) FROM ${duesOf('g.id')} AS due) AS outstanding
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
