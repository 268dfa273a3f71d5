import { type components, limitError, PricingPlanRequestLimits, validationMessages } from '@gym/api-client';
import { isChargeableAmount } from '../../app/money-amount.ts';
import { defineMessages } from '../../i18n/messages.ts';

export type PricingPlan = components['schemas']['PricingPlan'];
export type PricingPlanRequest = components['schemas']['PricingPlanRequest'];

/** A plan's four prices with the membership length each buys (the plan durations of section 9). */
const PRICE_LABELS = defineMessages({
  monthlyPrice: { defaultMessage: 'Monthly Price', description: 'A pricing plan’s price of one month' },
  threeMonthPrice: { defaultMessage: '3 Months Price', description: 'A pricing plan’s price of 3 months' },
  sixMonthPrice: { defaultMessage: '6 Months Price', description: 'A pricing plan’s price of 6 months' },
  twelveMonthPrice: { defaultMessage: '12 Months Price', description: 'A pricing plan’s price of 12 months' },
});
export const PLAN_PRICES = [
  { field: 'monthlyPrice', months: 1, label: PRICE_LABELS.monthlyPrice },
  { field: 'threeMonthPrice', months: 3, label: PRICE_LABELS.threeMonthPrice },
  { field: 'sixMonthPrice', months: 6, label: PRICE_LABELS.sixMonthPrice },
  { field: 'twelveMonthPrice', months: 12, label: PRICE_LABELS.twelveMonthPrice },
] as const;
export type PriceField = (typeof PLAN_PRICES)[number]['field'];

/** The plan's price for a membership of that many months; none for a length it has no price for. */
export function priceFor(plan: PricingPlan, months: number): number | undefined {
  const price = PLAN_PRICES.find((entry) => entry.months === months);
  return price ? plan[price.field] : undefined;
}

/** The plan's freeze rules (decision 0047), both optional: empty is no fee, no limit. */
export type FreezeRuleField = 'freezeFee' | 'freezeDaysPerYear';

/**
 * What the plan form holds: an empty number field is NaN (what NumberField gives for no number);
 * an empty freeze rule is no rule.
 */
export type PlanFormValues = { planName: string; extraFeatures: string } & Record<
  PriceField | FreezeRuleField,
  number
>;

export const EMPTY_PLAN_FORM: PlanFormValues = {
  planName: '',
  extraFeatures: '',
  monthlyPrice: Number.NaN,
  threeMonthPrice: Number.NaN,
  sixMonthPrice: Number.NaN,
  twelveMonthPrice: Number.NaN,
  freezeFee: Number.NaN,
  freezeDaysPerYear: Number.NaN,
};

export const planToForm = (plan: PricingPlan): PlanFormValues => ({
  planName: plan.planName,
  extraFeatures: plan.extraFeatures ?? '',
  monthlyPrice: plan.monthlyPrice,
  threeMonthPrice: plan.threeMonthPrice,
  sixMonthPrice: plan.sixMonthPrice,
  twelveMonthPrice: plan.twelveMonthPrice,
  freezeFee: plan.freezeFee ?? Number.NaN,
  freezeDaysPerYear: plan.freezeDaysPerYear ?? Number.NaN,
});

export type PlanFormErrors = Partial<
  Record<'planName' | 'prices' | 'extraFeatures' | FreezeRuleField, string>
>;

/** The form's field a refusal of the server names: a price's goes with the prices. */
export const planFormField = (field: string): keyof PlanFormErrors | undefined =>
  field === 'planName' || field === 'extraFeatures' || field === 'freezeFee' || field === 'freezeDaysPerYear'
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
  // Empty: no fee, no limit; else the contract's bounds, and whole days.
  for (const field of ['freezeFee', 'freezeDaysPerYear'] as const) {
    const value = values[field];
    if (Number.isNaN(value)) continue;
    const broken = limitError(PricingPlanRequestLimits, messages, field, value);
    if (broken) errors[field] = broken;
  }
  if (!Number.isNaN(values.freezeDaysPerYear) && !Number.isInteger(values.freezeDaysPerYear)) {
    errors.freezeDaysPerYear = messages.freezeDaysPerYear.type;
  }
  return errors;
}

/** An optional number field's value as the contract takes it: empty is null. */
const orNull = (value: number) => (Number.isNaN(value) ? null : value);

/** The request the form's values make (they passed validatePlanForm). */
export const toPlanRequest = (values: PlanFormValues): PricingPlanRequest => ({
  planName: values.planName.trim(),
  monthlyPrice: values.monthlyPrice,
  threeMonthPrice: values.threeMonthPrice,
  sixMonthPrice: values.sixMonthPrice,
  twelveMonthPrice: values.twelveMonthPrice,
  extraFeatures: values.extraFeatures.trim() || null,
  freezeFee: orNull(values.freezeFee),
  freezeDaysPerYear: orNull(values.freezeDaysPerYear),
});
