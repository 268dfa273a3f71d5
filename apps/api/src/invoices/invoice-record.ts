import { type ClientRow, type PhotoUrl, toBasicClient } from '../clients/client-record.ts';
import type { Schemas } from '../contract.ts';
import { type PaymentRow, toPayment, toUserName } from '../payments/payment-record.ts';

export interface InvoiceRow {
  id: number;
  gym_id: number;
  /** The invoice's number in its gym, which people read. */
  number: number;
  client_id: number;
  pricing_plan_id: number | null;
  plan_name: string | null;
  membership_start_date: string;
  membership_end_date: string;
  total_amount: string;
  discounted_amount: string;
  /** Sum of the invoice's payments, and the discounted amount less it: exact NUMERIC from SQL. */
  amount_paid: string;
  amount_due: string;
  created_at: Date;
  /** Set on a freeze fee's invoice (decision 0047). */
  freeze_id: number | null;
  /** Who created it, and their name (null once the account is deleted). */
  created_by: number | null;
  created_by_name: string | null;
}

/** An invoice's stored values, as a request gives them once checked. */
export interface InvoiceValues {
  pricingPlanId: number;
  membershipStartDate: string;
  membershipEndDate: string;
  totalAmount: number;
  discountedAmount: number;
}

/** The invoice with its own payments (picked from a page's) and its client. */
export function toInvoice(
  row: InvoiceRow,
  payments: PaymentRow[],
  client: ClientRow,
  photoUrl: PhotoUrl,
): Schemas['Invoice'] {
  const amountDue = Number(row.amount_due);
  return {
    id: row.id,
    number: row.number,
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
    createdAt: row.created_at.toISOString(),
    paymentDtoList: payments.filter((payment) => payment.invoice_id === row.id).map(toPayment),
    basicClientDto: toBasicClient(client, photoUrl),
    freezeId: row.freeze_id,
    createdBy: toUserName(row.created_by, row.created_by_name),
  };
}
