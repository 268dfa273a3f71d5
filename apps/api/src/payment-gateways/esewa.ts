import { centsOf, decimalOf } from './amounts.ts';
import { callGateway, GatewayUnavailable, textOf } from './gateway-http.ts';
import { hmacBase64, sameSignature } from './signatures.ts';
import type { Checkout, GatewayOrder, Verdict } from './verdict.ts';

/** eSewa ePay v2 (Nepal), per developer.esewa.com.np "Epay-V2". */
export interface EsewaCredentials {
  productCode: string;
  secretKey: string;
}

export interface EsewaUrls {
  /** The browser form, e.g. https://epay.esewa.com.np/api/epay/main/v2/form. */
  form: string;
  /** The status call, e.g. https://epay.esewa.com.np/api/epay/transaction/status/. */
  status: string;
}

const FORM_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';

/**
 * The signature over the fields `signedFieldNames` lists, in that order, written
 * `name=value,name=value`, with the values exactly as sent or received ('1000.0' stays '1000.0').
 */
export function esewaSignature(secretKey: string, fields: Record<string, unknown>, signedFieldNames: string) {
  const text = signedFieldNames
    .split(',')
    .map((name) => `${name}=${textOf(fields[name])}`)
    .join(',');
  return hmacBase64(secretKey, text);
}

/** The form the member's browser posts to eSewa; everything is in the total (no tax or charges). */
export function esewaCheckout(urls: EsewaUrls, credentials: EsewaCredentials, order: GatewayOrder): Checkout {
  const amount = decimalOf(order.amountCents);
  const fields: Record<string, string> = {
    amount,
    tax_amount: '0',
    product_service_charge: '0',
    product_delivery_charge: '0',
    total_amount: amount,
    transaction_uuid: order.reference,
    product_code: credentials.productCode,
    success_url: order.returnUrl,
    failure_url: order.cancelUrl,
    signed_field_names: FORM_SIGNED_FIELDS,
  };
  fields.signature = esewaSignature(credentials.secretKey, fields, FORM_SIGNED_FIELDS);
  return { action: urls.form, fields };
}

export interface EsewaRedirect {
  transactionCode: string;
  status: string;
  totalAmount: string;
  transactionUuid: string;
  productCode: string;
}

/**
 * The success redirect's `data` (base64 JSON), when its own signature over its own
 * `signed_field_names` is the merchant's; null when it is not (forged or tampered).
 */
export function readEsewaRedirect(credentials: EsewaCredentials, data: string): EsewaRedirect | null {
  let fields: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return null;
    fields = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const names = textOf(fields.signed_field_names);
  // The fields that identify the payment must be among the signed ones, or a signature proves nothing.
  const signed = new Set(names.split(','));
  if (!['total_amount', 'transaction_uuid', 'product_code', 'status'].every((name) => signed.has(name))) {
    return null;
  }
  if (!sameSignature(esewaSignature(credentials.secretKey, fields, names), fields.signature)) return null;
  if (textOf(fields.product_code) !== credentials.productCode) return null;
  return {
    transactionCode: textOf(fields.transaction_code),
    status: textOf(fields.status),
    totalAmount: textOf(fields.total_amount),
    transactionUuid: textOf(fields.transaction_uuid),
    productCode: textOf(fields.product_code),
  };
}

/**
 * Asks eSewa about the order (its status call, not signed: it is the answer of eSewa's own host):
 * COMPLETE with the order's amount is paid; PENDING and AMBIGUOUS wait; anything else is declined.
 */
export async function esewaStatus(
  urls: EsewaUrls,
  credentials: EsewaCredentials,
  order: { reference: string; amountCents: number; currency: string },
): Promise<Verdict> {
  const query = new URLSearchParams({
    product_code: credentials.productCode,
    total_amount: decimalOf(order.amountCents),
    transaction_uuid: order.reference,
  });
  const answer = await callGateway('eSewa', `${urls.status}?${query}`, { method: 'GET' });
  if (answer.status !== 200)
    throw new GatewayUnavailable('eSewa', `status call refused (HTTP ${answer.status})`);
  const status = textOf(answer.body.status);
  if (textOf(answer.body.transaction_uuid) !== order.reference) {
    return { kind: 'FORGED', reason: 'eSewa answered about another transaction' };
  }
  if (status === 'PENDING' || status === 'AMBIGUOUS') return { kind: 'PENDING' };
  if (status !== 'COMPLETE') return { kind: 'DECLINED', reason: `eSewa: ${status || 'no status'}` };
  const amountCents = centsOf(answer.body.total_amount);
  if (amountCents === null) return { kind: 'FORGED', reason: 'eSewa answered no amount' };
  return {
    kind: 'PAID',
    transactionId: textOf(answer.body.ref_id) || order.reference,
    amountCents,
    currency: 'NPR',
  };
}
