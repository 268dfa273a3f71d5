import type { components } from '@gym/api-client';

export type ActivityEntry = components['schemas']['ActivityEntry'];

/** How a trail entry's values are written: the gym's money and dates. */
export interface ActivityFormat {
  money: (amount: number) => string;
  date: (value: string) => string;
}

type Kind = 'money' | 'date' | 'dateTime' | 'yesNo' | 'text';

/** Each field a trail shows: its label and how its value reads. */
const FIELDS: Record<string, { label: string; kind: Kind }> = {
  number: { label: 'Invoice number', kind: 'text' },
  membershipStartDate: { label: 'Membership Start Date', kind: 'date' },
  membershipEndDate: { label: 'Membership End Date', kind: 'date' },
  totalAmount: { label: 'Total Amount', kind: 'money' },
  discountedAmount: { label: 'Discounted Amount', kind: 'money' },
  invoiceId: { label: 'Invoice', kind: 'text' },
  billNo: { label: 'Bill Number', kind: 'text' },
  amount: { label: 'Amount', kind: 'money' },
  paymentDate: { label: 'Payment Date', kind: 'date' },
  paymentType: { label: 'Payment Type', kind: 'text' },
  transactionType: { label: 'Type', kind: 'text' },
  transactionDate: { label: 'Date', kind: 'dateTime' },
  tags: { label: 'Tags', kind: 'text' },
  description: { label: 'Description', kind: 'text' },
  startDate: { label: 'Freeze Start Date', kind: 'date' },
  days: { label: 'Days', kind: 'text' },
  plannedDays: { label: 'Planned days', kind: 'text' },
  endedEarly: { label: 'Ended early', kind: 'yesNo' },
  activeMember: { label: 'Active', kind: 'yesNo' },
  doorAccess: { label: 'On the door', kind: 'yesNo' },
};

const SUBJECTS: Record<ActivityEntry['subject'], string> = {
  INVOICE: 'Invoice',
  PAYMENT: 'Payment',
  MONEY_FLOW: 'Income or expense',
  FREEZE: 'Freeze',
  MEMBERSHIP: 'Membership',
  DOOR: 'Door access',
};
const ACTIONS: Record<ActivityEntry['action'], string> = {
  CREATED: 'added',
  CHANGED: 'changed',
  DELETED: 'deleted',
};

function valueText(kind: Kind, value: string | null, format: ActivityFormat): string {
  if (value === null || value === '') return 'none';
  switch (kind) {
    case 'money':
      return format.money(Number(value));
    case 'date':
      return format.date(value);
    case 'dateTime':
      return format.date(value);
    case 'yesNo':
      return value === 'true' ? 'yes' : 'no';
    default:
      return value;
  }
}

/**
 * What a trail entry says to a person: 'Payment added', 'Membership changed', and one line per
 * field: 'Membership End Date: Dec 26, 2026 → Jan 9, 2027' (a new or deleted record lists its values).
 */
export function describeActivity(entry: ActivityEntry, format: ActivityFormat) {
  const title = `${SUBJECTS[entry.subject]} ${ACTIONS[entry.action]}`;
  const lines = entry.changes.map((change) => {
    const field = FIELDS[change.field] ?? { label: change.field, kind: 'text' as const };
    const before = valueText(field.kind, change.before, format);
    const after = valueText(field.kind, change.after, format);
    if (entry.action === 'CREATED') return `${field.label}: ${after}`;
    if (entry.action === 'DELETED') return `${field.label}: ${before}`;
    return `${field.label}: ${before} → ${after}`;
  });
  return { title, lines, by: entry.actor?.name ?? gatewayOf(entry) ?? 'The system' };
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
