import type { Schemas } from '../contract.ts';
import { toUserName } from '../payments/payment-record.ts';

/** A payment's receipt as `receiptById` reads it (money as exact NUMERIC text). */
export interface ReceiptRow {
  payment_id: number;
  receipt_number: number;
  gym_id: number;
  payment_date: string;
  recorded_at: Date;
  bill_no: string;
  amount: string;
  payment_type: string;
  amount_due: string;
  created_by: number | null;
  created_by_name: string | null;
  client_id: number;
  client_name: string;
  client_phone: string;
  client_end_date: string | null;
  invoice_id: number;
  invoice_number: number;
  plan_name: string | null;
  membership_start_date: string;
  membership_end_date: string;
  discounted_amount: string;
  sms_id: number | null;
  sms_status: NonNullable<Schemas['Receipt']['sms']>['status'] | null;
  sms_sent_at: Date | null;
}

export function toReceipt(row: ReceiptRow): Schemas['Receipt'] {
  return {
    paymentId: row.payment_id,
    receiptNumber: row.receipt_number,
    gymId: row.gym_id,
    paymentDate: row.payment_date,
    recordedAt: row.recorded_at.toISOString(),
    billNo: row.bill_no,
    amount: Number(row.amount),
    paymentType: row.payment_type,
    amountDue: Number(row.amount_due),
    recordedBy: toUserName(row.created_by, row.created_by_name),
    client: { id: row.client_id, name: row.client_name, phone: row.client_phone },
    invoice: {
      id: row.invoice_id,
      number: row.invoice_number,
      planName: row.plan_name,
      membershipStartDate: row.membership_start_date,
      membershipEndDate: row.membership_end_date,
      discountedAmount: Number(row.discounted_amount),
    },
    sms:
      row.sms_id !== null && row.sms_status !== null && row.sms_sent_at !== null
        ? { id: row.sms_id, status: row.sms_status, sendDateTime: row.sms_sent_at.toISOString() }
        : null,
  };
}
