import { type components, validationMessages } from '@gym/api-client';
import { addCalendarMonths, type Calendar } from '@gym/ui';
import { isChargeableAmount } from '../../app/money-amount.ts';
import { type PricingPlan, priceFor } from './pricing-rules.ts';

export type Invoice = components['schemas']['Invoice'];
export type InvoiceRequest = components['schemas']['InvoiceRequest'];

/** The membership quick-add lengths of section 9, in months. */
export const MEMBERSHIP_MONTHS = [1, 3, 6, 12] as const;

/** What the invoice form holds: dates as YYYY-MM-DD or null, amounts NaN while empty. */
export interface InvoiceFormValues {
  membershipStartDate: string | null;
  membershipEndDate: string | null;
  pricingPlanId: number | null;
  totalAmount: number;
  discountedAmount: number;
}

/** A new invoice starting on `start`: where the server says the client's renewal starts. */
export const newInvoiceForm = (start: string): InvoiceFormValues => ({
  membershipStartDate: start,
  membershipEndDate: null,
  pricingPlanId: null,
  totalAmount: Number.NaN,
  discountedAmount: Number.NaN,
});

export const invoiceToForm = (invoice: Invoice): InvoiceFormValues => ({
  membershipStartDate: invoice.membershipStartDate,
  membershipEndDate: invoice.membershipEndDate,
  pricingPlanId: invoice.pricingPlanDto?.id ?? null,
  totalAmount: invoice.totalAmount,
  discountedAmount: invoice.discountedAmount,
});

/** The plan length the dates span (1, 3, 6 or 12 months exactly), if they span one. */
export function membershipMonths(
  start: string | null,
  end: string | null,
  calendar: Calendar = 'AD',
): number | undefined {
  if (!start || !end) return undefined;
  return MEMBERSHIP_MONTHS.find((months) => addCalendarMonths(start, months, calendar) === end);
}

/**
 * After the plan or the dates change: the chosen plan's price for the length the dates span
 * becomes the total and the discounted amount. Any other change leaves the amounts as typed.
 */
export function repriced(
  values: InvoiceFormValues,
  plans: readonly PricingPlan[],
  calendar: Calendar = 'AD',
): InvoiceFormValues {
  const plan = plans.find((candidate) => candidate.id === values.pricingPlanId);
  const months = membershipMonths(values.membershipStartDate, values.membershipEndDate, calendar);
  const price = plan && months ? priceFor(plan, months) : undefined;
  return price === undefined ? values : { ...values, totalAmount: price, discountedAmount: price };
}

export type InvoiceFormErrors = Partial<Record<keyof InvoiceFormValues, string>>;

const messages = validationMessages.InvoiceRequest;
/** The invoice rules of section 5, each with its own sentence. */
export function validateInvoiceForm(values: InvoiceFormValues): InvoiceFormErrors {
  const errors: InvoiceFormErrors = {};
  if (!values.membershipStartDate) errors.membershipStartDate = messages.membershipStartDate.required;
  if (!values.membershipEndDate) errors.membershipEndDate = messages.membershipEndDate.required;
  else if (values.membershipStartDate && values.membershipEndDate < values.membershipStartDate)
    errors.membershipEndDate = messages.membershipEndDate['x-not-before'];
  if (values.pricingPlanId === null) errors.pricingPlanId = messages.pricingPlanId.required;
  if (!isChargeableAmount(values.totalAmount)) errors.totalAmount = messages.totalAmount.minimum;
  if (!isChargeableAmount(values.discountedAmount))
    errors.discountedAmount = messages.discountedAmount.minimum;
  else if (isChargeableAmount(values.totalAmount) && values.discountedAmount > values.totalAmount)
    errors.discountedAmount = messages.discountedAmount.maximum;
  return errors;
}

/** The request the form's values make (they passed validateInvoiceForm). */
export const toInvoiceRequest = (clientId: number, values: InvoiceFormValues): InvoiceRequest => ({
  clientId,
  pricingPlanId: values.pricingPlanId ?? 0,
  membershipStartDate: values.membershipStartDate ?? '',
  membershipEndDate: values.membershipEndDate ?? '',
  totalAmount: values.totalAmount,
  discountedAmount: values.discountedAmount,
});
