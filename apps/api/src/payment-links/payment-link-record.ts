import type { Schemas } from '../contract.ts';
import type { GatewayName } from '../payment-gateways/catalog.ts';

export interface PaymentLinkRow {
  id: number;
  gym_id: number;
  invoice_id: number;
  client_id: number;
  gateway: GatewayName;
  reference: string;
  amount: string;
  currency: string;
  expires_at: Date;
  cancelled_at: Date | null;
  gateway_reference: string | null;
  checkout_url: string | null;
  /** When the gateway's own order was made. */
  started_at: Date | null;
  payment_id: number | null;
  paid_at: Date | null;
  created_at: Date;
  /** Computed in SQL from the columns above and the database's clock. */
  status: Schemas['PaymentLink']['status'];
}

/** The member's pay page of a link: the server's public address and the link's reference. */
export const payPageUrl = (publicBase: string, reference: string) => `${publicBase}/pay/${reference}`;

export function toPaymentLink(row: PaymentLinkRow, publicBase: string): Schemas['PaymentLink'] {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    gateway: row.gateway,
    amount: Number(row.amount),
    currency: row.currency,
    url: payPageUrl(publicBase, row.reference),
    status: row.status,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    paymentId: row.payment_id,
  };
}
