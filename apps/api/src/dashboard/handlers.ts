import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { cachedGymRead } from '../gyms/cached-read.ts';
import { moneyTotals, totalsByTag } from '../money/queries.ts';
import { toDashboardCards, toFinancialSummary, toMonthlyPayment } from './dashboard-record.ts';
import { dashboardCounts, monthlyPayments } from './queries.ts';

export function dashboardHandlers(ctx: AppContext) {
  return {
    async getDashboardCards(request) {
      const { gymId } = request.params;
      return cachedGymRead(ctx, request, gymId, async () =>
        toDashboardCards(await dashboardCounts(ctx.db, gymId)),
      );
    },

    async getDashboardMonthlyPayments(request) {
      const { gymId } = request.params;
      return cachedGymRead(ctx, request, gymId, async () =>
        (await monthlyPayments(ctx.db, gymId)).map(toMonthlyPayment),
      );
    },

    async getFinancialSummary(request) {
      const { gymId } = request.params;
      return cachedGymRead(ctx, request, gymId, async () => {
        const [totals, byTag] = await Promise.all([moneyTotals(ctx.db, gymId), totalsByTag(ctx.db, gymId)]);
        return toFinancialSummary(totals, byTag);
      });
    },
  } satisfies HandlerMap;
}
