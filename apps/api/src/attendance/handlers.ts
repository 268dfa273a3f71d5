import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import { ownedClientGym } from '../clients/access.ts';
import type { AppContext } from '../context.ts';
import { assertGymAccess } from '../gyms/access.ts';

type MonthQuery = { month: number; year: number };
type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

// ISO day numbers (1 = Monday) to the contract's names.
const WEEKDAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
/** A punch's local time in its gym's time zone (attendance a joined to gyms g). */
const LOCAL = '(a.punched_at AT TIME ZONE g.time_zone)';
const IN_MONTH = `extract(year FROM ${LOCAL}) = $2 AND extract(month FROM ${LOCAL}) = $3`;

export function attendanceHandlers(ctx: AppContext) {
  const clientGym = (request: FastifyRequest, clientId: number) =>
    ownedClientGym(ctx.db, callerOf(request), clientId);

  return {
    async getClientAttendanceDays(
      request: FastifyRequest<{ Querystring: MonthQuery & { clientId: number } }>,
    ) {
      const { clientId, month, year } = request.query;
      await clientGym(request, clientId);
      const [row] = await ctx.db.query<{ days: number }>(
        `SELECT count(DISTINCT ${LOCAL}::date)::int AS days FROM attendance a JOIN gyms g ON g.id = a.gym_id
          WHERE a.client_id = $1 AND ${IN_MONTH}`,
        [clientId, year, month],
      );
      return { clientId, month, year, totalDays: row?.days ?? 0 };
    },

    async getClientAttendanceRecords(
      request: FastifyRequest<{ Querystring: MonthQuery & { clientId: number } }>,
    ) {
      const { clientId, month, year } = request.query;
      await clientGym(request, clientId);
      const rows = await ctx.db.query<{ punched_at: Date; status: string }>(
        `SELECT a.punched_at, a.status FROM attendance a JOIN gyms g ON g.id = a.gym_id
          WHERE a.client_id = $1 AND ${IN_MONTH} ORDER BY a.punched_at`,
        [clientId, year, month],
      );
      return rows.map((row) => ({ datetime: row.punched_at, status: row.status }));
    },

    async getGymClientsIn(request: FastifyRequest<{ Querystring: MonthQuery & { gymId: number } }>) {
      const { gymId, month, year } = request.query;
      await assertGymAccess(ctx.db, callerOf(request), gymId);
      const [row] = await ctx.db.query<{ clients: number }>(
        `SELECT count(DISTINCT a.client_id)::int AS clients FROM attendance a JOIN gyms g ON g.id = a.gym_id
          WHERE a.gym_id = $1 AND ${IN_MONTH}`,
        [gymId, year, month],
      );
      return { gymId, month, year, totalClients: row?.clients ?? 0 };
    },

    async getGymBusiestDay(request: FastifyRequest<{ Querystring: { gymId: number } }>) {
      await assertGymAccess(ctx.db, callerOf(request), request.query.gymId);
      const [row] = await ctx.db.query<{ day: number; count: number }>(
        `SELECT extract(isodow FROM ${LOCAL})::int AS day, count(*)::int AS count
           FROM attendance a JOIN gyms g ON g.id = a.gym_id
          WHERE a.gym_id = $1 AND a.status = 'CHECK_IN' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
        [request.query.gymId],
      );
      return { day: row ? WEEKDAYS[row.day - 1] : null, count: row?.count ?? 0 };
    },

    async getGymBusiestHour(request: FastifyRequest<{ Querystring: { gymId: number; day: Weekday } }>) {
      await assertGymAccess(ctx.db, callerOf(request), request.query.gymId);
      const [row] = await ctx.db.query<{ hour: number; count: number }>(
        `SELECT extract(hour FROM ${LOCAL})::int AS hour, count(*)::int AS count
           FROM attendance a JOIN gyms g ON g.id = a.gym_id
          WHERE a.gym_id = $1 AND a.status = 'CHECK_IN' AND extract(isodow FROM ${LOCAL}) = $2
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
        [request.query.gymId, WEEKDAYS.indexOf(request.query.day) + 1],
      );
      return { hour: row?.hour ?? null, count: row?.count ?? 0 };
    },

    /** Every one of the last 12 months (this one included, gym time) with the days attended. */
    async getClientAttendanceLast12Months(request: FastifyRequest<{ Querystring: { clientId: number } }>) {
      const gymId = await clientGym(request, request.query.clientId);
      const rows = await ctx.db.query<{ month: string; days: number }>(
        `WITH months AS (
           SELECT to_char(date_trunc('month', (now() AT TIME ZONE g.time_zone)) - make_interval(months => n), 'YYYY-MM') AS month
             FROM gyms g, generate_series(11, 0, -1) AS n WHERE g.id = $2)
         SELECT months.month, count(DISTINCT local_day)::int AS days
           FROM months LEFT JOIN (
             SELECT to_char(${LOCAL}, 'YYYY-MM') AS month, ${LOCAL}::date AS local_day
               FROM attendance a JOIN gyms g ON g.id = a.gym_id WHERE a.client_id = $1) AS punches
             ON punches.month = months.month
          GROUP BY months.month ORDER BY months.month`,
        [request.query.clientId, gymId],
      );
      return Object.fromEntries(rows.map((row) => [row.month, row.days]));
    },
  };
}
