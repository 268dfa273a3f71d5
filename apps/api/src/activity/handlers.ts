import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { pageOf } from '../http/paging.ts';
import { loadOwned } from '../owned-records.ts';
import { toActivityEntry } from './activity-record.ts';
import { activityOfClient, activityOfGym } from './queries.ts';

/** The activity trail (decision 0044): read-only; the database writes it. */
export function activityHandlers(ctx: AppContext) {
  return {
    async listGymActivity(request) {
      const { gymId } = request.params;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const { rows, total } = await activityOfGym(ctx.db, gymId, request.query);
      return pageOf(rows.map(toActivityEntry), total, request.query);
    },

    async listClientActivity(request) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.params.id);
      const { rows, total } = await activityOfClient(ctx.db, client.gym_id, client.id, request.query);
      return pageOf(rows.map(toActivityEntry), total, request.query);
    },
  } satisfies HandlerMap;
}
