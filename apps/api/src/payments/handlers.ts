import { validationMessages } from '@gym/api-client/validation-messages';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import { isPaymentType } from '../enums/lists.ts';
import { gymToday } from '../gyms/queries.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { pageOf } from '../http/paging.ts';
import { assertPaymentFitsDue } from '../invoices/balance.ts';
import { withUniqueBillNo } from '../money/bill-numbers.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { type PaymentValues, toPayment } from './payment-record.ts';
import { deletePayment, insertPayment, mirrorAsIncome, paymentsOfInvoice, updatePayment } from './queries.ts';

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
      const payment = await withUniqueBillNo(() =>
        ctx.db.transaction(async (tx) => {
          await assertPaymentFitsDue(tx, invoice.id, values.amount, null);
          const row = await insertPayment(tx, invoice, values);
          await mirrorAsIncome(tx, row.id);
          return row;
        }),
      );
      reply.code(201);
      return toPayment(payment);
    },

    async updatePayment(request) {
      const before = await loadOwned(ctx.db, callerOf(request), 'payment', request.params.id);
      if (request.body.invoiceId !== before.invoice_id) {
        throw badRequest('invoiceId', 'A payment cannot move to another invoice.');
      }
      const values = await paymentValues(request.body, before.gym_id);
      const payment = await withUniqueBillNo(() =>
        ctx.db.transaction(async (tx) => {
          await assertPaymentFitsDue(tx, before.invoice_id, values.amount, before.id);
          const row = await updatePayment(tx, before.id, values);
          if (!row) throw notFound(OWNED_NOT_FOUND.payment);
          await mirrorAsIncome(tx, row.id);
          return row;
        }),
      );
      return toPayment(payment);
    },

    async deletePayment(request, reply) {
      const payment = await loadOwned(ctx.db, callerOf(request), 'payment', request.params.id);
      // In a transaction, which names who deleted it in the activity trail.
      await ctx.db.transaction((tx) => deletePayment(tx, payment.id));
      reply.code(204);
    },
  } satisfies HandlerMap;
}
