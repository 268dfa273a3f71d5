import { centsOf, decimalOf } from './amounts.ts';
import { textOf } from './gateway-http.ts';
import { md5Upper, sameSignature } from './signatures.ts';
import type { Checkout, GatewayOrder, Verdict } from './verdict.ts';

/** PayHere (Sri Lanka), per the PayHere developer docs "Checkout API" and "notify_url". */
export interface PayhereCredentials {
  merchantId: string;
  merchantSecret: string;
}

/** The checkout's `hash`: UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(secret)))). */
export function payhereCheckoutHash(
  credentials: PayhereCredentials,
  orderId: string,
  amount: string,
  currency: string,
) {
  return md5Upper(
    credentials.merchantId + orderId + amount + currency + md5Upper(credentials.merchantSecret),
  );
}

/** The notification's `md5sig`: as the checkout hash, with the status code after the currency. */
export function payhereNotifySignature(credentials: PayhereCredentials, fields: Record<string, string>) {
  return md5Upper(
    credentials.merchantId +
      (fields.order_id ?? '') +
      (fields.payhere_amount ?? '') +
      (fields.payhere_currency ?? '') +
      (fields.status_code ?? '') +
      md5Upper(credentials.merchantSecret),
  );
}

/** The form the member's browser posts to PayHere's checkout; the amount with two decimals. */
export function payhereCheckout(
  checkoutUrl: string,
  credentials: PayhereCredentials,
  order: GatewayOrder,
): Checkout {
  const amount = decimalOf(order.amountCents);
  const [firstName, ...rest] = order.customer.name.trim().split(/\s+/);
  return {
    action: checkoutUrl,
    fields: {
      merchant_id: credentials.merchantId,
      return_url: order.returnUrl,
      cancel_url: order.cancelUrl,
      notify_url: order.notifyUrl,
      order_id: order.reference,
      items: order.description,
      currency: order.currency,
      amount,
      first_name: firstName ?? '',
      last_name: rest.join(' '),
      email: '',
      phone: order.customer.phone,
      address: '',
      city: '',
      country: 'Sri Lanka',
      hash: payhereCheckoutHash(credentials, order.reference, amount, order.currency),
    },
  };
}

/**
 * PayHere's notification (a form post to notify_url), checked by its md5sig with the merchant's
 * secret; PayHere has no status call a merchant id and secret may make, so the signature decides.
 * Status 2 is paid; 0 waits; -1 (cancelled), -2 (failed) and -3 (charged back) are declined.
 */
export function readPayhereNotification(
  credentials: PayhereCredentials,
  fields: Record<string, string>,
): Verdict {
  if (fields.merchant_id !== credentials.merchantId)
    return { kind: 'FORGED', reason: 'PayHere: another merchant' };
  if (!sameSignature(payhereNotifySignature(credentials, fields), fields.md5sig)) {
    return { kind: 'FORGED', reason: 'PayHere: md5sig does not match' };
  }
  const status = fields.status_code;
  if (status === '0') return { kind: 'PENDING' };
  if (status !== '2') return { kind: 'DECLINED', reason: `PayHere: status ${textOf(status) || 'none'}` };
  const amountCents = centsOf(fields.payhere_amount);
  const transactionId = fields.payment_id ?? '';
  if (amountCents === null || !transactionId)
    return { kind: 'FORGED', reason: 'PayHere: no amount or payment id' };
  return { kind: 'PAID', transactionId, amountCents, currency: fields.payhere_currency ?? '' };
}
