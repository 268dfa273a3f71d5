import type { Schemas } from '../contract.ts';

export interface PricingPlanRow {
  id: number;
  gym_id: number;
  plan_name: string;
  monthly_price: string;
  three_month_price: string;
  six_month_price: string;
  twelve_month_price: string;
  extra_features: string | null;
}

/** A plan's stored values, as a request gives them once checked. */
export type PlanValues = Omit<Schemas['PricingPlanRequest'], 'extraFeatures'> & {
  extraFeatures: string | null;
};

export function toPricingPlan(row: PricingPlanRow): Schemas['PricingPlan'] {
  return {
    id: row.id,
    gymId: row.gym_id,
    planName: row.plan_name,
    monthlyPrice: Number(row.monthly_price),
    threeMonthPrice: Number(row.three_month_price),
    sixMonthPrice: Number(row.six_month_price),
    twelveMonthPrice: Number(row.twelve_month_price),
    extraFeatures: row.extra_features,
  };
}
