import type { components } from '@gym/api-client';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';

export type ActivityEntry = components['schemas']['ActivityEntry'];

/** How a trail entry's values are written: the gym's money and dates. */
export interface ActivityFormat {
  money: (amount: number) => string;
  date: (value: string) => string;
}

type Kind = 'money' | 'date' | 'dateTime' | 'yesNo' | 'text';

const LABELS = defineMessages({
  number: { defaultMessage: 'Invoice number', description: 'Activity trail: a field of an invoice' },
  membershipStartDate: { defaultMessage: 'Membership Start Date', description: 'Activity trail: a field' },
  membershipEndDate: { defaultMessage: 'Membership End Date', description: 'Activity trail: a field' },
  totalAmount: { defaultMessage: 'Total Amount', description: 'Activity trail: a field of an invoice' },
  discountedAmount: {
    defaultMessage: 'Discounted Amount',
    description: 'Activity trail: a field of an invoice (the amount after discount)',
  },
  invoiceId: { defaultMessage: 'Invoice', description: 'Activity trail: the invoice a payment is for' },
  billNo: { defaultMessage: 'Bill Number', description: 'Activity trail: a field of a payment' },
  amount: { defaultMessage: 'Amount', description: 'Activity trail: a field of a payment or expense' },
  paymentDate: { defaultMessage: 'Payment Date', description: 'Activity trail: a field of a payment' },
  paymentType: { defaultMessage: 'Payment Type', description: 'Activity trail: cash, bank, wallet…' },
  transactionType: { defaultMessage: 'Type', description: 'Activity trail: income or expense' },
  transactionDate: {
    defaultMessage: 'Date',
    description: 'Activity trail: the date of an income or expense',
  },
  tags: { defaultMessage: 'Tags', description: 'Activity trail: the tags of an income or expense' },
  description: { defaultMessage: 'Description', description: 'Activity trail: a field' },
  startDate: { defaultMessage: 'Freeze Start Date', description: 'Activity trail: a field of a freeze' },
  days: { defaultMessage: 'Days', description: 'Activity trail: the days of a freeze' },
  plannedDays: { defaultMessage: 'Planned days', description: 'Activity trail: a freeze’s planned days' },
  endedEarly: { defaultMessage: 'Ended early', description: 'Activity trail: whether a freeze ended early' },
  activeMember: { defaultMessage: 'Active', description: 'Activity trail: whether the membership is active' },
  doorAccess: { defaultMessage: 'On the door', description: 'Activity trail: whether the door lets them in' },
});

/** Each field a trail shows: its label and how its value reads. */
const FIELDS: Record<string, { label: Message; kind: Kind }> = {
  number: { label: LABELS.number, kind: 'text' },
  membershipStartDate: { label: LABELS.membershipStartDate, kind: 'date' },
  membershipEndDate: { label: LABELS.membershipEndDate, kind: 'date' },
  totalAmount: { label: LABELS.totalAmount, kind: 'money' },
  discountedAmount: { label: LABELS.discountedAmount, kind: 'money' },
  invoiceId: { label: LABELS.invoiceId, kind: 'text' },
  billNo: { label: LABELS.billNo, kind: 'text' },
  amount: { label: LABELS.amount, kind: 'money' },
  paymentDate: { label: LABELS.paymentDate, kind: 'date' },
  paymentType: { label: LABELS.paymentType, kind: 'text' },
  transactionType: { label: LABELS.transactionType, kind: 'text' },
  transactionDate: { label: LABELS.transactionDate, kind: 'dateTime' },
  tags: { label: LABELS.tags, kind: 'text' },
  description: { label: LABELS.description, kind: 'text' },
  startDate: { label: LABELS.startDate, kind: 'date' },
  days: { label: LABELS.days, kind: 'text' },
  plannedDays: { label: LABELS.plannedDays, kind: 'text' },
  endedEarly: { label: LABELS.endedEarly, kind: 'yesNo' },
  activeMember: { label: LABELS.activeMember, kind: 'yesNo' },
  doorAccess: { label: LABELS.doorAccess, kind: 'yesNo' },
};

