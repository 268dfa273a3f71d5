import { type components, limitError, PricingPlanRequestLimits, validationMessages } from '@gym/api-client';
import { isChargeableAmount } from '../../app/money-amount.ts';

export type PricingPlan = components['schemas']['PricingPlan'];
export type PricingPlanRequest = components['schemas']['PricingPlanRequest'];

/** A plan's four prices with the membership length each buys (the plan durations of section 9). */
export const PLAN_PRICES = [
  { field: 'monthlyPrice', months: 1, label: 'Monthly Price' },
  { field: 'threeMonthPrice', months: 3, label: '3 Months Price' },
  { field: 'sixMonthPrice', months: 6, label: '6 Months Price' },
  { field: 'twelveMonthPrice', months: 12, label: '12 Months Price' },
] as const;
export type PriceField = (typeof PLAN_PRICES)[number]['field'];

/** The plan's price for a membership of that many months; none for a length it has no price for. */
export function priceFor(plan: PricingPlan, months: number): number | undefined {
  const price = PLAN_PRICES.find((entry) => entry.months === months);
  return price ? plan[price.field] : undefined;
}

/** What the plan form holds: an empty price field is NaN (what NumberField gives for no number). */
export type PlanFormValues = { planName: string; extraFeatures: string } & Record<PriceField, number>;

export const EMPTY_PLAN_FORM: PlanFormValues = {
  planName: '',
  extraFeatures: '',
  monthlyPrice: Number.NaN,
  threeMonthPrice: Number.NaN,
  sixMonthPrice: Number.NaN,
  twelveMonthPrice: Number.NaN,
};

export const planToForm = (plan: PricingPlan): PlanFormValues => ({
  planName: plan.planName,
  extraFeatures: plan.extraFeatures ?? '',
  monthlyPrice: plan.monthlyPrice,
  threeMonthPrice: plan.threeMonthPrice,
  sixMonthPrice: plan.sixMonthPrice,
  twelveMonthPrice: plan.twelveMonthPrice,
});

export type PlanFormErrors = Partial<Record<'planName' | 'prices' | 'extraFeatures', string>>;

/** The form's field a refusal of the server names: a price's goes with the prices. */
export const planFormField = (field: string): keyof PlanFormErrors | undefined =>
  field === 'planName' || field === 'extraFeatures'
    ? field
    : PLAN_PRICES.some((price) => price.field === field)
      ? 'prices'
      : undefined;

const messages = validationMessages.PricingPlanRequest;

/**
 * The pricing plan rules of section 5: a name, and all four prices filled and above zero; and the
 * contract's limits on the name and the extra features, in its words.
 */
export function validatePlanForm(values: PlanFormValues): PlanFormErrors {
  const errors: PlanFormErrors = {};
  for (const field of ['planName', 'extraFeatures'] as const) {
    const broken = limitError(PricingPlanRequestLimits, messages, field, values[field].trim());
    if (broken) errors[field] = broken;
  }
  if (!values.planName.trim()) errors.planName = messages.planName.required;
  const priced = PLAN_PRICES.every(({ field }) => isChargeableAmount(values[field]));
  if (!priced) errors.prices = messages.monthlyPrice.minimum;
  return errors;
}

/** The request the form's values make (they passed validatePlanForm). */
export const toPlanRequest = (values: PlanFormValues): PricingPlanRequest => ({
  planName: values.planName.trim(),
  monthlyPrice: values.monthlyPrice,
  threeMonthPrice: values.threeMonthPrice,
  sixMonthPrice: values.sixMonthPrice,
  twelveMonthPrice: values.twelveMonthPrice,
  extraFeatures: values.extraFeatures.trim() || null,
});
