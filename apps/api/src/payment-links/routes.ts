import { type Currency, formatMoney } from '@gym/dates';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { GATEWAYS } from '../payment-gateways/catalog.ts';
import { GatewayUnavailable } from '../payment-gateways/gateway-http.ts';
import { savedCredentials } from '../payment-gateways/gym-credentials.ts';
import type { Verdict } from '../payment-gateways/verdict.ts';
import {
  orderOf,
  PAYHERE_NOTIFY_PATH,
  RAZORPAY_WEBHOOK_PATH,
  startCheckout,
  verdictOfPayhereNotification,
  verdictOfRazorpayWebhook,
  verdictOfReturn,
} from './gateway-orders.ts';
import { type PayPage, payPageHtml, payPagePolicy } from './pay-page-html.ts';
import type { PaymentLinkRow } from './payment-link-record.ts';
import { publicBase } from './public-base.ts';
import { type GatewayEventSource, insertGatewayEvent, linkByReference, linkDetails } from './queries.ts';
import { type Settled, settleLink } from './settle.ts';

/** Our references are 24 hex digits; anything else is no link (and is not looked up). */
const REFERENCE = /^[0-9a-f]{24}$/;
const BODY_LIMIT = 64 * 1024;

type Params = { reference: string };

/**
 * The member's side of a payment link, outside the JSON contract: the pay page, the way to the
 * gateway, the way back (verified on the server: the gateway's signature, then its status call),
 * and the gateways' own server-to-server messages (PayHere's notification, Razorpay's webhook).
 * Nothing a browser brings back is believed as such; every message is recorded with its outcome.
 */
