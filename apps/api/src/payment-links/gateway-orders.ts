import type { AppContext } from '../context.ts';
import { centsOf } from '../payment-gateways/amounts.ts';
import { type EsewaUrls, esewaCheckout, esewaStatus, readEsewaRedirect } from '../payment-gateways/esewa.ts';
import { initiateKhalti, lookupKhalti } from '../payment-gateways/khalti.ts';
import { payhereCheckout, readPayhereNotification } from '../payment-gateways/payhere.ts';
import {
  cancelRazorpayLink,
  createRazorpayLink,
  fetchRazorpayLink,
  razorpayRedirectSigned,
  razorpayWebhookSigned,
} from '../payment-gateways/razorpay.ts';
import type { Checkout, GatewayOrder, Verdict } from '../payment-gateways/verdict.ts';
import { type PaymentLinkRow, payPageUrl } from './payment-link-record.ts';
import { saveGatewayOrder } from './queries.ts';

/** Where the gateways reach this server, and where the member's browser comes back to. */
export const PAYHERE_NOTIFY_PATH = '/api/payment-gateways/payhere/notify';
export const RAZORPAY_WEBHOOK_PATH = '/api/payment-gateways/razorpay/webhook';

/** A Khalti pidx lives 30 minutes; one older than this is started again rather than reused. */
const KHALTI_REUSE_MS = 25 * 60_000;

type Credentials = Record<string, string>;

const esewaUrls = (ctx: AppContext): EsewaUrls => ({
  form: ctx.config.gatewayUrls.esewaForm,
  status: ctx.config.gatewayUrls.esewaStatus,
});
const esewa = (c: Credentials) => ({ productCode: c.productCode ?? '', secretKey: c.secretKey ?? '' });
const khalti = (c: Credentials) => ({ secretKey: c.secretKey ?? '' });
const payhere = (c: Credentials) => ({
  merchantId: c.merchantId ?? '',
  merchantSecret: c.merchantSecret ?? '',
});
const razorpay = (c: Credentials) => ({
  keyId: c.keyId ?? '',
  keySecret: c.keySecret ?? '',
  webhookSecret: c.webhookSecret ?? '',
});

/** The link as an order for its gateway, coming back to its pay page. */
export function orderOf(
  link: PaymentLinkRow,
  publicBase: string,
  details: { description: string; clientName: string; clientPhone: string },
): GatewayOrder {
  const page = payPageUrl(publicBase, link.reference);
  return {
    reference: link.reference,
    amountCents: centsOf(link.amount) ?? 0,
    currency: link.currency,
    description: details.description,
    customer: { name: details.clientName, phone: details.clientPhone },
    returnUrl: `${page}/return`,
    cancelUrl: `${page}/cancel`,
    notifyUrl: `${publicBase}${PAYHERE_NOTIFY_PATH}`,
  };
}

/**
 * Where the member's browser goes to pay: eSewa's and PayHere's forms are built (and signed) here;
 * Khalti and Razorpay are asked for a payment first (server to server), kept on the link, and
 * reused while they last.
 */
export async function startCheckout(
  ctx: AppContext,
  link: PaymentLinkRow,
  credentials: Credentials,
  order: GatewayOrder,
): Promise<Checkout> {
  const urls = ctx.config.gatewayUrls;
  switch (link.gateway) {
    case 'ESEWA':
      return esewaCheckout(esewaUrls(ctx), esewa(credentials), order);
    case 'PAYHERE':
      return payhereCheckout(urls.payhereCheckout, payhere(credentials), order);
    case 'KHALTI': {
      if (link.checkout_url && Date.now() - (link.started_at?.getTime() ?? 0) < KHALTI_REUSE_MS) {
        return { url: link.checkout_url };
      }
      const started = await initiateKhalti(urls.khalti, khalti(credentials), order);
      await saveGatewayOrder(ctx.db, link.id, started.pidx, started.paymentUrl);
      return { url: started.paymentUrl };
    }
    case 'RAZORPAY': {
      if (link.checkout_url) return { url: link.checkout_url };
      const created = await createRazorpayLink(urls.razorpay, razorpay(credentials), {
        ...order,
        expiresAt: link.expires_at,
      });
      await saveGatewayOrder(ctx.db, link.id, created.id, created.shortUrl);
      return { url: created.shortUrl };
    }
  }
}

