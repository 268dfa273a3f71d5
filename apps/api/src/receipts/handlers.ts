import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { notFound } from '../http/errors.ts';
import { loadOwned, OWNED_NOT_FOUND } from '../owned-records.ts';
import { receiptById } from './queries.ts';
import { toReceipt } from './receipt-record.ts';
import { queueRequestedReceipt } from './receipt-sms.ts';

/** A payment's receipt (decision 0045): what it prints, and sending it by SMS on request. */
export function receiptHandlers(ctx: AppContext) {
  return {
    async getPaymentReceipt(request) {
      const payment = await loadOwned(ctx.db, callerOf(request), 'payment', request.params.id);
      const receipt = await receiptById(ctx.db, payment.id);
      if (!receipt) throw notFound(OWNED_NOT_FOUND.payment);
      return toReceipt(receipt);
    },

    async sendPaymentReceipt(request) {
      const caller = callerOf(request);
      const payment = await loadOwned(ctx.db, caller, 'payment', request.params.id);
      const { segments, totalSms } = await ctx.db.transaction((tx) =>
        queueRequestedReceipt(tx, payment.id, caller.id),
      );
      ctx.smsQueue.wake();
      return { sent: 1, failed: 0, creditsUsed: segments, totalSms };
    },
  } satisfies HandlerMap;
}
