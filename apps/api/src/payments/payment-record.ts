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

export function toPayment(row: PaymentRow) {
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
