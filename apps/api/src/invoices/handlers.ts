import { operationMessages, validationMessages } from '@gym/api-client/validation-messages';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { ClientRow, PhotoUrl } from '../clients/client-record.ts';
import { clientsByIds } from '../clients/queries.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { gymToday } from '../gyms/queries.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { pageOf } from '../http/paging.ts';
import { renewalStart } from '../memberships/renewal.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { paymentsOfInvoices } from '../payments/queries.ts';
import { isPlanOfGym } from '../pricing/queries.ts';
import { queueRenewedReminder } from '../sms/reminders.ts';
import { assertDiscountCoversPaid } from './balance.ts';
import { type InvoiceRow, type InvoiceValues, toInvoice } from './invoice-record.ts';
import {
  changeInvoicesOf,
  deleteInvoice,
  insertInvoice,
  invoiceById,
  invoicesOf,
  latestMembershipEnd,
  lockedInvoiceHasPayments,
  membershipEndOf,
  updateInvoice,
} from './queries.ts';

const PLAN_REQUIRED = validationMessages.InvoiceRequest.pricingPlanId.required;

/** Full invoices (payments and client included) for rows already selected. */
async function completeInvoices(
  db: Queryable,
  rows: InvoiceRow[],
  photoUrl: PhotoUrl,
): Promise<Schemas['Invoice'][]> {
  if (rows.length === 0) return [];
  const [payments, clients] = await Promise.all([
    paymentsOfInvoices(
      db,
      rows.map((row) => row.id),
    ),
    clientsByIds(
      db,
      rows.map((row) => row.client_id),
    ),
  ]);
  return rows.map((row) =>
    toInvoice(row, payments, clients.find((client) => client.id === row.client_id) as ClientRow, photoUrl),
  );
}

/**
 * The plan a request names: by pricingPlanId, or by pricingPlanDto {id} as the specification's
 * Invoice entity carries it; when both are sent they must agree.
 */
function planIdOf(body: Schemas['InvoiceRequest']): number {
  const byDto = body.pricingPlanDto?.id;
  if (body.pricingPlanId !== undefined && byDto !== undefined && body.pricingPlanId !== byDto) {
    throw badRequest('pricingPlanDto', 'pricingPlanId and pricingPlanDto.id name different plans.');
  }
  const planId = body.pricingPlanId ?? byDto;
  if (planId === undefined) throw badRequest('pricingPlanId', PLAN_REQUIRED);
  return planId;
}

/**
 * Changes the client's invoices (see changeInvoicesOf) and, when that moved the membership's end
 * later, queues 'membership renewed' in the same transaction (if the gym switched it on). Answers
 * the change's result and whether a message was queued.
 */
async function changeInvoicesAndTell<T>(
  tx: Queryable,
  clientId: number,
  change: () => Promise<T>,
): Promise<{ result: T; queued: boolean }> {
  let before = null as string | null;
  const result = await changeInvoicesOf(tx, clientId, async () => {
    before = await membershipEndOf(tx, clientId);
    return change();
  });
  const after = await membershipEndOf(tx, clientId);
  const extended = after !== null && (before === null || after > before);
  return { result, queued: extended && (await queueRenewedReminder(tx, clientId, new Date())) };
}

export function invoiceHandlers(ctx: AppContext) {
  const completeInvoice = async (row: InvoiceRow) => {
    const [invoice] = await completeInvoices(ctx.db, [row], ctx.clientPhotoUrls.url);
    if (!invoice) throw new Error(`invoice ${row.id} completed to nothing`);
    return invoice;
  };

  const answerInvoice = async (id: number) => {
    const row = await invoiceById(ctx.db, id);
    if (!row) throw notFound(OWNED_NOT_FOUND.invoice);
    return completeInvoice(row);
  };

  /** The request's values, its client and plan both of a gym the caller owns, and of the same gym. */
  const invoiceRequest = async (request: FastifyRequest, body: Schemas['InvoiceRequest']) => {
    const pricingPlanId = planIdOf(body);
    const client = await loadOwned(ctx.db, callerOf(request), 'client', body.clientId);
    if (!(await isPlanOfGym(ctx.db, pricingPlanId, client.gym_id))) {
      throw badRequest(body.pricingPlanId === undefined ? 'pricingPlanDto' : 'pricingPlanId', PLAN_REQUIRED);
    }
    if (body.discountedAmount > body.totalAmount) {
      throw badRequest('discountedAmount', 'Discounted Amount cannot exceed Total Amount.');
    }
    const values: InvoiceValues = {
      pricingPlanId,
      membershipStartDate: body.membershipStartDate,
      membershipEndDate: body.membershipEndDate,
      totalAmount: body.totalAmount,
      discountedAmount: body.discountedAmount,
    };
    return { client, values };
  };

  return {
    async listClientInvoices(request) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.clientId);
      const { rows, total } = await invoicesOf(ctx.db, { clientId: client.id }, request.query);
      return pageOf(await completeInvoices(ctx.db, rows, ctx.clientPhotoUrls.url), total, request.query);
    },

    async listGymInvoices(request) {
      const { gymId } = request.query;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const { rows, total } = await invoicesOf(ctx.db, { gymId }, request.query);
      return pageOf(await completeInvoices(ctx.db, rows, ctx.clientPhotoUrls.url), total, request.query);
    },

    async getLatestMembershipEndDate(request) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.clientId);
      const [membershipEndDate, today] = await Promise.all([
        latestMembershipEnd(ctx.db, client.id),
        gymToday(ctx.db, client.gym_id),
      ]);
      return { membershipEndDate, renewalStartDate: renewalStart(client.membership_end_date, today) };
    },

    async getInvoice(request) {
      return completeInvoice(await loadOwned(ctx.db, callerOf(request), 'invoice', request.params.id));
    },

    async createInvoice(request, reply) {
      const { client, values } = await invoiceRequest(request, request.body);
      const { result: id, queued } = await ctx.db.transaction((tx) =>
        changeInvoicesAndTell(tx, client.id, () => insertInvoice(tx, client, values, callerOf(request).id)),
      );
      if (queued) ctx.smsQueue.wake();
      reply.code(201);
      return answerInvoice(id);
    },

    async updateInvoice(request) {
      const before = await loadOwned(ctx.db, callerOf(request), 'invoice', request.params.id);
      if (request.body.clientId !== before.client_id) {
        throw badRequest('clientId', 'An invoice cannot move to another client.');
      }
      const { values } = await invoiceRequest(request, request.body);
      const { queued } = await ctx.db.transaction((tx) =>
        changeInvoicesAndTell(tx, before.client_id, async () => {
          await assertDiscountCoversPaid(tx, before.id, values.discountedAmount);
          await updateInvoice(tx, before.id, values);
        }),
      );
      if (queued) ctx.smsQueue.wake();
      return answerInvoice(before.id);
    },

    async deleteInvoice(request, reply) {
      const invoice = await loadOwned(ctx.db, callerOf(request), 'invoice', request.params.id);
      await ctx.db.transaction((tx) =>
        changeInvoicesOf(
          tx,
          invoice.client_id,
          async () => {
            // Money received stays on the books until its payments are deleted one by one.
            if (await lockedInvoiceHasPayments(tx, invoice.id)) {
              throw conflict(operationMessages.deleteInvoice.hasPayments);
            }
            await deleteInvoice(tx, invoice.id);
          },
          { renews: false },
        ),
      );
      reply.code(204);
    },
  } satisfies HandlerMap;
}
