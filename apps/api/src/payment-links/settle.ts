import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { violatesUnique } from '../db/sql.ts';
import { gymToday } from '../gyms/queries.ts';
import { lockedInvoiceCents } from '../invoices/queries.ts';
import { membershipChanged } from '../memberships/changes.ts';
import { centsOf } from '../payment-gateways/amounts.ts';
import { GATEWAYS } from '../payment-gateways/catalog.ts';
import type { Verdict } from '../payment-gateways/verdict.ts';
import { insertPayment, mirrorAsIncome } from '../payments/queries.ts';
import { queueAutomaticReceipt } from '../receipts/receipt-sms.ts';
import type { PaymentLinkRow } from './payment-link-record.ts';
import {
  type GatewayEventOutcome,
  type GatewayEventSource,
  insertGatewayEvent,
  lockedLink,
  markLinkPaid,
  paymentOfTransaction,
} from './queries.ts';

/** The unique constraint that records a gateway's transaction once (migration 037). */
const ONE_PAYMENT_PER_TRANSACTION = 'payments_gateway_transaction_key';

export interface Settled {
  outcome: GatewayEventOutcome;
  detail: string;
}

/**
 * Acts on what the server concluded about a gateway's message for the link, in one transaction
 * under the link's row lock, and records the message with its outcome either way. A confirmed
 * payment for the link's amount and currency is recorded as the gym's payments are (receipt
 * number, income, the door's stop on owe, the receipt by SMS), by the gateway (no user), once: a
 * link already paid, or a transaction already recorded, changes nothing more (ALREADY_PAID).
 * A payment the invoice no longer has room for (paid meanwhile at the desk) is not recorded but
 * kept as MISMATCHED, for the owner to refund.
 */
export async function settleLink(
  ctx: AppContext,
  link: PaymentLinkRow,
  verdict: Verdict,
  source: GatewayEventSource,
): Promise<Settled> {
  const event = async (tx: Queryable, settled: Settled) => {
    await insertGatewayEvent(tx, {
      gymId: link.gym_id,
      linkId: link.id,
      gateway: link.gateway,
      source,
      ...settled,
    });
    return settled;
  };
  try {
    const { settled, receiptQueued } = await ctx.db.transaction(async (tx) => {
      const locked = await lockedLink(tx, link.id);
      if (!locked) throw new Error(`payment link ${link.id} vanished`);
      if (verdict.kind === 'PENDING')
        return { settled: await event(tx, { outcome: 'PENDING', detail: 'not settled yet' }) };
      if (verdict.kind === 'DECLINED')
        return { settled: await event(tx, { outcome: 'DECLINED', detail: verdict.reason }) };
      if (verdict.kind === 'FORGED')
        return { settled: await event(tx, { outcome: 'FORGED', detail: verdict.reason }) };
      const asked = centsOf(locked.amount);
      if (verdict.amountCents !== asked || verdict.currency !== locked.currency) {
        const detail = `paid ${verdict.amountCents / 100} ${verdict.currency}, asked ${locked.amount} ${locked.currency}`;
        return { settled: await event(tx, { outcome: 'MISMATCHED', detail }) };
      }
      const recorded = await paymentOfTransaction(tx, locked.gateway, verdict.transactionId);
      if (locked.paid_at !== null || recorded !== undefined) {
        return {
          settled: await event(tx, {
            outcome: 'ALREADY_PAID',
            detail: `transaction ${verdict.transactionId}`,
          }),
        };
      }
      const cents = await lockedInvoiceCents(tx, locked.invoice_id, verdict.amountCents / 100, null);
      if (!cents || cents.amount > cents.discounted - cents.paid) {
        const detail = `transaction ${verdict.transactionId}: more than the invoice still owes`;
        return { settled: await event(tx, { outcome: 'MISMATCHED', detail }) };
      }
      const paymentId = await insertPayment(
        tx,
        { id: locked.invoice_id, gym_id: locked.gym_id, client_id: locked.client_id },
        {
          billNo: `${GATEWAYS[locked.gateway].label} ${verdict.transactionId}`,
          amount: verdict.amountCents / 100,
          paymentDate: await gymToday(tx, locked.gym_id),
          paymentType: locked.gateway,
        },
        null,
        { name: locked.gateway, transactionId: verdict.transactionId },
      );
      await mirrorAsIncome(tx, paymentId);
      await membershipChanged(tx, [locked.client_id]);
      await markLinkPaid(tx, locked.id, paymentId);
      const settled = await event(tx, { outcome: 'PAID', detail: `transaction ${verdict.transactionId}` });
      return { settled, receiptQueued: await queueAutomaticReceipt(tx, paymentId, locked.gym_id, true) };
    });
    if (receiptQueued) ctx.smsQueue.wake();
    return settled;
  } catch (error) {
    // Another message about the same transaction committed first (two processes at once).
    if (!violatesUnique(error, ONE_PAYMENT_PER_TRANSACTION)) throw error;
    return ctx.db.transaction((tx) =>
      event(tx, { outcome: 'ALREADY_PAID', detail: 'recorded by a concurrent message' }),
    );
  }
}
