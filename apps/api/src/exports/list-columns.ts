import type { AttendanceRow } from '../attendance/attendance-record.ts';
import type { ClientRow } from '../clients/client-record.ts';
import type { InvoiceRow } from '../invoices/invoice-record.ts';
import type { MembershipState } from '../memberships/state.ts';
import type { MoneyFlowRow } from '../money/money-record.ts';
import type { PaymentRow } from '../payments/payment-record.ts';
import type { SmsRow } from '../sms/sms-record.ts';
import type { Cell } from './csv.ts';
import type { GymReading } from './gym-reading.ts';

// The columns of each list's CSV file and a row's cells, in the same order. The client columns'
// names are among those the import recognises, so an exported list can be brought back in.

/** A membership's state in the words the client list shows. */
export const MEMBERSHIP_STATE_WORDS: Record<MembershipState, string> = {
  ACTIVE: 'Active',
  EXPIRING: 'Expiring',
  EXPIRED: 'Expired',
  FROZEN: 'Frozen',
  INACTIVE: 'Inactive',
  NONE: 'No membership',
};

export const CLIENT_COLUMNS = [
  'Name',
  'Phone',
  'Gender',
  'Email',
  'Address',
  'Date of birth',
  'Joined',
  'Membership ends',
  'Membership',
  'Owes',
  'Emergency contact',
  'Notes',
] as const;

export function clientCells(row: ClientRow, owed: string, reading: GymReading): Cell[] {
  return [
    row.name,
    row.phone,
    row.gender === 'MALE' ? 'Male' : 'Female',
    row.email,
    row.address,
    reading.date(row.date_of_birth),
    reading.date(row.joined_date),
    reading.date(row.membership_end_date),
    MEMBERSHIP_STATE_WORDS[row.membership_state],
    reading.money(owed),
    row.emergency_contact,
    row.notes,
  ];
}

export const INVOICE_COLUMNS = [
  'Invoice',
  'Client',
  'Phone',
  'Plan',
  'Starts',
  'Ends',
  'Total',
  'After discount',
  'Paid',
  'Due',
  'Created',
  'Created by',
] as const;

export function invoiceCells(
  row: InvoiceRow,
  client: Pick<ClientRow, 'name' | 'phone'> | undefined,
  reading: GymReading,
): Cell[] {
  return [
    row.number,
    client?.name,
    client?.phone,
    row.plan_name,
    reading.date(row.membership_start_date),
    reading.date(row.membership_end_date),
    reading.money(row.total_amount),
    reading.money(row.discounted_amount),
    reading.money(row.amount_paid),
    reading.money(row.amount_due),
    reading.dateTime(row.created_at),
    row.created_by_name,
  ];
}

export const PAYMENT_COLUMNS = [
  'Receipt',
  'Invoice',
  'Bill no.',
  'Paid on',
  'Amount',
  'Paid by',
  'Recorded by',
] as const;

export function paymentCells(row: PaymentRow, invoiceNumber: number, reading: GymReading): Cell[] {
  return [
    row.receipt_number,
    invoiceNumber,
    row.bill_no,
    reading.date(row.payment_date),
    reading.money(row.amount),
    row.payment_type,
    row.created_by_name,
  ];
}

export const MONEY_FLOW_COLUMNS = ['Date', 'Type', 'Bill no.', 'Tags', 'Amount', 'Description'] as const;

export function moneyFlowCells(row: MoneyFlowRow, reading: GymReading): Cell[] {
  return [
    reading.dateTime(row.transaction_date),
    row.transaction_type === 'INCOME' ? 'Income' : 'Expense',
    row.bill_no,
    row.tags.join(', '),
    reading.money(row.amount),
    row.description,
  ];
}

export const ATTENDANCE_COLUMNS = ['Client', 'Phone', 'Punched at', 'Status'] as const;

export function attendanceCells(
  row: AttendanceRow,
  client: Pick<ClientRow, 'name' | 'phone'>,
  reading: GymReading,
): Cell[] {
  return [client.name, client.phone, reading.dateTime(row.punched_at), row.status];
}

export const SMS_COLUMNS = ['Sent', 'Client', 'Phone', 'Message', 'Status', 'Credits'] as const;

export function smsCells(row: SmsRow, reading: GymReading): Cell[] {
  return [
    reading.dateTime(row.send_date_time),
    row.client_name,
    row.phone,
    row.content,
    row.status,
    row.sms_cost,
  ];
}
