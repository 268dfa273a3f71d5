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
  /** The payment's receipt number in its gym (decision 0045). */
  receipt_number: number;
  created_at: Date;
  /** Who recorded it, and their name (null once the account is deleted). */
  created_by: number | null;
  created_by_name: string | null;
  /** The gateway that recorded it, for a payment made online (decision 0061). */
  gateway: Schemas['PaymentGatewayName'] | null;
}

/** A payment's values as a request gives them, once checked. */
export type PaymentValues = Pick<
  Schemas['PaymentRequest'],
  'billNo' | 'amount' | 'paymentDate' | 'paymentType'
>;

/** Who wrote a row, as the contract names them. */
export function toUserName(id: number | null, name: string | null): Schemas['UserName'] | null {
  return id === null || name === null ? null : { id, name };
}

export function toPayment(row: PaymentRow): Schemas['Payment'] {
  return {
    id: row.id,
    receiptNumber: row.receipt_number,
    clientId: row.client_id,
    invoiceId: row.invoice_id,
    billNo: row.bill_no,
    amount: Number(row.amount),
    paymentDate: row.payment_date,
    paymentType: row.payment_type,
    createdBy: toUserName(row.created_by, row.created_by_name),
    gateway: row.gateway,
  };
}
