import { type ClientRow, toBasicClient } from '../clients/client-record.ts';
import { type PaymentRow, toPayment } from '../payments/payment-record.ts';

export interface InvoiceRow {
  id: number;
  gym_id: number;
  client_id: number;
  pricing_plan_id: number | null;
  plan_name: string | null;
  membership_start_date: string;
  membership_end_date: string;
  total_amount: string;
  discounted_amount: string;
  /** Sum of the invoice's payments, computed in SQL. */
  amount_paid: string;
  created_at: Date;
}

/** An invoice with its plan's name and what has been paid, summed in SQL (exact NUMERIC). */
export const INVOICE_SELECT = `SELECT invoices.*, pricing_plans.plan_name,
    COALESCE((SELECT sum(amount) FROM payments WHERE payments.invoice_id = invoices.id), 0) AS amount_paid
  FROM invoices LEFT JOIN pricing_plans ON pricing_plans.id = invoices.pricing_plan_id`;

/** amountDue is discountedAmount minus amountPaid: cents, so the subtraction is exact. */
function dueOf(row: InvoiceRow): number {
  const cents = (value: string) => Math.round(Number(value) * 100);
  return (cents(row.discounted_amount) - cents(row.amount_paid)) / 100;
}

export function toInvoice(row: InvoiceRow, payments: PaymentRow[], client: ClientRow) {
  const amountDue = dueOf(row);
  return {
    id: row.id,
    clientId: row.client_id,
    gymId: row.gym_id,
    pricingPlanDto:
      row.pricing_plan_id === null ? null : { id: row.pricing_plan_id, planName: row.plan_name ?? '' },
    membershipStartDate: row.membership_start_date,
    membershipEndDate: row.membership_end_date,
    totalAmount: Number(row.total_amount),
    discountedAmount: Number(row.discounted_amount),
    amountPaid: Number(row.amount_paid),
    amountDue,
    cleared: amountDue === 0,
    createdAt: row.created_at,
    paymentDtoList: payments.filter((payment) => payment.invoice_id === row.id).map(toPayment),
    basicClientDto: toBasicClient(client),
  };
}
