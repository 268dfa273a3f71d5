import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { Schemas } from '../contract.ts';
import { assertGymAccess, loadGymOwned } from '../gyms/access.ts';
import { type PricingPlanRow, toPricingPlan } from '../gyms/gym-record.ts';
import { badRequest, notFound } from '../http/errors.ts';

type PlanRequest = Schemas['PricingPlanRequest'];
type GymParams = { Params: { gymId: number } };
type PlanParams = { Params: { planId: number } };

const PLAN_NOT_FOUND = 'Pricing plan not found.';

/** The plan's columns from a request; the contract has checked the prices are positive numbers. */
function planValues(body: PlanRequest): unknown[] {
  const planName = body.planName.trim();
  if (!planName) throw badRequest('planName', 'Plan Name is required.');
  return [
    planName,
    body.monthlyPrice,
    body.threeMonthPrice,
    body.sixMonthPrice,
    body.twelveMonthPrice,
    body.extraFeatures?.trim() || null,
  ];
}

export function pricingPlanHandlers(ctx: AppContext) {
  /** The plan, if the caller may see its gym; anyone else is told it does not exist. */
  const loadOwnedPlan = (request: FastifyRequest, planId: number) =>
    loadGymOwned<PricingPlanRow>(
      ctx.db,
      callerOf(request),
      'SELECT * FROM pricing_plans WHERE id = $1',
      planId,
      PLAN_NOT_FOUND,
    );

  return {
    async listPricingPlans(request: FastifyRequest<GymParams>) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.gymId);
      const rows = await ctx.db.query<PricingPlanRow>(
        'SELECT * FROM pricing_plans WHERE gym_id = $1 ORDER BY lower(plan_name), id',
        [request.params.gymId],
      );
      return rows.map(toPricingPlan);
    },

    async createPricingPlan(request: FastifyRequest<GymParams & { Body: PlanRequest }>, reply: FastifyReply) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.gymId);
      const [row] = await ctx.db.query<PricingPlanRow>(
        `INSERT INTO pricing_plans (plan_name, monthly_price, three_month_price, six_month_price, twelve_month_price, extra_features, gym_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [...planValues(request.body), request.params.gymId],
      );
      reply.code(201);
      return row && toPricingPlan(row);
    },

    async getPricingPlan(request: FastifyRequest<PlanParams>) {
      return toPricingPlan(await loadOwnedPlan(request, request.params.planId));
    },

    async updatePricingPlan(request: FastifyRequest<PlanParams & { Body: PlanRequest }>) {
      const plan = await loadOwnedPlan(request, request.params.planId);
      const [row] = await ctx.db.query<PricingPlanRow>(
        `UPDATE pricing_plans SET plan_name = $1, monthly_price = $2, three_month_price = $3, six_month_price = $4,
                twelve_month_price = $5, extra_features = $6 WHERE id = $7 RETURNING *`,
        [...planValues(request.body), plan.id],
      );
      if (!row) throw notFound(PLAN_NOT_FOUND);
      return toPricingPlan(row);
    },

    async deletePricingPlan(
      request: FastifyRequest<{ Params: { planId: number; gymId: number } }>,
      reply: FastifyReply,
    ) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.gymId);
      const deleted = await ctx.db.query(
        'DELETE FROM pricing_plans WHERE id = $1 AND gym_id = $2 RETURNING id',
        [request.params.planId, request.params.gymId],
      );
      if (deleted.length === 0) throw notFound(PLAN_NOT_FOUND);
      reply.code(204);
    },
  };
}
