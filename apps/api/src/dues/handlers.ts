import { operationMessages } from '@gym/api-client/validation-messages';
import { placeholderPieces, placeholderValues } from '@gym/sms-segments';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { assertGymAccess, GYM_NOT_FOUND } from '../gyms/access.ts';
import { gymById } from '../gyms/queries.ts';
import { conflict, notFound } from '../http/errors.ts';
import { pageOf } from '../http/paging.ts';
import { membershipChanged } from '../memberships/changes.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { chargeSmsCredits, insertQueuedMessages, savedSmsSettings } from '../sms/queries.ts';
import { createSmsCostCounter } from '../sms/segments.ts';
import { toSmsSettings } from '../sms/sms-record.ts';
import { gymDates } from '../time.ts';
import { toDue, toDuesTotals, toStopOnOwe } from './due-record.ts';
import {
  clientDues,
  dueRecipient,
  duesPage,
  duesTotals,
  lockedSmsCredits,
  saveStopOnOwe,
  stopOnOwe,
} from './queries.ts';

export function duesHandlers(ctx: AppContext) {
  return {
    // Not from the gym's read cache: the ages move on with the gym's today, without a write.
    async listGymDues(request) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const [{ rows, total }, totals] = await Promise.all([
        duesPage(ctx.db, gymId, request.query),
        duesTotals(ctx.db, gymId),
      ]);
      return { ...pageOf(rows.map(toDue), total, request.query), totals: toDuesTotals(totals) };
    },

    async getStopOnOwe(request) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      return toStopOnOwe(await stopOnOwe(ctx.db, gymId));
    },

    /** Saved with the door commands that follow for every client of the gym, in one transaction. */
    async updateStopOnOwe(request) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const { enabled, amount, days } = request.body;
      await ctx.db.transaction(async (tx) => {
        const clientIds = await saveStopOnOwe(tx, gymId, enabled ? { amount, days } : null);
        await membershipChanged(tx, clientIds);
      });
      return toStopOnOwe(await stopOnOwe(ctx.db, gymId));
    },

    async getClientDues(request) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.clientId);
      const row = await clientDues(ctx.db, client.id);
      return {
        amountDue: Number(row?.amount_due ?? 0),
        overdueAmount: Number(row?.overdue ?? 0),
        doorRefused: row?.refused ?? false,
      };
    },

    /**
     * The gym's 'Dues reminder' to the invoice's client with what is due on it, counted, charged and
     * queued exactly as a send to one client (sms/handlers.ts sendSms); refused when nothing is due
     * or the caller's credits do not cover it, checked under the caller's row lock.
     */
    async sendDuesReminder(request) {
      const caller = callerOf(request);
      const invoice = await loadOwned(ctx.db, caller, 'invoice', request.params.id);
      const amountDue = Number(invoice.amount_due);
      if (amountDue <= 0) throw conflict(operationMessages.sendDuesReminder.nothingDue);
      const [gymRow, client, smsSettings] = await Promise.all([
        gymById(ctx.db, invoice.gym_id),
        dueRecipient(ctx.db, invoice.client_id),
        savedSmsSettings(ctx.db, invoice.gym_id),
      ]);
      if (!gymRow) throw notFound(GYM_NOT_FOUND);
      if (!client) throw notFound(OWNED_NOT_FOUND.client);
      const template = toSmsSettings(invoice.gym_id, smsSettings).sendDuesReminderTemplate ?? '';
      const values = placeholderValues(
        { clientName: client.name, membershipEndDate: client.end_date, amountDue },
        { name: gymRow.gym_name, dates: gymDates(gymRow), currency: gymRow.currency },
      );
      const pieces = placeholderPieces(template, values);
      const message = {
        phone: client.phone,
        clientId: invoice.client_id,
        text: pieces.join(''),
        ...(await createSmsCostCounter().cost(pieces)),
      };
      const totalSms = await ctx.db.transaction(async (tx) => {
        // The gym owner's credits pay, whoever of the gym's people sends it.
        const payer = { paidBy: gymRow.user_id, sentBy: caller.id };
        if ((await lockedSmsCredits(tx, payer.paidBy)) < message.segments) {
          throw conflict(operationMessages.sendDuesReminder.noCredits);
        }
        await insertQueuedMessages(tx, invoice.gym_id, payer, [message]);
        return chargeSmsCredits(tx, payer.paidBy, message.segments);
      });
      ctx.smsQueue.wake();
      return { sent: 1, failed: 0, creditsUsed: message.segments, totalSms };
    },
  } satisfies HandlerMap;
}
