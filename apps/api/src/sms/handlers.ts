import { countryOfTimeZone, parsePhoneList } from '@gym/api-client/field-rules';
import { operationMessages } from '@gym/api-client/validation-messages';
import { placeholderPieces, placeholderValues } from '@gym/sms-segments';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import { assertGymAccess, GYM_NOT_FOUND } from '../gyms/access.ts';
import { gymById, ownersOfGymIds } from '../gyms/queries.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { pageOf } from '../http/paging.ts';
import { loadOwned } from '../owned-records.ts';
import { gymDates } from '../time.ts';
import { assertSuperAdmin } from '../users/access.ts';
import {
  chargeSmsCredits,
  clientsInGroup,
  clientsWithPhones,
  insertQueuedMessages,
  monthlySmsCounts,
  owedByClients,
  requeueFailedSms,
  savedSmsSettings,
  saveSmsSettings,
  smsBalance,
  smsOfGym,
} from './queries.ts';
import { createSmsCostCounter, type SmsCost } from './segments.ts';
import { toSms, toSmsSettings } from './sms-record.ts';

interface Recipient {
  phone: string;
  clientId: number | null;
  clientName: string;
  membershipEndDate: string | null;
  /** What the client owes in all, for {amount_due}; null for a number that is none of the gym's clients. */
  amountDue?: number | null;
}

