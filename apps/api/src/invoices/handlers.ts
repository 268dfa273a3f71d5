import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import { CLIENT_NOT_FOUND, ownedClientGym } from '../clients/access.ts';
import type { ClientRow } from '../clients/client-record.ts';
import type { AppContext } from '../context.ts';
import type { QueryOf, Schemas, WithDefaults } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { assertGymAccess, loadGymOwned } from '../gyms/access.ts';
import { badRequest } from '../http/errors.ts';
import { pageOf, queryPage, sqlOrder } from '../http/paging.ts';
import type { PaymentRow } from '../payments/payment-record.ts';
import { INVOICE_SELECT, type InvoiceRow, toInvoice } from './invoice-record.ts';

type InvoiceRequest = Schemas['InvoiceRequest'];
type ClientInvoicesQuery = WithDefaults<
  QueryOf<'listClientInvoices'>,
  'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder'
>;
type GymInvoicesQuery = WithDefaults<
  QueryOf<'listGymInvoices'>,
  'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder'
>;
type IdParams = { Params: { id: number } };

export const INVOICE_NOT_FOUND = 'Invoice not found.';
const SORT_COLUMNS: Record<ClientInvoicesQuery['sortBy'], string> = {
  createdAt: 'invoices.created_at',
  membershipStartDate: 'invoices.membership_start_date',
  membershipEndDate: 'invoices.membership_end_date',
  totalAmount: 'invoices.total_amount',
};

/** Full invoices (payments and client included) for rows already selected. */
export async function completeInvoices(db: Queryable, rows: InvoiceRow[]) {
  if (rows.length === 0) return [];
  const payments = await db.query<PaymentRow>(
    'SELECT * FROM payments WHERE invoice_id = ANY($1::int[]) ORDER BY payment_date, id',
    [rows.map((row) => row.id)],
  );
  const clients = await db.query<ClientRow>('SELECT * FROM clients WHERE id = ANY($1::int[])', [
    [...new Set(rows.map((row) => row.client_id))],
  ]);
  return rows.map((row) =>
    toInvoice(row, payments, clients.find((client) => client.id === row.client_id) as ClientRow),
  );
}

/** The client's membership runs to its latest invoice, and renewing makes the member active again. */
async function syncMembership(tx: Queryable, clientId: number): Promise<void> {
  await tx.query(
    `UPDATE clients SET membership_end_date = latest.end_date, active_member = true, updated_at = now()
       FROM (SELECT max(membership_end_date) AS end_date FROM invoices WHERE client_id = $1) AS latest
      WHERE clients.id = $1 AND latest.end_date IS NOT NULL`,
    [clientId],
  );
}

function checkAmounts(body: InvoiceRequest): void {
  if (body.discountedAmount > body.totalAmount) {
    throw badRequest('discountedAmount', 'Discounted Amount cannot exceed Total Amount.');
  }
  if (body.membershipEndDate < body.membershipStartDate) {
    throw badRequest('membershipEndDate', 'Membership End Date cannot be before the Membership Start Date.');
  }
}