/**
 * What the member's browser brought back, checked on the server: eSewa's signed data, then its
 * status call; Khalti's pidx (unsigned: only its lookup counts); Razorpay's signed parameters,
 * then its link. PayHere's return carries nothing to check (its signed notification decides):
 * undefined, the pay page shows the link as it stands.
 */
export async function verdictOfReturn(
  ctx: AppContext,
  link: PaymentLinkRow,
  credentials: Credentials,
  query: Record<string, string>,
): Promise<Verdict | undefined> {
  switch (link.gateway) {
    case 'ESEWA': {
      const redirect = readEsewaRedirect(esewa(credentials), query.data ?? '');
      if (!redirect) return { kind: 'FORGED', reason: 'eSewa: the data is not signed with the merchant key' };
      if (redirect.transactionUuid !== link.reference) {
        return { kind: 'FORGED', reason: 'eSewa: another transaction' };
      }
      break;
    }
    case 'KHALTI':
      if (!link.gateway_reference || query.pidx !== link.gateway_reference) {
        return { kind: 'FORGED', reason: "Khalti: not this link's payment" };
      }
      break;
    case 'RAZORPAY':
      if (!razorpayRedirectSigned(razorpay(credentials), query)) {
        return { kind: 'FORGED', reason: 'Razorpay: razorpay_signature does not match' };
      }
      if (!link.gateway_reference || query.razorpay_payment_link_id !== link.gateway_reference) {
        return { kind: 'FORGED', reason: 'Razorpay: another link' };
      }
      break;
    case 'PAYHERE':
      return undefined;
  }
  return verdictOfStatusCall(ctx, link, credentials);
}

/**
 * The gateway's own answer about the link's order, by its status call: eSewa's status (by our
 * reference and amount), Khalti's lookup and Razorpay's link (by the order kept on the link).
 * Undefined where there is nothing to ask: PayHere (no status call for a merchant id and secret),
 * or an order never started.
 */
export async function verdictOfStatusCall(
  ctx: AppContext,
  link: PaymentLinkRow,
  credentials: Credentials,
): Promise<Verdict | undefined> {
  const urls = ctx.config.gatewayUrls;
  switch (link.gateway) {
    case 'ESEWA':
      return esewaStatus(esewaUrls(ctx), esewa(credentials), {
        reference: link.reference,
        amountCents: centsOf(link.amount) ?? 0,
        currency: link.currency,
      });
    case 'KHALTI':
      return link.gateway_reference
        ? lookupKhalti(urls.khalti, khalti(credentials), link.gateway_reference)
        : undefined;
    case 'RAZORPAY':
      return link.gateway_reference
        ? fetchRazorpayLink(urls.razorpay, razorpay(credentials), link.gateway_reference)
        : undefined;
    case 'PAYHERE':
      return undefined;
  }
}

/** PayHere's notification for the link: its md5sig decides. */
export const verdictOfPayhereNotification = (credentials: Credentials, fields: Record<string, string>) =>
  readPayhereNotification(payhere(credentials), fields);

/**
 * Razorpay's webhook for the link: signed over its raw body with the gym's webhook secret, then
 * confirmed by Razorpay's own answer about the link (the webhook's amounts are not taken as such).
 */
export async function verdictOfRazorpayWebhook(
  ctx: AppContext,
  link: PaymentLinkRow,
  credentials: Credentials,
  rawBody: Buffer,
  signature: unknown,
): Promise<Verdict> {
  if (!razorpayWebhookSigned(razorpay(credentials), rawBody, signature)) {
    return { kind: 'FORGED', reason: 'Razorpay: X-Razorpay-Signature does not match the raw body' };
  }
  if (!link.gateway_reference) return { kind: 'FORGED', reason: 'Razorpay: the link was never started' };
  return fetchRazorpayLink(ctx.config.gatewayUrls.razorpay, razorpay(credentials), link.gateway_reference);
}

/**
 * A cancelled link's order at the gateway, where the gateway keeps one that stays payable
 * (Razorpay's link); eSewa, Khalti and PayHere orders start only from the pay page, which refuses it.
 */
export async function cancelGatewayOrder(ctx: AppContext, link: PaymentLinkRow, credentials: Credentials) {
  if (link.gateway === 'RAZORPAY' && link.gateway_reference) {
    await cancelRazorpayLink(ctx.config.gatewayUrls.razorpay, razorpay(credentials), link.gateway_reference);
  }
}