export function smsHandlers(ctx: AppContext) {
  /**
   * A client group of the gym, or the typed numbers, each a number of the gym's country (its time
   * zone's) in its stored form, so those of the gym's clients get their name and date.
   */
  const recipientsOf = async (body: Schemas['SendSmsRequest'], gymTimeZone: string): Promise<Recipient[]> => {
    if (body.type) {
      const clients = await clientsInGroup(ctx.db, body.gymId, body.type);
      return clients.map((client) => ({
        phone: client.phone,
        clientId: client.id,
        clientName: client.name,
        membershipEndDate: client.end_date,
      }));
    }
    const typed = parsePhoneList(body.phoneNumbers ?? '', countryOfTimeZone(gymTimeZone));
    if ('notAPhone' in typed) {
      throw badRequest(
        'phoneNumbers',
        operationMessages.sendSms.notAPhone.replace('{number}', typed.notAPhone),
      );
    }
    const { phones } = typed;
    if (phones.length === 0) {
      throw badRequest('phoneNumbers', operationMessages.sendSms.noPhoneNumbers);
    }
    const clients = new Map(
      (await clientsWithPhones(ctx.db, body.gymId, phones)).map((client) => [client.phone, client]),
    );
    return phones.map((phone) => {
      const client = clients.get(phone);
      return {
        phone,
        clientId: client?.id ?? null,
        clientName: client?.name ?? 'Member',
        membershipEndDate: client?.end_date ?? null,
      };
    });
  };

  /**
   * The messages a send request makes, each with its placeholders filled for its recipient and its
   * cost in segments, and their credits in all: what sendSms charges and quoteSms answers.
   */
  const messagesOf = async (body: Schemas['SendSmsRequest']) => {
    const gymRow = await gymById(ctx.db, body.gymId);
    if (!gymRow) throw notFound(GYM_NOT_FOUND);
    const recipients = await recipientsOf(body, gymRow.time_zone);
    if (recipients.length === 0) throw badRequest('type', operationMessages.sendSms.emptyGroup);
    const gym = { name: gymRow.gym_name, dates: gymDates(gymRow), currency: gymRow.currency };
    // {amount_due}: what each client owes on all their invoices ('Rs 0' when nothing), read only
    // when the message names it.
    if (body.smsContent.includes('{amount_due}')) {
      const clientIds = recipients.flatMap((recipient) =>
        recipient.clientId === null ? [] : [recipient.clientId],
      );
      const owed = await owedByClients(ctx.db, body.gymId, clientIds);
      for (const recipient of recipients) {
        recipient.amountDue = recipient.clientId === null ? null : Number(owed.get(recipient.clientId) ?? 0);
      }
    }
    const counter = createSmsCostCounter();
    const messages: (Recipient & SmsCost & { text: string })[] = [];
    for (const recipient of recipients) {
      const pieces = placeholderPieces(body.smsContent, placeholderValues(recipient, gym));
      messages.push({ ...recipient, text: pieces.join(''), ...(await counter.cost(pieces)) });
    }
    return {
      messages,
      credits: messages.reduce((sum, message) => sum + message.segments, 0),
      ownerId: gymRow.user_id,
    };
  };

  return {
    /**
     * Fills the placeholders per recipient, charges each message's segments to the user (the balance
     * may go negative: credit) and stores the messages as queued in one transaction; the sender
     * (sms/queue.ts) hands them to the provider outside the request. `sent` counts the messages queued.
     */
    async sendSms(request) {
      const caller = callerOf(request);
      const body = request.body;
      await assertGymAccess(ctx.db, caller, body.gymId);
      const { messages, credits: creditsUsed, ownerId } = await messagesOf(body);
      // One client is sms.send; a group or several numbers is a bulk send, asked of the same guard.
      if (messages.length > 1 || body.type) {
        await assertGymAccess(ctx.db, { ...caller, permission: 'sms.bulk' }, body.gymId);
      }
      // The gym owner's credits pay, whoever of the gym's people sends it.
      const totalSms = await ctx.db.transaction(async (tx) => {
        await insertQueuedMessages(tx, body.gymId, { paidBy: ownerId, sentBy: caller.id }, messages);
        return chargeSmsCredits(tx, ownerId, creditsUsed);
      });
      ctx.smsQueue.wake();
      return { sent: messages.length, failed: 0, creditsUsed, totalSms };
    },

    /** What sendSms would send and charge for the same request, sending and charging nothing. */
    async quoteSms(request) {
      const caller = callerOf(request);
      await assertGymAccess(ctx.db, caller, request.body.gymId);
      const { messages, credits, ownerId } = await messagesOf(request.body);
      return { recipients: messages.length, credits, totalSms: await smsBalance(ctx.db, ownerId) };
    },

    async listGymSms(request) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const { rows, total } = await smsOfGym(ctx.db, gymId, request.query);
      return pageOf(rows.map(toSms), total, request.query);
    },

    async getGymSmsMonthlyCount(request) {
      await assertGymAccess(ctx.db, callerOf(request), request.params.gymId);
      return monthlySmsCounts(ctx.db, request.params.gymId);
    },

    async getSms(request) {
      return toSms(await loadOwned(ctx.db, callerOf(request), 'sms', request.params.id));
    },

    /** A FAILED message queued again, charged again to the caller; any other status is a conflict. */
    async resendSms(request) {
      const caller = callerOf(request);
      const sms = await loadOwned(ctx.db, caller, 'sms', request.params.id);
      const [gym] = await ownersOfGymIds(ctx.db, [sms.gym_id]);
      const payer = { paidBy: gym?.user_id ?? caller.id, sentBy: caller.id };
      const requeued = await ctx.db.transaction((tx) => requeueFailedSms(tx, sms.id, payer));
      if (!requeued)
        throw conflict(`Only a failed message can be sent again; this one is ${sms.status.toLowerCase()}.`);
      // Read as queued, before the sender is woken to take it.
      const queued = toSms(await loadOwned(ctx.db, caller, 'sms', sms.id));
      ctx.smsQueue.wake();
      return queued;
    },

    /** What the local provider kept on this machine, newest first; nothing with a real gateway. */
    async listLocalSms(request) {
      assertSuperAdmin(callerOf(request));
      return (ctx.sms.latest?.() ?? []).map(({ phone, text }) => ({ phone, text })).reverse();
    },

    async getGymSmsSettings(request) {
      const gymId = request.params.id;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      return toSmsSettings(gymId, await savedSmsSettings(ctx.db, gymId));
    },

    async updateGymSmsSettings(request) {
      const gymId = request.params.id;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      if (request.body.id !== gymId) throw badRequest('id', 'The settings belong to the gym in the path.');
      const { gymId: _ignored, ...sent } = request.body.userSMSSetting;
      // The dues reminder's and the payment receipt's settings, newer than the rest, keep their saved
      // values when left out.
      const { saved, language } = await savedSmsSettings(ctx.db, gymId);
      const settings = { ...saved, ...sent };
      await saveSmsSettings(ctx.db, gymId, settings);
      return toSmsSettings(gymId, { saved: settings, language });
    },
  } satisfies HandlerMap;
}
