import type { PricingPlan } from './pricing-rules.ts';

/** A plan the billing rules' tests price with. */
export const GOLD_PLAN: PricingPlan = {
  id: 4,
  gymId: 1,
  planName: 'Gold',
  monthlyPrice: 1500,
  threeMonthPrice: 4000,
  sixMonthPrice: 7500,
  twelveMonthPrice: 14000,
  extraFeatures: null,
  freezeFee: 500,
  freezeDaysPerYear: 30,
};
