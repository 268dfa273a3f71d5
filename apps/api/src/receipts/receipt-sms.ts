import { operationMessages } from '@gym/api-client/validation-messages';
import { placeholderPieces, placeholderValues } from '@gym/sms-segments';
import type { Queryable } from '../db/database.ts';
import { lockedSmsCredits } from '../dues/queries.ts';
import { gymById } from '../gyms/queries.ts';
import { conflict, notFound } from '../http/errors.ts';
import { OWNED_NOT_FOUND } from '../owned-records.ts';
import {
  chargeSmsCredits,
  insertQueuedMessages,
  requeueFailedSms,
  type SmsPayer,
  savedSmsSettings,
} from '../sms/queries.ts';
import { createSmsCostCounter } from '../sms/segments.ts';
import { toSmsSettings } from '../sms/sms-record.ts';
import { gymDates } from '../time.ts';
import { claimReceiptSms, linkReceiptSms, receiptById } from './queries.ts';

const messages = operationMessages.sendPaymentReceipt;

/**
 * The payment's receipt as an SMS: the gym's 'Payment received' template filled for it (amount,
 * receipt number and what was still due after it, in the gym's currency), counted in segments;
 * with whether the gym sends it automatically and who pays for that (the gym's owner).
 */
async function receiptMessage(tx: Queryable, paymentId: number) {
  const receipt = await receiptById(tx, paymentId);
  if (!receipt) throw notFound(OWNED_NOT_FOUND.payment);
  const [gym, smsSettings] = await Promise.all([
    gymById(tx, receipt.gym_id),
    savedSmsSettings(tx, receipt.gym_id),
  ]);
  if (!gym) throw notFound(OWNED_NOT_FOUND.payment);
  const settings = toSmsSettings(gym.id, smsSettings);
  const values = placeholderValues(
    {
      clientName: receipt.client_name,
      membershipEndDate: receipt.client_end_date,
      amountDue: Number(receipt.amount_due),
      amount: Number(receipt.amount),
      receiptNumber: receipt.receipt_number,
    },
    { name: gym.gym_name, dates: gymDates(gym), currency: gym.currency },
  );
  const pieces = placeholderPieces(settings.sendPaymentReceivedTemplate ?? '', values);
  const message = {
    phone: receipt.client_phone,
    clientId: receipt.client_id,
    text: pieces.join(''),
    ...(await createSmsCostCounter().cost(pieces)),
  };
  return { receipt, message, gym, automatic: settings.sendPaymentReceived === true };
}

/** Queues the claimed receipt's message, charged to `payer`; answers their balance afterwards. */
async function queueClaimed(
  tx: Queryable,
  paymentId: number,
  gymId: number,
  payer: SmsPayer,
  message: Awaited<ReturnType<typeof receiptMessage>>['message'] & { reminderReason: string | null },
): Promise<number> {
  const [smsId] = await insertQueuedMessages(tx, gymId, payer, [message]);
  if (smsId === undefined) throw new Error(`receipt of payment ${paymentId} queued no message`);
  await linkReceiptSms(tx, paymentId, smsId);
  return chargeSmsCredits(tx, payer.paidBy, message.segments);
}

/**
 * 'Payment received', in the caller's transaction (the new payment's): queued when the gym switched
 * it on (or, `always`, for a payment made online, whose member has no other receipt: decision 0061)
 * and the client has a phone, charged to the gym's owner like the automatic reminders (the balance
 * may go below zero). Answers whether a message was queued.
 */
export async function queueAutomaticReceipt(
  tx: Queryable,
  paymentId: number,
  gymId: number,
  always = false,
): Promise<boolean> {
  // Most gyms leave it off: nothing more is read or counted then.
  if (!always && !toSmsSettings(gymId, await savedSmsSettings(tx, gymId)).sendPaymentReceived) return false;
  const { receipt, message, gym, automatic } = await receiptMessage(tx, paymentId);
  if (!(automatic || always) || receipt.client_phone === '' || message.text.trim() === '') return false;
  if (!(await claimReceiptSms(tx, paymentId))) return false;
  await queueClaimed(
    tx,
    paymentId,
    gym.id,
    { paidBy: gym.user_id, sentBy: null },
    { ...message, reminderReason: 'PAYMENT_RECEIVED' },
  );
  return true;
}

/**
 * The receipt sent because `senderId` asked, in the caller's transaction, charged to the gym's
 * owner like a send to one client and refused (409) when the owner's credits (checked under their
 * row lock) do not cover it. Once per payment: a receipt queued before (automatically, or by an earlier or concurrent
 * request) is a 409, unless that message failed, which is then queued again (and charged again)
 * rather than a second one. Answers the segments charged and the balance afterwards.
 */
export async function queueRequestedReceipt(
  tx: Queryable,
  paymentId: number,
  senderId: number,
): Promise<{ segments: number; totalSms: number }> {
  const { receipt, message, gym } = await receiptMessage(tx, paymentId);
  const payer = { paidBy: gym.user_id, sentBy: senderId };
  if (receipt.client_phone === '') throw conflict(messages.noPhone);
  if (!(await claimReceiptSms(tx, paymentId))) {
    // Read again: a concurrent claim committed while this one waited.
    const queued = await receiptById(tx, paymentId);
    if (queued?.sms_id == null || queued.sms_status !== 'FAILED') throw conflict(messages.alreadySent);
    const cost = await resendCost(tx, queued.sms_id);
    if ((await lockedSmsCredits(tx, payer.paidBy)) < cost) throw conflict(messages.noCredits);
    // A concurrent request queued it again first: it is on its way.
    if (!(await requeueFailedSms(tx, queued.sms_id, payer))) throw conflict(messages.alreadySent);
    return { segments: cost, totalSms: await lockedSmsCredits(tx, payer.paidBy) };
  }
  if ((await lockedSmsCredits(tx, payer.paidBy)) < message.segments) throw conflict(messages.noCredits);
  const totalSms = await queueClaimed(tx, paymentId, gym.id, payer, { ...message, reminderReason: null });
  return { segments: message.segments, totalSms };
}

/** What queuing a failed message again costs: its own segments. */
async function resendCost(tx: Queryable, smsId: number): Promise<number> {
  const [row] = await tx.query<{ sms_cost: number }>('SELECT sms_cost FROM sms_messages WHERE id = $1', [
    smsId,
  ]);
  return row?.sms_cost ?? 0;
}
