import { punchesOfMonth } from '../attendance/queries.ts';
import { callerOf } from '../auth/bearer.ts';
import { clientsByIds, clientsOfGym } from '../clients/queries.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { invoicesOf } from '../invoices/queries.ts';
import { moneyFilterOf } from '../money/filters.ts';
import { flowsOfGym } from '../money/queries.ts';
import { loadOwned } from '../owned-records.ts';
import { paymentsOfInvoice } from '../payments/queries.ts';
import { owedByClients, smsOfGym } from '../sms/queries.ts';
import { everyPage, sendCsv } from './csv-reply.ts';
import { gymReading } from './gym-reading.ts';
import {
  ATTENDANCE_COLUMNS,
  attendanceCells,
  CLIENT_COLUMNS,
  clientCells,
  INVOICE_COLUMNS,
  invoiceCells,
  MONEY_FLOW_COLUMNS,
  moneyFlowCells,
  PAYMENT_COLUMNS,
  paymentCells,
  SMS_COLUMNS,
  smsCells,
} from './list-columns.ts';
import { sendWholeGym } from './whole-gym.ts';

/** The CSV files of a gym's lists, each read with its list's own query and parameters. */
export function exportHandlers(ctx: AppContext) {
  return {
    async exportGymClients(request, reply) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const reading = await gymReading(ctx.db, gymId);
      const pages = everyPage(
        (page) => clientsOfGym(ctx.db, gymId, { ...request.query, ...page }),
        async (rows) => {
          const owed = await owedByClients(
            ctx.db,
            gymId,
            rows.map((row) => row.id),
          );
          return rows.map((row) => clientCells(row, owed.get(row.id) ?? '0', reading));
        },
      );
      return sendCsv(reply, `clients-${gymId}.csv`, CLIENT_COLUMNS, pages);
    },

    async exportGymInvoices(request, reply) {
      const { gymId } = request.query;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const reading = await gymReading(ctx.db, gymId);
      const pages = everyPage(
        (page) => invoicesOf(ctx.db, { gymId }, { ...request.query, ...page }),
        async (rows) => {
          const clients = await clientsByIds(
            ctx.db,
            rows.map((row) => row.client_id),
          );
          const byId = new Map(clients.map((client) => [client.id, client]));
          return rows.map((row) => invoiceCells(row, byId.get(row.client_id), reading));
        },
      );
      return sendCsv(reply, `invoices-${gymId}.csv`, INVOICE_COLUMNS, pages);
    },

    async exportInvoicePayments(request, reply) {
      const invoice = await loadOwned(ctx.db, callerOf(request), 'invoice', request.query.invoiceId);
      const reading = await gymReading(ctx.db, invoice.gym_id);
      const pages = everyPage(
        (page) => paymentsOfInvoice(ctx.db, invoice.id, { ...request.query, ...page }),
        (rows) => rows.map((row) => paymentCells(row, invoice.number, reading)),
      );
      return sendCsv(reply, `payments-invoice-${invoice.number}.csv`, PAYMENT_COLUMNS, pages);
    },

    async exportMoneyFlows(request, reply) {
      const { gymId } = request.params;
      const filter = moneyFilterOf(request.query);
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const reading = await gymReading(ctx.db, gymId);
      const pages = everyPage(
        (page) => flowsOfGym(ctx.db, gymId, filter, request.query, page),
        (rows) => rows.map((row) => moneyFlowCells(row, reading)),
      );
      return sendCsv(reply, `money-${gymId}.csv`, MONEY_FLOW_COLUMNS, pages);
    },

    async exportClientAttendance(request, reply) {
      const { clientId, month, year } = request.query;
      const client = await loadOwned(ctx.db, callerOf(request), 'client', clientId);
      const reading = await gymReading(ctx.db, client.gym_id);
      const punches = await punchesOfMonth(ctx.db, client.id, { year, month });
      const monthDigits = String(month).padStart(2, '0');
      return sendCsv(reply, `attendance-${client.id}-${year}-${monthDigits}.csv`, ATTENDANCE_COLUMNS, [
        punches.map((row) => attendanceCells(row, client, reading)),
      ]);
    },

    async exportGymSms(request, reply) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const reading = await gymReading(ctx.db, gymId);
      const pages = everyPage(
        (page) => smsOfGym(ctx.db, gymId, { ...request.query, ...page }),
        (rows) => rows.map((row) => smsCells(row, reading)),
      );
      return sendCsv(reply, `sms-${gymId}.csv`, SMS_COLUMNS, pages);
    },

    async exportWholeGym(request, reply) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      return sendWholeGym(reply, ctx.db, gymId);
    },
  } satisfies HandlerMap;
}
