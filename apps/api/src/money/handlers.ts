import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { QueryOf, Schemas, WithDefaults } from '../contract.ts';
import { assertGymAccess, loadGymOwned } from '../gyms/access.ts';
import { cachedGymRead } from '../gyms/cached-read.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { type PageQuery, pageOf, queryPage, sqlOrder } from '../http/paging.ts';
import { MoneyFilters } from './filters.ts';
import { cleanTags, type MoneyFlowRow, toMoneyFlow } from './money-record.ts';
import { distributionByTag, moneyTotals } from './reports.ts';

type FlowRequest = Schemas['MoneyFlowRequest'];
type ListQuery = WithDefaults<QueryOf<'listMoneyFlows'>, 'pageNo' | 'pageSize' | 'sortBy'>;
type SearchQuery = WithDefaults<QueryOf<'searchMoneyFlows'>, 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder'>;
type ReportQuery = WithDefaults<QueryOf<'getMoneyFlowAggregatedReport'>, 'reportType'>;
type DistributionQuery = QueryOf<'getMoneyFlowDistribution'>;
type GymParams = { Params: { gymId: number } };
type IdParams = { Params: { id: number } };

const FLOW_NOT_FOUND = 'Money flow not found.';
const FROM_PAYMENT = 'This income was recorded from a client payment: change or delete the payment instead.';
const SORT_COLUMNS: Record<ListQuery['sortBy'], string> = {
  transactionDate: 'm.transaction_date',
  amount: 'm.amount',
  billNo: 'm.bill_no',
  transactionType: 'm.transaction_type',
};
const PERIOD_FORMATS = { MONTHLY: 'YYYY-MM', DAILY: 'YYYY-MM-DD' } as const;

function flowValues(body: FlowRequest): unknown[] {
  const tags = cleanTags(body.tags);
  if (tags.length === 0) throw badRequest('tags', 'At least one tag is required.');
  return [
    body.billNo?.trim() || null,
    body.transactionDate,
    body.transactionType,
    tags,
    body.amount,
    body.description?.trim() || null,
  ];
}

