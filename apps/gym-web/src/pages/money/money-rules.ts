import { type components, validationMessages } from '@gym/api-client';
import { wallClockAt } from '@gym/ui';
import { isChargeableAmount } from '../../app/money-amount.ts';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';

export type MoneyFlow = components['schemas']['MoneyFlow'];
export type TransactionType = components['schemas']['TransactionType'];

const TYPE_LABELS = defineMessages({
  INCOME: { defaultMessage: 'Income', description: 'Transaction type: money in' },
  EXPENSE: { defaultMessage: 'Expense', description: 'Transaction type: money out' },
});

export const TRANSACTION_TYPES = [
  { value: 'INCOME', label: TYPE_LABELS.INCOME },
  { value: 'EXPENSE', label: TYPE_LABELS.EXPENSE },
] as const satisfies readonly { value: TransactionType; label: Message }[];

/** A transaction type as the screen says it, in the interface's language. */
export const typeLabel = (type: TransactionType) => {
  const option = TRANSACTION_TYPES.find((candidate) => candidate.value === type);
  return option ? translate(option.label) : type;
};

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