export function invoiceHandlers(ctx: AppContext) {
  const loadInvoice = async (id: number) => {
    const [row] = await ctx.db.query<InvoiceRow>(`${INVOICE_SELECT} WHERE invoices.id = $1`, [id]);
    return row;
  };

  /** The invoice, if the caller may see its gym; anyone else is told it does not exist. */
  const loadOwnedInvoice = (request: FastifyRequest, id: number) =>
    loadGymOwned<InvoiceRow>(
      ctx.db,
      callerOf(request),
      `${INVOICE_SELECT} WHERE invoices.id = $1`,
      id,
      INVOICE_NOT_FOUND,
    );

  const complete = async (id: number) => {
    const [invoice] = await completeInvoices(ctx.db, [(await loadInvoice(id)) as InvoiceRow]);
    return invoice;
  };

  /** The client and plan of a request, both of a gym the caller owns, and of the same gym. */
  const checkReferences = async (request: FastifyRequest, body: InvoiceRequest) => {
    const client = await loadGymOwned<ClientRow>(
      ctx.db,
      callerOf(request),
      'SELECT * FROM clients WHERE id = $1',
      body.clientId,
      CLIENT_NOT_FOUND,
    );
    const [plan] = await ctx.db.query('SELECT id FROM pricing_plans WHERE id = $1 AND gym_id = $2', [
      body.pricingPlanId,
      client.gym_id,
    ]);
    if (!plan) throw badRequest('pricingPlanId', 'Pricing Plan is required.');
    checkAmounts(body);
    return client;
  };

  const pageOfInvoices = async (
    where: string,
    params: unknown[],
    query: ClientInvoicesQuery | GymInvoicesQuery,
  ) => {
    const { rows, total } = await queryPage<InvoiceRow>(
      ctx.db,
      {
        columns: 'inv.*',
        from: `(${INVOICE_SELECT} WHERE ${where}) AS inv`,
        orderBy: `${SORT_COLUMNS[query.sortBy].replace('invoices.', 'inv.')} ${sqlOrder(query.sortOrder)}, inv.id DESC`,
      },
      params,
      query,
    );
    return pageOf(await completeInvoices(ctx.db, rows), total, query);
  };

  return {
    async listClientInvoices(
      request: FastifyRequest<{ Params: { clientId: number }; Querystring: ClientInvoicesQuery }>,
    ) {
      await ownedClientGym(ctx.db, callerOf(request), request.params.clientId);
      return pageOfInvoices('invoices.client_id = $1', [request.params.clientId], request.query);
    },

    async listGymInvoices(request: FastifyRequest<{ Querystring: GymInvoicesQuery }>) {
      await assertGymAccess(ctx.db, callerOf(request), request.query.gymId);
      return pageOfInvoices('invoices.gym_id = $1', [request.query.gymId], request.query);
    },

    async getLatestMembershipEndDate(request: FastifyRequest<{ Params: { clientId: number } }>) {
      await ownedClientGym(ctx.db, callerOf(request), request.params.clientId);
      const [row] = await ctx.db.query<{ end_date: string | null }>(
        'SELECT max(membership_end_date) AS end_date FROM invoices WHERE client_id = $1',
        [request.params.clientId],
      );
      return { membershipEndDate: row?.end_date ?? null };
    },

    async getInvoice(request: FastifyRequest<IdParams>) {
      const row = await loadOwnedInvoice(request, request.params.id);
      return complete(row.id);
    },

    async createInvoice(request: FastifyRequest<{ Body: InvoiceRequest }>, reply: FastifyReply) {
      const body = request.body;
      const client = await checkReferences(request, body);
      const id = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO invoices (gym_id, client_id, pricing_plan_id, membership_start_date, membership_end_date, total_amount, discounted_amount)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            client.gym_id,
            client.id,
            body.pricingPlanId,
            body.membershipStartDate,
            body.membershipEndDate,
            body.totalAmount,
            body.discountedAmount,
          ],
        );
        await syncMembership(tx, client.id);
        return row?.id ?? 0;
      });
      reply.code(201);
      return complete(id);
    },

    async updateInvoice(request: FastifyRequest<IdParams & { Body: InvoiceRequest }>) {
      const before = await loadOwnedInvoice(request, request.params.id);
      const body = request.body;
      if (body.clientId !== before.client_id)
        throw badRequest('clientId', 'An invoice cannot move to another client.');
      await checkReferences(request, body);
      await ctx.db.transaction(async (tx) => {
        // Lock the invoice, then sum in a new statement, so a payment posted meanwhile is counted.
        await tx.query('SELECT id FROM invoices WHERE id = $1 FOR UPDATE', [before.id]);
        const [paid] = await tx.query<{ amount_paid: string }>(
          'SELECT COALESCE(sum(amount), 0) AS amount_paid FROM payments WHERE invoice_id = $1',
          [before.id],
        );
        if (Number(paid?.amount_paid ?? 0) > body.discountedAmount) {
          throw badRequest(
            'discountedAmount',
            `Discounted Amount cannot be less than the amount already paid (${paid?.amount_paid}).`,
          );
        }
        await tx.query(
          `UPDATE invoices SET pricing_plan_id = $2, membership_start_date = $3, membership_end_date = $4,
                  total_amount = $5, discounted_amount = $6 WHERE id = $1`,
          [
            before.id,
            body.pricingPlanId,
            body.membershipStartDate,
            body.membershipEndDate,
            body.totalAmount,
            body.discountedAmount,
          ],
        );
        await syncMembership(tx, before.client_id);
      });
      return complete(before.id);
    },

    async deleteInvoice(request: FastifyRequest<IdParams>, reply: FastifyReply) {
      const invoice = await loadOwnedInvoice(request, request.params.id);
      await ctx.db.transaction(async (tx) => {
        // Payments and their money flows go with the invoice (ON DELETE CASCADE).
        await tx.query('DELETE FROM invoices WHERE id = $1', [invoice.id]);
        await syncMembership(tx, invoice.client_id);
      });
      reply.code(204);
    },
  };
}
