import { randomBytes } from 'node:crypto';
import { operationMessages } from '@gym/api-client/validation-messages';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { gymById } from '../gyms/queries.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { lockedInvoiceCents } from '../invoices/queries.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { GATEWAYS } from '../payment-gateways/catalog.ts';
import { GatewayUnavailable } from '../payment-gateways/gateway-http.ts';
import { offeredCredentials, savedCredentials } from '../payment-gateways/gym-credentials.ts';
import type { Verdict } from '../payment-gateways/verdict.ts';
import { cancelGatewayOrder, verdictOfStatusCall } from './gateway-orders.ts';
import { linkSmsText, queueLinkSms } from './link-sms.ts';
import { payPageUrl, toPaymentLink } from './payment-link-record.ts';
import { publicBase } from './public-base.ts';
import {
  cancelOpenLink,
  insertGatewayEvent,
  insertLink,
  linkById,
  linkDetails,
  linksOfInvoice,
} from './queries.ts';
import { settleLink } from './settle.ts';

const createMessages = operationMessages.createPaymentLink;
const cancelMessages = operationMessages.cancelPaymentLink;
const checkMessages = operationMessages.checkPaymentLink;

/** Ours, for every gateway: 24 hex digits (letters and digits only, as eSewa's transaction_uuid must be). */
const newReference = () => randomBytes(12).toString('hex');

export function paymentLinkHandlers(ctx: AppContext) {
  const answerLink = async (id: number, base: string) => {
    const row = await linkById(ctx.db, id);
    if (!row) throw notFound(OWNED_NOT_FOUND.invoice);
    return toPaymentLink(row, base);
  };

  return {
    async listPaymentLinks(request) {
      const invoice = await loadOwned(ctx.db, callerOf(request), 'invoice', request.params.id);
      const base = publicBase(ctx, request);
      return (await linksOfInvoice(ctx.db, invoice.id)).map((row) => toPaymentLink(row, base));
    },

    async createPaymentLink(request, reply) {
      const caller = callerOf(request);
      const invoice = await loadOwned(ctx.db, caller, 'invoice', request.params.id);
      const { gateway, sendBySms } = request.body;
      const credentials = await offeredCredentials(ctx.db, ctx.paymentCredentials, invoice.gym_id, gateway);
      if (!credentials) throw badRequest('gateway', createMessages.notOffered);
      const base = publicBase(ctx, request);
      const { id, smsQueued } = await ctx.db.transaction(async (tx) => {
        // Under the invoice's lock: what is due is what payments recorded meanwhile left.
        const cents = await lockedInvoiceCents(tx, invoice.id, 0, null);
        const gym = await gymById(tx, invoice.gym_id);
        if (!cents || !gym) throw notFound(OWNED_NOT_FOUND.invoice);
        const due = cents.discounted - cents.paid;
        if (due <= 0n) throw conflict(createMessages.nothingDue);
        // The gym's currency may have changed since it chose the gateway.
        if (gym.currency !== GATEWAYS[gateway].currency)
          throw badRequest('gateway', createMessages.notOffered);
        const reference = newReference();
        const linkId = await insertLink(tx, {
          gymId: invoice.gym_id,
          invoiceId: invoice.id,
          clientId: invoice.client_id,
          gateway,
          reference,
          amountCents: due,
          currency: gym.currency,
          hours: ctx.config.paymentLinkHours,
          createdBy: caller.id,
        });
        if (!sendBySms) return { id: linkId, smsQueued: false };
        const details = await linkDetails(tx, linkId);
        if (!details) throw notFound(OWNED_NOT_FOUND.invoice);
        const text = linkSmsText(details, due, gym.currency, payPageUrl(base, reference));
        // Charged to the gym's owner, whoever of its staff sends it (decision 0059).
        const payer = { paidBy: gym.user_id, sentBy: caller.id };
        await queueLinkSms(tx, invoice.gym_id, invoice.client_id, payer, details.client_phone, text);
        return { id: linkId, smsQueued: true };
      });
      if (smsQueued) ctx.smsQueue.wake();
      reply.code(201);
      return answerLink(id, base);
    },

    async checkPaymentLink(request) {
      const link = await linkById(ctx.db, request.params.id);
      if (!link) throw notFound(OWNED_NOT_FOUND.invoice);
      await loadOwned(ctx.db, callerOf(request), 'invoice', link.invoice_id);
      if (link.paid_at === null) {
        const credentials = await savedCredentials(ctx.db, ctx.paymentCredentials, link.gym_id, link.gateway);
        let verdict: Verdict | undefined;
        try {
          verdict = await verdictOfStatusCall(ctx, link, credentials);
        } catch (error) {
          if (!(error instanceof GatewayUnavailable)) throw error;
          await insertGatewayEvent(ctx.db, {
            gymId: link.gym_id,
            linkId: link.id,
            gateway: link.gateway,
            source: 'CHECK',
            outcome: 'UNAVAILABLE',
            detail: error.message,
          });
          throw conflict(checkMessages.unavailable);
        }
        if (verdict) await settleLink(ctx, link, verdict, 'CHECK');
      }
      return answerLink(link.id, publicBase(ctx, request));
    },

    async cancelPaymentLink(request) {
      const link = await linkById(ctx.db, request.params.id);
      // The link's invoice decides who may see it (the tenancy guard); another gym's is not found.
      if (!link) throw notFound(OWNED_NOT_FOUND.invoice);
      await loadOwned(ctx.db, callerOf(request), 'invoice', link.invoice_id);
      if (!(await cancelOpenLink(ctx.db, link.id))) throw conflict(cancelMessages.notOpen);
      const credentials = await savedCredentials(ctx.db, ctx.paymentCredentials, link.gym_id, link.gateway);
      // Our pay page refuses it already; the gateway's own order is a courtesy that may fail.
      await cancelGatewayOrder(ctx, link, credentials).catch((error: unknown) =>
        request.log.warn({ err: error, link: link.id }, 'payment link cancelled here, not at its gateway'),
      );
      return answerLink(link.id, publicBase(ctx, request));
    },
  } satisfies HandlerMap;
}
