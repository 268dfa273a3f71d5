import { type components, validationMessages } from '@gym/api-client';
import { wallClockAt } from '@gym/ui';
import { isChargeableAmount } from '../../app/money-amount.ts';

export type MoneyFlow = components['schemas']['MoneyFlow'];
export type TransactionType = components['schemas']['TransactionType'];

export const TRANSACTION_TYPES = [
  { value: 'INCOME', label: 'Income' },
  { value: 'EXPENSE', label: 'Expense' },
] as const satisfies readonly { value: TransactionType; label: string }[];

export const typeLabel = (type: TransactionType) =>
  TRANSACTION_TYPES.find((option) => option.value === type)?.label ?? type;

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** The month choice of the money filters: no month, or January (1) to December (12). */
export const NO_MONTH = 0;
export const MONTH_OPTIONS = [
  { id: NO_MONTH, label: 'Any month' },
  ...Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    label: monthName.format(Date.UTC(2000, index, 1)),
  })),
];

/** The money year input's range (section 9). */
export const YEAR_RANGE = { min: 2000, max: 2100 } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last day (YYYY-MM-DD) of a month, 1-12. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** A period's end before its start finds nothing: said at the end field rather than left silent. */
export const periodError = (from: string | null, to: string | null) =>
  from && to && to < from ? 'The end date must be on or after the start date.' : undefined;

export const isMoneyYear = (year: number) =>
  Number.isInteger(year) && year >= YEAR_RANGE.min && year <= YEAR_RANGE.max;

/** Typed tags: split on commas, trimmed, blanks dropped (section 5). */
export const splitTags = (typed: string) =>
  typed
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The checked existing tags and the typed new ones, without duplicates, in that order. */
export const combineTags = (checked: readonly string[], typed: string) => [
  ...new Set([...checked, ...splitTags(typed)]),
];

/** The moment an API date-time names, as the gym's wall clock 'YYYY-MM-DDTHH:mm' (the form's value). */
export function localDateTime(moment: string, timeZone: string): string {
  const { date, time } = wallClockAt(new Date(moment), timeZone);
  return `${date}T${time.slice(0, 5)}`;
}

export interface MoneyFormValues {
  billNo: string;
  /** The gym's local 'YYYY-MM-DDTHH:mm', or null before one is picked. */
  transactionDate: string | null;
  transactionType: TransactionType | null;
  amount: number;
  /** Existing tags ticked. */
  tags: string[];
  /** New tags typed, comma-separated. */
  newTags: string;
  description: string;
}

export const emptyMoneyForm = (now: string): MoneyFormValues => ({
  billNo: '',
  transactionDate: now,
  transactionType: null,
  amount: Number.NaN,
  tags: [],
  newTags: '',
  description: '',
});

export const moneyFlowToForm = (flow: MoneyFlow, timeZone: string): MoneyFormValues => ({
  billNo: flow.billNo ?? '',
  transactionDate: localDateTime(flow.transactionDate, timeZone),
  transactionType: flow.transactionType,
  amount: flow.amount,
  tags: flow.tags,
  newTags: '',
  description: flow.description ?? '',
});

export type MoneyFormErrors = Partial<
  Record<'transactionDate' | 'transactionType' | 'amount' | 'tags', string>
>;

const messages = validationMessages.MoneyFlowRequest;

/** Section 5's four money-flow rules, in the contract's words. */
export function validateMoneyForm(values: MoneyFormValues): MoneyFormErrors {
  const errors: MoneyFormErrors = {};
  if (!values.transactionDate) errors.transactionDate = messages.transactionDate.required;
  if (!values.transactionType) errors.transactionType = messages.transactionType.required;
  if (!isChargeableAmount(values.amount)) errors.amount = messages.amount.minimum;
  if (combineTags(values.tags, values.newTags).length === 0) errors.tags = messages.tags.required;
  return errors;
}

/** The request body of a valid form. */
export function toMoneyFlowRequest(
  values: MoneyFormValues,
  gymId: number,
): components['schemas']['MoneyFlowRequest'] {
  return {
    gymId,
    billNo: values.billNo.trim() || null,
    transactionDate: values.transactionDate ?? '',
    transactionType: values.transactionType ?? 'INCOME',
    amount: values.amount,
    tags: combineTags(values.tags, values.newTags),
    description: values.description.trim() || null,
  };
}
