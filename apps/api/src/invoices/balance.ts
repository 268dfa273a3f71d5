import { type Currency, formatMoney } from '@gym/dates';
import type { Queryable } from '../db/database.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { OWNED_NOT_FOUND } from '../owned-records.ts';
import { lockedInvoiceCents } from './queries.ts';

/** Whole cents as the gym's screens write the amount ('Rs 1,000.50'), not a bare '1000.50'. */
const inCurrency = (cents: bigint, currency: Currency) => formatMoney(Number(cents) / 100, currency);

/** The invoice's amounts in cents, locked; one deleted meanwhile is not found. */
async function lockedCents(tx: Queryable, invoiceId: number, amount: number, exceptPaymentId: number | null) {
  const cents = await lockedInvoiceCents(tx, invoiceId, amount, exceptPaymentId);
  if (!cents) throw notFound(OWNED_NOT_FOUND.invoice);
  return cents;
}

/*
 * What an invoice's payments may add up to, checked under the invoice's row lock so that
 * concurrent payments and edits of one invoice take turns and each sees the others: the invoice
 * can never be overpaid. Amounts are compared in whole cents computed in SQL.
 */

/** A payment of `amount` (replacing `exceptPaymentId`, when editing one) fits what is still due. */
export async function assertPaymentFitsDue(
  tx: Queryable,
  invoiceId: number,
  amount: number,
  exceptPaymentId: number | null,
): Promise<void> {
  const cents = await lockedCents(tx, invoiceId, amount, exceptPaymentId);
  const due = cents.discounted - cents.paid;
  if (cents.amount > due) {
    throw badRequest('amount', `Amount cannot exceed the amount due (${inCurrency(due, cents.currency)}).`);
  }
}

/** A new discounted amount still covers what has been paid. */
export async function assertDiscountCoversPaid(
  tx: Queryable,
  invoiceId: number,
  discountedAmount: number,
): Promise<void> {
  const cents = await lockedCents(tx, invoiceId, discountedAmount, null);
  if (cents.paid > cents.amount) {
    throw badRequest(
      'discountedAmount',
      `Discounted Amount cannot be less than the amount already paid (${inCurrency(cents.paid, cents.currency)}).`,
    );
  }
}
