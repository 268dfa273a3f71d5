import type { Schemas } from '../contract.ts';

type Entry = Schemas['ActivityEntry'];

export interface ActivityRow {
  id: string | number;
  at: string | Date;
  actor_user_id: number | null;
  actor_name: string | null;
  client_id: number | null;
  client_name: string | null;
  subject: string;
  subject_id: number;
  action: Entry['action'];
  /** The row's stored values, each as text (an array as its JSON). */
  before: Record<string, string | null> | null;
  after: Record<string, string | null> | null;
}

/**
 * The stored columns each subject's entries show, by the contract's field names; the rest (ids,
 * the gym, a plan's id, timestamps of the row itself) are not what a person reads in a trail.
 */
const FIELDS: Record<Entry['subject'], Record<string, string>> = {
  INVOICE: {
    number: 'number',
    membership_start_date: 'membershipStartDate',
    membership_end_date: 'membershipEndDate',
    total_amount: 'totalAmount',
    discounted_amount: 'discountedAmount',
  },
  PAYMENT: {
    invoice_id: 'invoiceId',
    bill_no: 'billNo',
    amount: 'amount',
    payment_date: 'paymentDate',
    payment_type: 'paymentType',
  },
  MONEY_FLOW: {
    transaction_type: 'transactionType',
    transaction_date: 'transactionDate',
    bill_no: 'billNo',
    tags: 'tags',
    amount: 'amount',
    description: 'description',
  },
  FREEZE: { start_date: 'startDate', days: 'days', planned_days: 'plannedDays', ended_early: 'endedEarly' },
  MEMBERSHIP: { membership_end_date: 'membershipEndDate', active_member: 'activeMember' },
  DOOR: { door_access: 'doorAccess' },
};

/** The database's subject names (the trigger's argument) to the contract's. */
const SUBJECTS: Record<string, Entry['subject']> = {
  INVOICE: 'INVOICE',
  PAYMENT: 'PAYMENT',
  MONEY_FLOW: 'MONEY_FLOW',
  FREEZE: 'FREEZE',
  CLIENT: 'MEMBERSHIP',
  DOOR: 'DOOR',
};

/** A stored value as a person reads it: a list (tags) joined, anything else as stored. */
const asText = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  if (!value.startsWith('[')) return value;
  const items: unknown = JSON.parse(value);
  return Array.isArray(items) ? items.map(String).join(', ') : value;
};

export function toActivityEntry(row: ActivityRow): Entry {
  const subject = SUBJECTS[row.subject] ?? 'MEMBERSHIP';
  const changes = Object.entries(FIELDS[subject]).flatMap(([column, field]) => {
    const before = asText(row.before?.[column]);
    const after = asText(row.after?.[column]);
    return before === after ? [] : [{ field, before, after }];
  });
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor_user_id === null ? null : { id: row.actor_user_id, name: row.actor_name ?? '' },
    clientId: row.client_id,
    clientName: row.client_name,
    subject,
    subjectId: row.subject_id,
    action: row.action,
    changes,
  };
}
