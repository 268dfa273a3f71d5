import { callGateway, GatewayUnavailable, textOf } from './gateway-http.ts';
import type { GatewayOrder, Verdict } from './verdict.ts';

/** Khalti web checkout KPG-2 (Nepal), per docs.khalti.com "Web Checkout (KPG-2)". */
export interface KhaltiCredentials {
  secretKey: string;
}

const headers = (credentials: KhaltiCredentials) => ({ authorization: `Key ${credentials.secretKey}` });

export interface KhaltiPayment {
  pidx: string;
  paymentUrl: string;
}

/**
 * Starts a payment (server to server): Khalti answers its `pidx` and the page to send the member
 * to. The amount is in paisa. `website_url` is the origin of our return address.
 */
export async function initiateKhalti(
  baseUrl: string,
  credentials: KhaltiCredentials,
  order: GatewayOrder,
): Promise<KhaltiPayment> {
  const answer = await callGateway('Khalti', `${baseUrl}/api/v2/epayment/initiate/`, {
    method: 'POST',
    headers: headers(credentials),
    json: {
      return_url: order.returnUrl,
      website_url: new URL(order.returnUrl).origin,
      amount: order.amountCents,
      purchase_order_id: order.reference,
      purchase_order_name: order.description,
      customer_info: { name: order.customer.name, phone: order.customer.phone },
    },
  });
  const pidx = textOf(answer.body.pidx);
  const paymentUrl = textOf(answer.body.payment_url);
  if (answer.status !== 200 || !pidx || !paymentUrl) {
    throw new GatewayUnavailable('Khalti', `initiate refused (HTTP ${answer.status})`);
  }
  return { pidx, paymentUrl };
}

/**
 * Asks Khalti about the payment (its return redirect is not signed, so only this answer counts):
 * Completed is paid, Pending and Initiated wait, anything else (Expired, User canceled, Refunded)
 * is declined. The amount is Khalti's `total_amount` in paisa.
 */
export async function lookupKhalti(
  baseUrl: string,
  credentials: KhaltiCredentials,
  pidx: string,
): Promise<Verdict> {
  const answer = await callGateway('Khalti', `${baseUrl}/api/v2/epayment/lookup/`, {
    method: 'POST',
    headers: headers(credentials),
    json: { pidx },
  });
  if (answer.status === 404) return { kind: 'FORGED', reason: 'Khalti knows no such payment' };
  if (answer.status !== 200) throw new GatewayUnavailable('Khalti', `lookup refused (HTTP ${answer.status})`);
  if (textOf(answer.body.pidx) !== pidx)
    return { kind: 'FORGED', reason: 'Khalti answered about another payment' };
  const status = textOf(answer.body.status);
  if (status === 'Pending' || status === 'Initiated') return { kind: 'PENDING' };
  if (status !== 'Completed') return { kind: 'DECLINED', reason: `Khalti: ${status || 'no status'}` };
  const amountCents = answer.body.total_amount;
  const transactionId = textOf(answer.body.transaction_id);
  if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || !transactionId) {
    return { kind: 'FORGED', reason: 'Khalti answered no amount or transaction' };
  }
  return { kind: 'PAID', transactionId, amountCents, currency: 'NPR' };
}
