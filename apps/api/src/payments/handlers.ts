import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { QueryOf, Schemas, WithDefaults } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { isPaymentType } from '../enums/lists.ts';
import { loadGymOwned } from '../gyms/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { pageOf, queryPage, sqlOrder } from '../http/paging.ts';
import { INVOICE_NOT_FOUND } from '../invoices/handlers.ts';
import { type PaymentRow, toPayment } from './payment-record.ts';

type PaymentRequest = Schemas['PaymentRequest'];
type ListQuery = WithDefaults<QueryOf<'listInvoicePayments'>, 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder'>;
type IdParams = { Params: { id: number } };

const PAYMENT_NOT_FOUND = 'Payment not found.';
export const MEMBERSHIP_TAG = 'Membership';
const SORT_COLUMNS: Record<ListQuery['sortBy'], string> = {
  paymentDate: 'payment_date',
  amount: 'amount',
  billNo: 'bill_no',
};

/**
 * Locks the invoice and checks that `amount` fits what is still due (leaving out the payment being
 * edited). The row lock makes concurrent payments of one invoice take turns, so each one sees the
 * others and the invoice can never be overpaid.
 */
async function assertFitsDue(
  tx: Queryable,
  invoiceId: number,
  amount: number,
  exceptPaymentId: number | null,
) {
  // Lock first, then sum in a second statement: under READ COMMITTED only a statement that starts
  // after the lock is granted sees the payments committed while this one waited.
  await tx.query('SELECT id FROM invoices WHERE id = $1 FOR UPDATE', [invoiceId]);
  const [invoice] = await tx.query<{ due_cents: string }>(
    `SELECT round((discounted_amount - COALESCE((SELECT sum(amount) FROM payments
                   WHERE invoice_id = $1 AND id IS DISTINCT FROM $2), 0)) * 100) AS due_cents
       FROM invoices WHERE id = $1`,
    [invoiceId, exceptPaymentId],
  );
  const dueCents = Number(invoice?.due_cents ?? 0);
  if (Math.round(amount * 100) > dueCents) {
    throw badRequest('amount', `Amount cannot exceed the amount due (${(dueCents / 100).toFixed(2)}).`);
  }
}

/** The INCOME money flow that mirrors a payment, so money reports and the dashboard agree. */
async function syncMoneyFlow(tx: Queryable, payment: PaymentRow): Promise<void> {
  await tx.query(
    `INSERT INTO money_flows (gym_id, bill_no, transaction_date, transaction_type, tags, amount, description, payment_id)
     SELECT p.gym_id, p.bill_no, (p.payment_date::timestamp + time '12:00') AT TIME ZONE g.time_zone, 'INCOME',
            ARRAY[$2], p.amount, 'Membership payment: ' || c.name || ' (invoice #' || p.invoice_id || ')', p.id
       FROM payments p JOIN gyms g ON g.id = p.gym_id JOIN clients c ON c.id = p.client_id
      WHERE p.id = $1
     ON CONFLICT (payment_id) DO UPDATE SET bill_no = excluded.bill_no, transaction_date = excluded.transaction_date,
            amount = excluded.amount, description = excluded.description`,
    [payment.id, MEMBERSHIP_TAG],
  );
}

function checkType(body: PaymentRequest): void {
  if (!isPaymentType(body.paymentType)) throw badRequest('paymentType', 'Payment Type is required.');
}

export function paymentHandlers(ctx: AppContext) {
  const loadOwnedPayment = (request: FastifyRequest, id: number) =>
    loadGymOwned<PaymentRow>(
      ctx.db,
      callerOf(request),
      'SELECT * FROM payments WHERE id = $1',
      id,
      PAYMENT_NOT_FOUND,
    );

  const loadOwnedInvoice = (request: FastifyRequest, invoiceId: number) =>
    loadGymOwned<{ id: number; gym_id: number; client_id: number }>(
      ctx.db,
      callerOf(request),
      'SELECT id, gym_id, client_id FROM invoices WHERE id = $1',
      invoiceId,
      INVOICE_NOT_FOUND,
    );

  return {
    async listInvoicePayments(request: FastifyRequest<{ Querystring: ListQuery }>) {
      const query = request.query;
      await loadOwnedInvoice(request, query.invoiceId);
      const { rows, total } = await queryPage<PaymentRow>(
        ctx.db,
        {
          columns: '*',
          from: 'payments WHERE invoice_id = $1',
          orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)}, id`,
        },
        [query.invoiceId],
        query,
      );
      return pageOf(rows.map(toPayment), total, query);
    },

    async getPayment(request: FastifyRequest<IdParams>) {
      return toPayment(await loadOwnedPayment(request, request.params.id));
    },

    async createPayment(request: FastifyRequest<{ Body: PaymentRequest }>, reply: FastifyReply) {
      const body = request.body;
      checkType(body);
      const invoice = await loadOwnedInvoice(request, body.invoiceId);
      const payment = await ctx.db.transaction(async (tx) => {
        await assertFitsDue(tx, invoice.id, body.amount, null);
        const [row] = await tx.query<PaymentRow>(
          `INSERT INTO payments (gym_id, client_id, invoice_id, bill_no, amount, payment_date, payment_type)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
          [
            invoice.gym_id,
            invoice.client_id,
            invoice.id,
            body.billNo.trim(),
            body.amount,
            body.paymentDate,
            body.paymentType,
          ],
        );
        if (!row) throw new Error('insert returned no row');
        await syncMoneyFlow(tx, row);
        return row;
      });
      reply.code(201);
      return toPayment(payment);
    },

    async updatePayment(request: FastifyRequest<IdParams & { Body: PaymentRequest }>) {
      const before = await loadOwnedPayment(request, request.params.id);
      const body = request.body;
      if (body.invoiceId !== before.invoice_id)
        throw badRequest('invoiceId', 'A payment cannot move to another invoice.');
      checkType(body);
      const payment = await ctx.db.transaction(async (tx) => {
        await assertFitsDue(tx, before.invoice_id, body.amount, before.id);
        const [row] = await tx.query<PaymentRow>(
          `UPDATE payments SET bill_no = $2, amount = $3, payment_date = $4, payment_type = $5 WHERE id = $1 RETURNING *`,
          [before.id, body.billNo.trim(), body.amount, body.paymentDate, body.paymentType],
        );
        if (!row) throw notFound(PAYMENT_NOT_FOUND);
        await syncMoneyFlow(tx, row);
        return row;
      });
      return toPayment(payment);
    },

    async deletePayment(request: FastifyRequest<IdParams>, reply: FastifyReply) {
      const payment = await loadOwnedPayment(request, request.params.id);
      // Its money flow goes with it (ON DELETE CASCADE).
      await ctx.db.query('DELETE FROM payments WHERE id = $1', [payment.id]);
      reply.code(204);
    },
  };
}
