import type { Schemas } from '../contract.ts';

export interface PaymentRow {
  id: number;
  gym_id: number;
  client_id: number;
  invoice_id: number;
  bill_no: string;
  amount: string;
  payment_date: string;
  payment_type: string;
}

/** A payment's values as a request gives them, once checked. */
export type PaymentValues = Pick<
  Schemas['PaymentRequest'],
  'billNo' | 'amount' | 'paymentDate' | 'paymentType'
>;

export function toPayment(row: PaymentRow): Schemas['Payment'] {
  return {
    id: row.id,
    clientId: row.client_id,
    invoiceId: row.invoice_id,
    billNo: row.bill_no,
    amount: Number(row.amount),
    paymentDate: row.payment_date,
    paymentType: row.payment_type,
  };
}