/** What happened to what, one whole sentence per subject so each language words it its own way. */
const TITLES = defineMessages({
  INVOICE: {
    defaultMessage:
      '{action, select, CREATED {Invoice added} CHANGED {Invoice changed} other {Invoice deleted}}',
    description: 'Activity trail: what happened to an invoice',
  },
  PAYMENT: {
    defaultMessage:
      '{action, select, CREATED {Payment added} CHANGED {Payment changed} other {Payment deleted}}',
    description: 'Activity trail: what happened to a payment',
  },
  MONEY_FLOW: {
    defaultMessage:
      '{action, select, CREATED {Income or expense added} CHANGED {Income or expense changed} other {Income or expense deleted}}',
    description: 'Activity trail: what happened to an income or expense entry',
  },
  FREEZE: {
    defaultMessage:
      '{action, select, CREATED {Freeze added} CHANGED {Freeze changed} other {Freeze deleted}}',
    description: 'Activity trail: what happened to a membership freeze',
  },
  MEMBERSHIP: {
    defaultMessage:
      '{action, select, CREATED {Membership added} CHANGED {Membership changed} other {Membership deleted}}',
    description: 'Activity trail: what happened to a membership',
  },
  DOOR: {
    defaultMessage:
      '{action, select, CREATED {Door access added} CHANGED {Door access changed} other {Door access deleted}}',
    description: 'Activity trail: what happened to a client’s door access',
  },
}) satisfies Record<ActivityEntry['subject'], Message>;

const TEXT = defineMessages({
  none: { defaultMessage: 'none', description: 'Activity trail: a field that had or has no value' },
  yes: { defaultMessage: 'yes', description: 'Activity trail: a yes/no field’s value' },
  no: { defaultMessage: 'no', description: 'Activity trail: a yes/no field’s value' },
  value: { defaultMessage: '{field}: {value}', description: 'Activity trail: a field and its value' },
  change: {
    defaultMessage: '{field}: {before} → {after}',
    description: 'Activity trail: a field changed from one value to another',
  },
  system: { defaultMessage: 'The system', description: 'Activity trail: who made a change nobody made' },
});

function valueText(kind: Kind, value: string | null, format: ActivityFormat): string {
  if (value === null || value === '') return translate(TEXT.none);
  switch (kind) {
    case 'money':
      return format.money(Number(value));
    case 'date':
      return format.date(value);
    case 'dateTime':
      return format.date(value);
    case 'yesNo':
      return translate(value === 'true' ? TEXT.yes : TEXT.no);
    default:
      return value;
  }
}

/**
 * What a trail entry says to a person: 'Payment added', 'Membership changed', and one line per
 * field: 'Membership End Date: Dec 26, 2026 → Jan 9, 2027' (a new or deleted record lists its values).
 */
export function describeActivity(entry: ActivityEntry, format: ActivityFormat) {
  const title = translate(TITLES[entry.subject], { action: entry.action });
  const lines = entry.changes.map((change) => {
    const known = FIELDS[change.field];
    const field = known ? translate(known.label) : change.field;
    const kind = known?.kind ?? 'text';
    const before = valueText(kind, change.before, format);
    const after = valueText(kind, change.after, format);
    if (entry.action === 'CREATED') return translate(TEXT.value, { field, value: after });
    if (entry.action === 'DELETED') return translate(TEXT.value, { field, value: before });
    return translate(TEXT.change, { field, before, after });
  });
  return { title, lines, by: entry.actor?.name ?? gatewayOf(entry) ?? translate(TEXT.system) };
}

/** The payment gateways that record a payment themselves, with no one signed in (decision 0061). */
const GATEWAYS: Record<string, string> = {
  ESEWA: 'eSewa',
  KHALTI: 'Khalti',
  PAYHERE: 'PayHere',
  RAZORPAY: 'Razorpay',
};

/** The gateway that recorded a payment paid online: a payment added by no one, of a gateway's type. */
function gatewayOf(entry: ActivityEntry): string | undefined {
  if (entry.subject !== 'PAYMENT' || entry.action !== 'CREATED') return undefined;
  const type = entry.changes.find((change) => change.field === 'paymentType')?.after;
  return type ? GATEWAYS[type] : undefined;
}