export async function registerPaymentLinkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const sendPage = (reply: FastifyReply, status: number, page: PayPage, formTarget?: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', payPagePolicy(formTarget))
      .send(payPageHtml(page));

  const notFoundPage = (reply: FastifyReply) =>
    sendPage(reply, 404, { title: 'Payment link not found', lines: ['Check the link you were sent.'] });

  const findLink = async (reference: string) =>
    REFERENCE.test(reference) ? linkByReference(ctx.db, reference) : undefined;

  /** What the link asks for, in words: 'Rs 1,500.00 for invoice #12 at Everest Gym'. */
  const describe = async (link: PaymentLinkRow) => {
    const details = await linkDetails(ctx.db, link.id);
    const amount = formatMoney(Number(link.amount), link.currency as Currency);
    return {
      details,
      amount,
      summary: `${amount} for invoice #${details?.invoice_number ?? ''} at ${details?.gym_name ?? ''}`,
    };
  };

  /**
   * Where the page's forms may lead (its form-action): eSewa's and PayHere's checkout form itself;
   * for Khalti and Razorpay our own start, whose redirect goes wherever the gateway answered
   * (pay.khalti.com, rzp.io: not the API's host), which the browser checks against form-action too.
   */
  const formTarget = (link: PaymentLinkRow) => {
    const urls = ctx.config.gatewayUrls;
    if (link.gateway === 'ESEWA') return urls.esewaForm;
    if (link.gateway === 'PAYHERE') return urls.payhereCheckout;
    return 'https:';
  };

  const closedPage = (reply: FastifyReply, link: PaymentLinkRow, summary: string) =>
    sendPage(reply, link.status === 'PAID' ? 200 : 410, {
      title: link.status === 'PAID' ? 'Paid' : 'This payment link is no longer open',
      lines:
        link.status === 'PAID'
          ? [`${summary} is paid. Thank you.`]
          : [
              `It was ${link.status === 'CANCELLED' ? 'cancelled' : 'open until it expired'}. Ask the gym for a new one.`,
            ],
    });

  app.get<{ Params: Params }>('/pay/:reference', async (request, reply) => {
    const link = await findLink(request.params.reference);
    if (!link) return notFoundPage(reply);
    const { details, summary, amount } = await describe(link);
    if (link.status !== 'OPEN' || !details) return closedPage(reply, link, summary);
    const label = `Pay ${amount} with ${GATEWAYS[link.gateway].label}`;
    const page = { title: `Pay ${details.gym_name}`, lines: [summary] };
    if (link.gateway === 'ESEWA' || link.gateway === 'PAYHERE') {
      // Their checkout is a signed form: built here, posted by the member's browser.
      const credentials = await savedCredentials(ctx.db, ctx.paymentCredentials, link.gym_id, link.gateway);
      const order = orderOf(link, publicBase(ctx, request), {
        description: summary,
        clientName: details.client_name,
        clientPhone: details.client_phone,
      });
      const checkout = await startCheckout(ctx, link, credentials, order);
      return sendPage(reply, 200, { ...page, action: { label, checkout } }, formTarget(link));
    }
    // Khalti and Razorpay make an order first: only when the member asks (a POST), not on a preview.
    return sendPage(
      reply,
      200,
      { ...page, action: { label, post: `/pay/${link.reference}/start` } },
      formTarget(link),
    );
  });

  app.post<{ Params: Params }>('/pay/:reference/start', async (request, reply) => {
    const link = await findLink(request.params.reference);
    if (!link) return notFoundPage(reply);
    const { details, summary } = await describe(link);
    if (link.status !== 'OPEN' || !details) return closedPage(reply, link, summary);
    const credentials = await savedCredentials(ctx.db, ctx.paymentCredentials, link.gym_id, link.gateway);
    const order = orderOf(link, publicBase(ctx, request), {
      description: summary,
      clientName: details.client_name,
      clientPhone: details.client_phone,
    });
    try {
      const checkout = await startCheckout(ctx, link, credentials, order);
      if ('url' in checkout) return reply.redirect(checkout.url, 303);
      return sendPage(
        reply,
        200,
        { title: `Pay ${details.gym_name}`, lines: [summary], action: { label: 'Continue', checkout } },
        formTarget(link),
      );
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      request.log.warn({ link: link.id, reason: error.message }, 'payment gateway not reachable');
      return sendPage(reply, 502, {
        title: `${GATEWAYS[link.gateway].label} cannot be reached`,
        lines: ['Nothing was paid. Try again in a few minutes.'],
        action: { label: 'Try again', href: `/pay/${link.reference}` },
      });
    }
  });

  /**
   * Settles what the gateway said (or records that it could not be asked), logging every message
   * that changes nothing for a reason worth a look.
   */
  const settle = async (
    request: FastifyRequest,
    link: PaymentLinkRow,
    source: GatewayEventSource,
    verdictOf: () => Promise<Verdict>,
  ): Promise<Settled> => {
    let settled: Settled;
    try {
      settled = await settleLink(ctx, link, await verdictOf(), source);
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      settled = { outcome: 'UNAVAILABLE', detail: error.message };
      await insertGatewayEvent(ctx.db, {
        gymId: link.gym_id,
        linkId: link.id,
        gateway: link.gateway,
        source,
        ...settled,
      });
    }
    if (
      settled.outcome === 'FORGED' ||
      settled.outcome === 'MISMATCHED' ||
      settled.outcome === 'UNAVAILABLE'
    ) {
      request.log.warn(
        { link: link.id, gateway: link.gateway, source, ...settled },
        'payment gateway message refused',
      );
    }
    return settled;
  };

  app.get<{ Params: Params; Querystring: Record<string, string> }>(
    '/pay/:reference/return',
    async (request, reply) => {
      const link = await findLink(request.params.reference);
      if (!link) return notFoundPage(reply);
      const { summary } = await describe(link);
      const credentials = await savedCredentials(ctx.db, ctx.paymentCredentials, link.gym_id, link.gateway);
      const query = request.query;
      const again = { label: 'Check again', href: request.url };
      if (link.gateway === 'PAYHERE') {
        // PayHere's return proves nothing; its signed notification has decided, or will.
        const now = await findLink(link.reference);
        if (now?.status === 'PAID') return closedPage(reply, now, summary);
        return sendPage(reply, 202, {
          title: 'Waiting for PayHere',
          lines: [`${summary}: PayHere has not confirmed it yet.`],
          action: again,
        });
      }
      const settled = await settle(request, link, 'REDIRECT', async () => {
        const verdict = await verdictOfReturn(ctx, link, credentials, query);
        return verdict ?? { kind: 'PENDING' };
      });
      switch (settled.outcome) {
        case 'PAID':
        case 'ALREADY_PAID':
          return sendPage(reply, 200, {
            title: 'Paid',
            lines: [`${summary} is paid. Thank you: your receipt comes by SMS.`],
          });
        case 'PENDING':
        case 'UNAVAILABLE':
          return sendPage(reply, 202, {
            title: 'Not confirmed yet',
            lines: [
              `${GATEWAYS[link.gateway].label} has not confirmed ${summary} yet. Check again in a minute.`,
            ],
            action: again,
          });
        case 'DECLINED':
          return sendPage(reply, 200, {
            title: 'Not paid',
            lines: ['The payment did not go through, and nothing was taken.'],
            ...(link.status === 'OPEN'
              ? { action: { label: 'Try again', href: `/pay/${link.reference}` } }
              : {}),
          });
        default:
          return sendPage(reply, 400, {
            title: 'This payment could not be verified',
            lines: ['Nothing was recorded. Ask the gym.'],
          });
      }
    },
  );

  app.get<{ Params: Params }>('/pay/:reference/cancel', async (request, reply) => {
    const link = await findLink(request.params.reference);
    if (!link) return notFoundPage(reply);
    return sendPage(reply, 200, {
      title: 'Not paid',
      lines: ['The payment was not completed, and nothing was taken.'],
      ...(link.status === 'OPEN' ? { action: { label: 'Try again', href: `/pay/${link.reference}` } } : {}),
    });
  });

  /** A gateway's message about a link we do not have: recorded, and refused. */
  const unknownLink = async (
    request: FastifyRequest,
    reply: FastifyReply,
    gateway: string,
    source: GatewayEventSource,
  ) => {
    await insertGatewayEvent(ctx.db, {
      gymId: null,
      linkId: null,
      gateway,
      source,
      outcome: 'UNKNOWN_LINK',
      detail: 'no such link',
    });
    request.log.warn({ gateway, source }, 'payment gateway message for no link');
    return reply.code(404).send({ message: 'No such payment link.', code: 'NOT_FOUND' });
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Razorpay signs the raw bytes: they are kept as received, and parsed only after the check.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post(PAYHERE_NOTIFY_PATH, async (request, reply) => {
      const fields =
        request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
      const link = await findLink(fields.order_id ?? '');
      if (link?.gateway !== 'PAYHERE') return unknownLink(request, reply, 'PAYHERE', 'NOTIFY');
      const credentials = await savedCredentials(ctx.db, ctx.paymentCredentials, link.gym_id, 'PAYHERE');
      const settled = await settle(request, link, 'NOTIFY', async () =>
        verdictOfPayhereNotification(credentials, fields),
      );
      return reply.code(settled.outcome === 'FORGED' ? 403 : 200).send();
    });

    scope.post(RAZORPAY_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let reference = '';
      try {
        const event = JSON.parse(raw.toString('utf8')) as {
          payload?: { payment_link?: { entity?: { reference_id?: unknown } } };
        };
        reference = String(event.payload?.payment_link?.entity?.reference_id ?? '');
      } catch {
        reference = '';
      }
      const link = await findLink(reference);
      if (link?.gateway !== 'RAZORPAY') return unknownLink(request, reply, 'RAZORPAY', 'WEBHOOK');
      const credentials = await savedCredentials(ctx.db, ctx.paymentCredentials, link.gym_id, 'RAZORPAY');
      const signature = request.headers['x-razorpay-signature'];
      const settled = await settle(request, link, 'WEBHOOK', () =>
        verdictOfRazorpayWebhook(ctx, link, credentials, raw, signature),
      );
      return reply.code(settled.outcome === 'FORGED' ? 403 : 200).send();
    });
  });
}
