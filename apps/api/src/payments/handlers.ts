import { validationMessages } from '@gym/api-client/validation-messages';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import { isPaymentType } from '../enums/lists.ts';
import { gymToday } from '../gyms/queries.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { pageOf } from '../http/paging.ts';
import { assertPaymentFitsDue } from '../invoices/balance.ts';
import { membershipChanged } from '../memberships/changes.ts';
import { withUniqueBillNo } from '../money/bill-numbers.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { queueAutomaticReceipt } from '../receipts/receipt-sms.ts';
import { type PaymentValues, toPayment } from './payment-record.ts';
import {
  deletePayment,
  insertPayment,
  mirrorAsIncome,
  paymentById,
  paymentsOfInvoice,
  updatePayment,
} from './queries.ts';

const messages = validationMessages.PaymentRequest;

export function paymentHandlers(ctx: AppContext) {
  /**
   * The request's values, once checked; a payment of a gym is money that gym has received, so it is
   * dated no later than the gym's today (decision 0026).
   */
  const paymentValues = async (body: Schemas['PaymentRequest'], gymId: number): Promise<PaymentValues> => {
    if (!isPaymentType(body.paymentType)) throw badRequest('paymentType', messages.paymentType.required);
    const billNo = body.billNo.trim();
    if (!billNo) throw badRequest('billNo', messages.billNo.required);
    if (body.paymentDate > (await gymToday(ctx.db, gymId))) {
      throw badRequest('paymentDate', messages.paymentDate['x-not-after-gym-today']);
    }
    return { billNo, amount: body.amount, paymentDate: body.paymentDate, paymentType: body.paymentType };
  };

  const answerPayment = async (id: number) => {
    const row = await paymentById(ctx.db, id);
    if (!row) throw notFound(OWNED_NOT_FOUND.payment);
    return toPayment(row);
  };

  return {
    async listInvoicePayments(request) {
      const invoice = await loadOwned(ctx.db, callerOf(request), 'invoice', request.query.invoiceId);
      const { rows, total } = await paymentsOfInvoice(ctx.db, invoice.id, request.query);
      return pageOf(rows.map(toPayment), total, request.query);
    },

    async getPayment(request) {
      return toPayment(await loadOwned(ctx.db, callerOf(request), 'payment', request.params.id));
    },

    async createPayment(request, reply) {
      const invoice = await loadOwned(ctx.db, callerOf(request), 'invoice', request.body.invoiceId);
      const values = await paymentValues(request.body, invoice.gym_id);
      const { id, receiptQueued } = await withUniqueBillNo(() =>
        ctx.db.transaction(async (tx) => {
          await assertPaymentFitsDue(tx, invoice.id, values.amount, null);
          const paymentId = await insertPayment(tx, invoice, values, callerOf(request).id);
          await mirrorAsIncome(tx, paymentId);
          // What the client owes changed: the door's stop on owe may follow (decision 0040).
          await membershipChanged(tx, [invoice.client_id]);
          // The receipt by SMS, when the gym sends it automatically: with the payment or not at all.
          return { id: paymentId, receiptQueued: await queueAutomaticReceipt(tx, paymentId, invoice.gym_id) };
        }),
      );
      if (receiptQueued) ctx.smsQueue.wake();
      reply.code(201);
      return answerPayment(id);
    },

    async updatePayment(request) {
      const before = await loadOwned(ctx.db, callerOf(request), 'payment', request.params.id);
      if (request.body.invoiceId !== before.invoice_id) {
        throw badRequest('invoiceId', 'A payment cannot move to another invoice.');
      }
      const values = await paymentValues(request.body, before.gym_id);
      await withUniqueBillNo(() =>
        ctx.db.transaction(async (tx) => {
          await assertPaymentFitsDue(tx, before.invoice_id, values.amount, before.id);
          if (!(await updatePayment(tx, before.id, values))) throw notFound(OWNED_NOT_FOUND.payment);
          await mirrorAsIncome(tx, before.id);
          await membershipChanged(tx, [before.client_id]);
        }),
      );
      return answerPayment(before.id);
    },

    async deletePayment(request, reply) {
      const payment = await loadOwned(ctx.db, callerOf(request), 'payment', request.params.id);
      await ctx.db.transaction(async (tx) => {
        await deletePayment(tx, payment.id);
        await membershipChanged(tx, [payment.client_id]);
      });
      reply.code(204);
    },
  } satisfies HandlerMap;
}
