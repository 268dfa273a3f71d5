/**
 * What the server concluded about a gateway's callback or redirect, after checking its signature
 * and asking the gateway itself where it has a status call.
 * - PAID: the gateway confirmed this transaction for this amount and currency.
 * - PENDING: not settled yet; a later callback or a new look decides.
 * - DECLINED: the member cancelled or the gateway refused; nothing is recorded.
 * - FORGED: the message is not the gateway's (bad signature, unknown merchant); logged.
 */
export type Verdict =
  | { kind: 'PAID'; transactionId: string; amountCents: number; currency: string }
  | { kind: 'PENDING' }
  | { kind: 'DECLINED'; reason: string }
  | { kind: 'FORGED'; reason: string };

/** The order a payment link asks a gateway to take. */
export interface GatewayOrder {
  /** Ours, unique per link: eSewa's transaction_uuid, Khalti's purchase_order_id, PayHere's order_id, Razorpay's reference_id. */
  reference: string;
  amountCents: number;
  currency: string;
  /** What the member is paying for ('Invoice #12, Everest Gym'). */
  description: string;
  customer: { name: string; phone: string };
  /** Where the member's browser comes back to (the gateway adds its own parameters). */
  returnUrl: string;
  /** Where a cancelled or failed payment comes back to. */
  cancelUrl: string;
  /** Where the gateway posts server-to-server (PayHere's notify_url). */
  notifyUrl: string;
}

/** How the member's browser reaches the gateway: a link, or a form to post (eSewa, PayHere). */
export type Checkout = { url: string } | { action: string; fields: Record<string, string> };