export function moneyFlowHandlers(ctx: AppContext) {
  const access = (request: FastifyRequest, gymId: number) =>
    assertGymAccess(ctx.db, callerOf(request), gymId);

  const loadOwnedFlow = (request: FastifyRequest, id: number) =>
    loadGymOwned<MoneyFlowRow>(
      ctx.db,
      callerOf(request),
      'SELECT * FROM money_flows WHERE id = $1',
      id,
      FLOW_NOT_FOUND,
    );

  /** A money-flow page, with the extra top-level fields the specification reads. */
  const flowPage = async (filters: MoneyFilters, orderBy: string, page: PageQuery) => {
    const { rows, total } = await queryPage<MoneyFlowRow>(
      ctx.db,
      {
        columns: 'm.*',
        from: `money_flows m JOIN gyms g ON g.id = m.gym_id WHERE ${filters.where}`,
        orderBy,
      },
      filters.params,
      page,
    );
    const answer = pageOf(rows.map(toMoneyFlow), total, page);
    const { totalPages } = answer.paginationResponse;
    return { ...answer, pageNo: page.pageNo, totalPages, last: page.pageNo >= totalPages - 1 };
  };

  return {
    async listMoneyFlows(request: FastifyRequest<GymParams & { Querystring: ListQuery }>) {
      return cachedGymRead(ctx, request, request.params.gymId, async () => {
        const query = request.query;
        return flowPage(
          new MoneyFilters(request.params.gymId),
          `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)}, m.id`,
          query,
        );
      });
    },

    async searchMoneyFlows(request: FastifyRequest<GymParams & { Querystring: SearchQuery }>) {
      return cachedGymRead(ctx, request, request.params.gymId, async () => {
        const query = request.query;
        const filters = new MoneyFilters(request.params.gymId)
          .transactionType(query.transactionType)
          .period('startDate', query.startDate)
          .period('endDate', query.endDate)
          .tags(query.tags);
        return flowPage(filters, `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)}, m.id`, query);
      });
    },

    async listMoneyFlowTags(request: FastifyRequest<GymParams>) {
      return cachedGymRead(ctx, request, request.params.gymId, async () => {
        const rows = await ctx.db.query<{ tag: string }>(
          'SELECT DISTINCT unnest(tags) AS tag FROM money_flows WHERE gym_id = $1 ORDER BY 1',
          [request.params.gymId],
        );
        return rows.map((row) => row.tag);
      });
    },

    async getMoneyFlowAnalytics(request: FastifyRequest<GymParams>) {
      return cachedGymRead(ctx, request, request.params.gymId, async () => {
        return distributionByTag(ctx.db, new MoneyFilters(request.params.gymId));
      });
    },

    async getMoneyFlowDistribution(request: FastifyRequest<{ Querystring: DistributionQuery }>) {
      const { gymId, startDate, endDate } = request.query;
      return cachedGymRead(ctx, request, gymId, async () => {
        return distributionByTag(
          ctx.db,
          new MoneyFilters(gymId).period('startDate', startDate).period('endDate', endDate),
        );
      });
    },

    async getMoneyFlowBasicInfo(request: FastifyRequest<{ Querystring: { gymId: number } }>) {
      return cachedGymRead(ctx, request, request.query.gymId, async () => {
        return moneyTotals(ctx.db, request.query.gymId);
      });
    },

    async getMoneyFlowAggregatedReport(request: FastifyRequest<{ Querystring: ReportQuery }>) {
      const query = request.query;
      return cachedGymRead(ctx, request, query.gymId, async () => {
        const filters = new MoneyFilters(query.gymId)
          .transactionType(query.transactionType)
          .period('startDate', query.startDate)
          .period('endDate', query.endDate)
          .tags(query.tags);
        const rows = await ctx.db.query<{ period: string; income: string; expense: string; net: string }>(
          `SELECT to_char(m.transaction_date AT TIME ZONE g.time_zone, '${PERIOD_FORMATS[query.reportType]}') AS period,
                  COALESCE(sum(m.amount) FILTER (WHERE m.transaction_type = 'INCOME'), 0) AS income,
                  COALESCE(sum(m.amount) FILTER (WHERE m.transaction_type = 'EXPENSE'), 0) AS expense,
                  sum(CASE m.transaction_type WHEN 'INCOME' THEN m.amount ELSE -m.amount END) AS net
             FROM money_flows m JOIN gyms g ON g.id = m.gym_id
            WHERE ${filters.where} GROUP BY 1 ORDER BY 1`,
          filters.params,
        );
        return rows.map((row) => ({
          period: row.period,
          totalIncome: Number(row.income),
          totalExpense: Number(row.expense),
          netIncome: Number(row.net),
        }));
      });
    },

    async getMoneyFlow(request: FastifyRequest<IdParams>) {
      return toMoneyFlow(await loadOwnedFlow(request, request.params.id));
    },

    async createMoneyFlow(request: FastifyRequest<{ Body: FlowRequest }>, reply: FastifyReply) {
      await access(request, request.body.gymId);
      const [row] = await ctx.db.query<MoneyFlowRow>(
        `INSERT INTO money_flows (bill_no, transaction_date, transaction_type, tags, amount, description, gym_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [...flowValues(request.body), request.body.gymId],
      );
      reply.code(201);
      return row && toMoneyFlow(row);
    },

    async updateMoneyFlow(request: FastifyRequest<IdParams & { Body: FlowRequest }>) {
      const before = await loadOwnedFlow(request, request.params.id);
      if (before.payment_id !== null) throw conflict(FROM_PAYMENT);
      if (request.body.gymId !== before.gym_id)
        throw badRequest('gymId', 'A money flow cannot move to another gym.');
      const [row] = await ctx.db.query<MoneyFlowRow>(
        `UPDATE money_flows SET bill_no = $1, transaction_date = $2, transaction_type = $3, tags = $4, amount = $5,
                description = $6 WHERE id = $7 RETURNING *`,
        [...flowValues(request.body), before.id],
      );
      return row && toMoneyFlow(row);
    },

    async deleteMoneyFlow(request: FastifyRequest<IdParams>, reply: FastifyReply) {
      const flow = await loadOwnedFlow(request, request.params.id);
      if (flow.payment_id !== null) throw conflict(FROM_PAYMENT);
      await ctx.db.query('DELETE FROM money_flows WHERE id = $1', [flow.id]);
      reply.code(204);
    },
  };
}
