import { operationMessages } from '@gym/api-client/validation-messages';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { loadOwned } from '../owned-records.ts';
import { addDays } from '../time.ts';
import { membershipChanged } from './changes.ts';
import { endFreezeOn } from './end-freeze.ts';
import { toFreeze } from './freeze-record.ts';
import { assertWithinYearlyLimit, chargeFreezeFee, freezeAllowance, freezeRulesOf } from './freeze-rules.ts';
import {
  freezeEndsOnPunch,
  freezeOverlaps,
  freezesOfClient,
  insertFreeze,
  lockedFreeze,
  lockedMembership,
  saveFreezeEndsOnPunch,
  shiftMembershipEnd,
} from './queries.ts';

const FREEZE = operationMessages.freezeMembership;
/** How far back a freeze may start: a freeze recorded late, not a rewrite of old history. */
const FREEZE_RECORDED_LATE_DAYS = 30;

/**
 * Freezes (decision 0043): the membership's end date moves by the frozen days, and the same step as
 * every membership change (`membershipChanged`) takes a frozen member off the doors.
 */
export function membershipHandlers(ctx: AppContext) {
  return {
    async listClientFreezes(request) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.id);
      return (await freezesOfClient(ctx.db, client.id)).map(toFreeze);
    },

    async freezeMembership(request, reply) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.id);
      const { startDate, days } = request.body;
      const freeze = await ctx.db.transaction(async (tx) => {
        const membership = await lockedMembership(tx, client.id);
        if (membership.end_date === null) throw badRequest('startDate', FREEZE.noMembership);
        if (startDate > membership.end_date) throw badRequest('startDate', FREEZE.afterMembershipEnd);
        if (startDate < addDays(membership.today, -FREEZE_RECORDED_LATE_DAYS)) {
          throw badRequest('startDate', FREEZE.tooLongAgo);
        }
        if (await freezeOverlaps(tx, client.id, startDate, days))
          throw badRequest('startDate', FREEZE.overlaps);
        // The plan's rules (decision 0047), read under the client's lock like the overlap.
        const rules = await freezeRulesOf(tx, client.id, startDate);
        await assertWithinYearlyLimit(tx, client.id, rules, startDate, days);
        const created = await insertFreeze(tx, {
          gymId: client.gym_id,
          clientId: client.id,
          startDate,
          days,
        });
        const feeInvoiceId = await chargeFreezeFee(tx, client, rules, {
          freezeId: created.id,
          today: membership.today,
          userId: callerOf(request).id,
        });
        await shiftMembershipEnd(tx, client.id, days);
        await membershipChanged(tx, [client.id]);
        return { ...created, fee_invoice_id: feeInvoiceId };
      });
      reply.code(201);
      return toFreeze(freeze);
    },

    async endFreeze(request) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.id);
      const ended = await ctx.db.transaction(async (tx) => {
        const { today } = await lockedMembership(tx, client.id);
        const freeze = await lockedFreeze(tx, client.id, request.params.freezeId);
        if (!freeze) throw notFound('Freeze not found.');
        if (freeze.state === 'OVER') throw badRequest('freezeId', operationMessages.endFreeze.over);
        // Today is not frozen any more: a freeze not started yet gives every day back.
        return endFreezeOn(tx, client.id, freeze, today);
      });
      return toFreeze(ended);
    },

    async getFreezeAllowance(request) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.id);
      return freezeAllowance(ctx.db, client.id, request.query.startDate);
    },

    async getFreezeSettings(request) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      return { endOnPunchIn: await freezeEndsOnPunch(ctx.db, gymId) };
    },

    async updateFreezeSettings(request) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      await saveFreezeEndsOnPunch(ctx.db, gymId, request.body.endOnPunchIn);
      return { endOnPunchIn: await freezeEndsOnPunch(ctx.db, gymId) };
    },
  } satisfies HandlerMap;
}
