import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { addDays, todayIn } from '../time.ts';
import { assertSuperAdmin } from '../users/access.ts';
import { toAdminSummary } from './admin-record.ts';
import { expiringUsers, platformCounts } from './queries.ts';

/** Subscriptions ending within this many days of today count as expiring on the admin home. */
const EXPIRING_WITHIN_DAYS = 7;

export function adminHandlers(ctx: AppContext) {
  const zone = ctx.config.platformTimeZone;
  return {
    async getAdminSummary(request) {
      assertSuperAdmin(callerOf(request));
      const today = todayIn(zone);
      const until = addDays(today, EXPIRING_WITHIN_DAYS);
      const [counts, expiring] = await Promise.all([
        platformCounts(ctx.db, { timeZone: zone, month: today.slice(0, 7), from: today, to: until }),
        expiringUsers(ctx.db, today, until),
      ]);
      return toAdminSummary(counts, expiring, zone);
    },
  } satisfies HandlerMap;
}
