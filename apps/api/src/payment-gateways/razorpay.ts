import { callGateway, GatewayUnavailable, textOf } from './gateway-http.ts';
import { hmacHex, sameSignature } from './signatures.ts';
import type { GatewayOrder, Verdict } from './verdict.ts';

/** Razorpay payment links (India, UPI), per razorpay.com/docs "Payment Links APIs", "Webhooks". */
export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

const basicAuth = (credentials: RazorpayCredentials) => ({
  authorization: `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`,
});

export interface RazorpayLink {
  id: string;
  shortUrl: string;
}

/**
 * Creates a UPI payment link for the whole amount (paise), which comes back to `returnUrl` by GET.
 * Razorpay does not message the member: the gym sends the link itself.
 */
export async function createRazorpayLink(
  baseUrl: string,
  credentials: RazorpayCredentials,
  order: GatewayOrder & { expiresAt: Date },
): Promise<RazorpayLink> {
  const answer = await callGateway('Razorpay', `${baseUrl}/v1/payment_links/`, {
    method: 'POST',
    headers: basicAuth(credentials),
    json: {
      amount: order.amountCents,
      currency: order.currency,
      accept_partial: false,
      reference_id: order.reference,
      description: order.description,
      upi_link: true,
      expire_by: Math.floor(order.expiresAt.getTime() / 1000),
      customer: { name: order.customer.name, contact: order.customer.phone },
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: order.returnUrl,
      callback_method: 'get',
    },
  });
  const id = textOf(answer.body.id);
  const shortUrl = textOf(answer.body.short_url);
  if (answer.status !== 200 || !id || !shortUrl) {
    throw new GatewayUnavailable('Razorpay', `link refused (HTTP ${answer.status})`);
  }
  return { id, shortUrl };
}

/** Cancels the link at Razorpay, so it can no longer be paid. */
export async function cancelRazorpayLink(baseUrl: string, credentials: RazorpayCredentials, id: string) {
  const answer = await callGateway(
    'Razorpay',
    `${baseUrl}/v1/payment_links/${encodeURIComponent(id)}/cancel`,
    {
      method: 'POST',
      headers: basicAuth(credentials),
    },
  );
  if (answer.status !== 200)
    throw new GatewayUnavailable('Razorpay', `cancel refused (HTTP ${answer.status})`);
}

/** The redirect's `razorpay_signature`: hex HMAC-SHA256 (key secret) of `plink_id|reference_id|status|payment_id`. */
export function razorpayRedirectSignature(credentials: RazorpayCredentials, params: Record<string, string>) {
  return hmacHex(
    credentials.keySecret,
    [
      params.razorpay_payment_link_id,
      params.razorpay_payment_link_reference_id,
      params.razorpay_payment_link_status,
      params.razorpay_payment_id,
    ].join('|'),
  );
}

export const razorpayRedirectSigned = (credentials: RazorpayCredentials, params: Record<string, string>) =>
  sameSignature(razorpayRedirectSignature(credentials, params), params.razorpay_signature);

/** A webhook's X-Razorpay-Signature: hex HMAC-SHA256 (webhook secret) of the RAW body, never re-serialised JSON. */
export const razorpayWebhookSigned = (
  credentials: RazorpayCredentials,
  rawBody: Buffer,
  signature: unknown,
) =>
  credentials.webhookSecret !== '' && sameSignature(hmacHex(credentials.webhookSecret, rawBody), signature);

/**
 * Asks Razorpay about the link: `paid` with a captured payment is paid (its id the transaction),
 * `created` and `partially_paid` wait, `cancelled` and `expired` are declined.
 */
export async function fetchRazorpayLink(
  baseUrl: string,
  credentials: RazorpayCredentials,
  id: string,
): Promise<Verdict> {
  const answer = await callGateway('Razorpay', `${baseUrl}/v1/payment_links/${encodeURIComponent(id)}`, {
    method: 'GET',
    headers: basicAuth(credentials),
  });
  if (answer.status === 400 || answer.status === 404)
    return { kind: 'FORGED', reason: 'Razorpay knows no such link' };
  if (answer.status !== 200)
    throw new GatewayUnavailable('Razorpay', `link lookup refused (HTTP ${answer.status})`);
  if (textOf(answer.body.id) !== id)
    return { kind: 'FORGED', reason: 'Razorpay answered about another link' };
  const status = textOf(answer.body.status);
  if (status === 'created' || status === 'partially_paid') return { kind: 'PENDING' };
  if (status !== 'paid') return { kind: 'DECLINED', reason: `Razorpay: ${status || 'no status'}` };
  const payments = Array.isArray(answer.body.payments)
    ? (answer.body.payments as Record<string, unknown>[])
    : [];
  const captured = payments.find((payment) => payment && textOf(payment.status) === 'captured');
  const amountCents = answer.body.amount_paid;
  if (!captured || typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents)) {
    return { kind: 'FORGED', reason: 'Razorpay answered no captured payment' };
  }
  return {
    kind: 'PAID',
    transactionId: textOf(captured.payment_id),
    amountCents,
    currency: textOf(answer.body.currency),
  };
}
