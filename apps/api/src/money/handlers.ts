import { validationMessages } from '@gym/api-client/validation-messages';
import { countsBsMonths } from '@gym/dates';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import { readDateTime } from '../date-time-input.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { cachedGymRead } from '../gyms/cached-read.ts';
import { gymWriting } from '../gyms/queries.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { withUniqueBillNo } from './bill-numbers.ts';
import { totalsByBsMonth } from './bs-months.ts';
import { moneyFilterOf } from './filters.ts';
import {
  type MoneyFlowValues,
  toBasicInfo,
  toDistribution,
  toMoneyFlow,
  toMoneyFlowPage,
  toReportRow,
} from './money-record.ts';
import {
  deleteFlow,
  flowsOfGym,
  insertFlow,
  moneyTotals,
  tagsOfGym,
  totalsByPeriod,
  totalsByTag,
  updateFlow,
} from './queries.ts';

const FROM_PAYMENT = 'This income was recorded from a client payment: change or delete the payment instead.';

function flowValues(body: Schemas['MoneyFlowRequest']): MoneyFlowValues {
  // Blanks are dropped, and each name is kept once in the gym's spelling, as the database stores
  // tags (money_flow_tags); none left is none given.
  const tags = body.tags.map((tag) => tag.trim());
  if (!tags.some(Boolean)) throw badRequest('tags', validationMessages.MoneyFlowRequest.tags.required);
  const transactionDate = readDateTime(body.transactionDate);
  if (!transactionDate) {
    throw badRequest('transactionDate', validationMessages.MoneyFlowRequest.transactionDate.pattern);
  }
  return {
    billNo: body.billNo?.trim() || null,
    transactionDate,
    transactionType: body.transactionType,
    tags,
    amount: body.amount,
    description: body.description?.trim() || null,
  };
}

export function moneyFlowHandlers(ctx: AppContext) {
  return {
    async listMoneyFlows(request) {
      const { gymId } = request.params;
      return cachedGymRead(ctx, request, gymId, async () => {
        const { rows, total } = await flowsOfGym(ctx.db, gymId, {}, request.query, request.query);
        return toMoneyFlowPage(rows, total, request.query);
      });
    },

    async searchMoneyFlows(request) {
      const { gymId } = request.params;
      const filter = moneyFilterOf(request.query);
      return cachedGymRead(ctx, request, gymId, async () => {
        const { rows, total } = await flowsOfGym(ctx.db, gymId, filter, request.query, request.query);
        return toMoneyFlowPage(rows, total, request.query);
      });
    },

    async listMoneyFlowTags(request) {
      const { gymId } = request.params;
      return cachedGymRead(ctx, request, gymId, () => tagsOfGym(ctx.db, gymId));
    },

    async getMoneyFlowAnalytics(request) {
      const { gymId } = request.params;
      return cachedGymRead(ctx, request, gymId, async () => toDistribution(await totalsByTag(ctx.db, gymId)));
    },

    async getMoneyFlowDistribution(request) {
      const { gymId } = request.query;
      const filter = moneyFilterOf({ startDate: request.query.startDate, endDate: request.query.endDate });
      return cachedGymRead(ctx, request, gymId, async () =>
        toDistribution(await totalsByTag(ctx.db, gymId, filter)),
      );
    },

    async getMoneyFlowBasicInfo(request) {
      const { gymId } = request.query;
      return cachedGymRead(ctx, request, gymId, async () => toBasicInfo(await moneyTotals(ctx.db, gymId)));
    },

    async getMoneyFlowAggregatedReport(request) {
      const { gymId, reportType } = request.query;
      const filter = moneyFilterOf(request.query);
      // A gym that reads BS gets its months in BS: its days summed by the BS month they fall in.
      const calendar = reportType === 'MONTHLY' ? (await gymWriting(ctx.db, gymId)).date_calendar : 'AD';
      const bsMonths = countsBsMonths(calendar);
      return cachedGymRead(
        ctx,
        request,
        gymId,
        async () => {
          if (!bsMonths) return (await totalsByPeriod(ctx.db, gymId, filter, reportType)).map(toReportRow);
          return totalsByBsMonth(await totalsByPeriod(ctx.db, gymId, filter, 'DAILY')).map(toReportRow);
        },
        calendar,
      );
    },

    async getMoneyFlow(request) {
      return toMoneyFlow(await loadOwned(ctx.db, callerOf(request), 'moneyFlow', request.params.id));
    },

    async createMoneyFlow(request, reply) {
      await assertGymAccess(ctx.db, callerOf(request), request.body.gymId);
      const values = flowValues(request.body);
      const row = await withUniqueBillNo(() => insertFlow(ctx.db, request.body.gymId, values));
      reply.code(201);
      return toMoneyFlow(row);
    },

    async updateMoneyFlow(request) {
      const before = await loadOwned(ctx.db, callerOf(request), 'moneyFlow', request.params.id);
      if (before.payment_id !== null) throw conflict(FROM_PAYMENT);
      if (request.body.gymId !== before.gym_id) {
        throw badRequest('gymId', 'A money flow cannot move to another gym.');
      }
      const values = flowValues(request.body);
      const row = await withUniqueBillNo(() => updateFlow(ctx.db, before.id, values));
      if (!row) throw notFound(OWNED_NOT_FOUND.moneyFlow);
      return toMoneyFlow(row);
    },

    async deleteMoneyFlow(request, reply) {
      const flow = await loadOwned(ctx.db, callerOf(request), 'moneyFlow', request.params.id);
      if (flow.payment_id !== null) throw conflict(FROM_PAYMENT);
      // In a transaction, which names who deleted it in the activity trail.
      await ctx.db.transaction((tx) => deleteFlow(tx, flow.id));
      reply.code(204);
    },
  } satisfies HandlerMap;
}
