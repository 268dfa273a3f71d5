import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { loadOwned } from '../owned-records.ts';
import {
  isoWeekday,
  toAttendanceRecord,
  toBusiestDay,
  toBusiestHour,
  toDaysPerMonth,
} from './attendance-record.ts';
import {
  busiestDay,
  busiestHour,
  clientsIn,
  daysAttended,
  daysPerMonthOfLastYear,
  punchesOfMonth,
} from './queries.ts';

export function attendanceHandlers(ctx: AppContext) {
  return {
    async getClientAttendanceDays(request) {
      const { clientId, month, year } = request.query;
      await loadOwned(ctx.db, callerOf(request), 'client', clientId);
      return { clientId, month, year, totalDays: await daysAttended(ctx.db, clientId, { year, month }) };
    },

    async getClientAttendanceRecords(request) {
      const { clientId, month, year } = request.query;
      await loadOwned(ctx.db, callerOf(request), 'client', clientId);
      return (await punchesOfMonth(ctx.db, clientId, { year, month })).map(toAttendanceRecord);
    },

    async getGymClientsIn(request) {
      const { gymId, month, year } = request.query;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      return { gymId, month, year, totalClients: await clientsIn(ctx.db, gymId, { year, month }) };
    },

    async getGymBusiestDay(request) {
      await assertGymAccess(ctx.db, callerOf(request), request.query.gymId);
      return toBusiestDay(await busiestDay(ctx.db, request.query.gymId));
    },

    async getGymBusiestHour(request) {
      const { gymId, day } = request.query;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      return toBusiestHour(await busiestHour(ctx.db, gymId, isoWeekday(day)));
    },

    async getClientAttendanceLast12Months(request) {
      const client = await loadOwned(ctx.db, callerOf(request), 'client', request.query.clientId);
      return toDaysPerMonth(await daysPerMonthOfLastYear(ctx.db, client.id, client.gym_id));
    },
  } satisfies HandlerMap;
}
