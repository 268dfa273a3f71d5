import { operationMessages } from '@gym/api-client/validation-messages';
import { type Currency, formatMoney } from '@gym/dates';
import type { Queryable } from '../db/database.ts';
import { lockedSmsCredits } from '../dues/queries.ts';
import { conflict } from '../http/errors.ts';
import { chargeSmsCredits, insertQueuedMessages, type SmsPayer } from '../sms/queries.ts';
import { createSmsCostCounter } from '../sms/segments.ts';
import type { LinkDetailsRow } from './queries.ts';

const messages = operationMessages.createPaymentLink;

/** The link's SMS: the gym, what is due and where to pay it. */
export const linkSmsText = (details: LinkDetailsRow, amountCents: bigint, currency: Currency, url: string) =>
  `${details.gym_name}: please pay ${formatMoney(Number(amountCents) / 100, currency)} for invoice #${details.invoice_number} online: ${url}`;

/**
 * Queues the link's SMS to the client in the link's transaction, charged to `userId` like a send
 * to one client; refused (409, and the link is not made) without a phone or enough credits.
 */
export async function queueLinkSms(
  tx: Queryable,
  gymId: number,
  clientId: number,
  payer: SmsPayer,
  phone: string,
  text: string,
): Promise<void> {
  if (phone === '') throw conflict(messages.noPhone);
  const cost = await createSmsCostCounter().cost([text]);
  if ((await lockedSmsCredits(tx, payer.paidBy)) < cost.segments) throw conflict(messages.noCredits);
  await insertQueuedMessages(tx, gymId, payer, [{ clientId, phone, text, ...cost }]);
  await chargeSmsCredits(tx, payer.paidBy, cost.segments);
}
