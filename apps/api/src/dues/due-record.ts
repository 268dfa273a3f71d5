import type { Schemas } from '../contract.ts';

/** An invoice with something due, as `duesOf` reads it (money as exact NUMERIC text). */
export interface DueRow {
  invoice_id: number;
  invoice_number: number;
  client_id: number;
  client_name: string;
  client_phone: string;
  client_end_date: string | null;
  membership_start_date: string;
  membership_end_date: string;
  discounted_amount: string;
  amount_paid: string;
  amount_due: string;
  age_days: number;
  age_bucket: Schemas['DuesAgeBucket'];
}

export interface DuesTotalsRow {
  days_0_30: string;
  days_31_60: string;
  over_60: string;
  total: string;
}

export function toDue(row: DueRow): Schemas['Due'] {
  return {
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    clientId: row.client_id,
    clientName: row.client_name,
    clientPhone: row.client_phone,
    clientMembershipEndDate: row.client_end_date,
    membershipStartDate: row.membership_start_date,
    membershipEndDate: row.membership_end_date,
    discountedAmount: Number(row.discounted_amount),
    amountPaid: Number(row.amount_paid),
    amountDue: Number(row.amount_due),
    ageDays: row.age_days,
    ageBucket: row.age_bucket,
  };
}

export function toDuesTotals(row: DuesTotalsRow | undefined): Schemas['DuesTotals'] {
  return {
    days0To30: Number(row?.days_0_30 ?? 0),
    days31To60: Number(row?.days_31_60 ?? 0),
    over60Days: Number(row?.over_60 ?? 0),
    total: Number(row?.total ?? 0),
  };
}

/** The gym's stop on owe; while it is off, the form's starting values (nothing owed, 30 days). */
export function toStopOnOwe(
  row: { amount: string | null; days: number | null } | undefined,
): Schemas['StopOnOwe'] {
  if (row?.amount === null || row?.amount === undefined || row.days === null) {
    return { enabled: false, amount: 0, days: 30 };
  }
  return { enabled: true, amount: Number(row.amount), days: row.days };
}
