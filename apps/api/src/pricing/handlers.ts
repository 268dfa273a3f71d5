import { validationMessages } from '@gym/api-client/validation-messages';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { type PlanValues, toPricingPlan } from './plan-record.ts';
import { deletePlanOfGym, insertPlan, plansOfGyms, updatePlan } from './queries.ts';

/** The plan's values from a request; the contract has checked the prices are positive numbers. */
function planValues(body: Schemas['PricingPlanRequest']): PlanValues {
  const planName = body.planName.trim();
  if (!planName) throw badRequest('planName', validationMessages.PricingPlanRequest.planName.required);
  return {
    planName,
    monthlyPrice: body.monthlyPrice,
    threeMonthPrice: body.threeMonthPrice,
    sixMonthPrice: body.sixMonthPrice,
    twelveMonthPrice: body.twelveMonthPrice,
    extraFeatures: body.extraFeatures?.trim() || null,
    // Freeze rules (decision 0047): left out or null, no fee and no limit.
    freezeFee: body.freezeFee ?? null,
    freezeDaysPerYear: body.freezeDaysPerYear ?? null,
  };
}

export function pricingPlanHandlers(ctx: AppContext) {
  return {
    async listPricingPlans(request) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.gymId);
      return (await plansOfGyms(ctx.db, [request.params.gymId])).map(toPricingPlan);
    },

    async createPricingPlan(request, reply) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.gymId);
      const row = await insertPlan(ctx.db, request.params.gymId, planValues(request.body));
      reply.code(201);
      return toPricingPlan(row);
    },

    async getPricingPlan(request) {
      return toPricingPlan(await loadOwned(ctx.db, callerOf(request), 'plan', request.params.planId));
    },

    async updatePricingPlan(request) {
      const plan = await loadOwned(ctx.db, callerOf(request), 'plan', request.params.planId);
      const row = await updatePlan(ctx.db, plan.id, planValues(request.body));
      if (!row) throw notFound(OWNED_NOT_FOUND.plan);
      return toPricingPlan(row);
    },

    async deletePricingPlan(request, reply) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.gymId);
      if (!(await deletePlanOfGym(ctx.db, request.params.planId, request.params.gymId))) {
        throw notFound(OWNED_NOT_FOUND.plan);
      }
      reply.code(204);
    },
  } satisfies HandlerMap;
}
