import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { cachedGymRead } from '../gyms/cached-read.ts';
import { MoneyFilters } from '../money/filters.ts';
import { distributionByTag, moneyTotals } from '../money/reports.ts';

type GymParams = { Params: { gymId: number } };

// "Today" and "this month" are the gym's own, in its time zone.
const GYM_TODAY = '(now() AT TIME ZONE g.time_zone)::date';

export function dashboardHandlers(ctx: AppContext) {
  return {
    /**
     * Members: active (membership runs to today or later), expired (ended, or never had one) and
     * inactive (set inactive); the three add up to totalUsers. Revenue is what clients paid.
     */
    async getDashboardCards(request: FastifyRequest<GymParams>) {
      return cachedGymRead(ctx, request, request.params.gymId, async () => {
        const [row] = await ctx.db.query<Record<string, string | number>>(
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
          [request.params.gymId],
        );
        return {
          totalUsers: Number(row?.total ?? 0),
          totalActiveMembers: Number(row?.active ?? 0),
          totalExpiredMembers: Number(row?.expired ?? 0),
          totalInactiveMembers: Number(row?.inactive ?? 0),
          totalRevenueThisMonth: Number(row?.this_month ?? 0),
          totalRevenueToDate: Number(row?.to_date ?? 0),
        };
      });
    },

    async getDashboardMonthlyPayments(request: FastifyRequest<GymParams>) {
      return cachedGymRead(ctx, request, request.params.gymId, async () => {
        const rows = await ctx.db.query<{ year: number; month: number; total: string }>(
          `SELECT extract(year FROM payment_date)::int AS year, extract(month FROM payment_date)::int AS month,
                  sum(amount) AS total
             FROM payments WHERE gym_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
          [request.params.gymId],
        );
        return rows.map((row) => ({ year: row.year, month: row.month, total: Number(row.total) }));
      });
    },

    async getFinancialSummary(request: FastifyRequest<GymParams>) {
      return cachedGymRead(ctx, request, request.params.gymId, async () => {
        const { gymId } = request.params;
        const [totals, byTag] = await Promise.all([
          moneyTotals(ctx.db, gymId),
          distributionByTag(ctx.db, new MoneyFilters(gymId)),
        ]);
        return {
          totalIncome: totals.totalIncome,
          totalExpense: totals.totalExpense,
          netIncome: totals.netIncome,
          incomeByTag: byTag.incomeDistribution,
          expenseByTag: byTag.expenseDistribution,
        };
      });
    },
  };
}
