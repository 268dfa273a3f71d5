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
  freeze_fee: string | null;
  freeze_days_per_year: number | null;
}

/** A plan's stored values, as a request gives them once checked. */
export type PlanValues = Omit<
  Schemas['PricingPlanRequest'],
  'extraFeatures' | 'freezeFee' | 'freezeDaysPerYear'
> & {
  extraFeatures: string | null;
  freezeFee: number | null;
  freezeDaysPerYear: number | null;
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
    freezeFee: row.freeze_fee === null ? null : Number(row.freeze_fee),
    freezeDaysPerYear: row.freeze_days_per_year,
  };
}
