import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import type { AttendanceRow, BusiestDayRow, BusiestHourRow, MonthDaysRow } from './attendance-record.ts';

/** A punch's local time in its gym's time zone (attendance a joined to gyms g). */
const LOCAL = '(a.punched_at AT TIME ZONE g.time_zone)';
const PUNCHES = 'attendance a JOIN gyms g ON g.id = a.gym_id';
const IN_MONTH = `extract(year FROM ${LOCAL}) = $2 AND extract(month FROM ${LOCAL}) = $3`;

export interface Month {
  year: number;
  month: number;
}

/** The gym-local days of the month on which the client punched. */
export async function daysAttended(db: Queryable, clientId: number, { year, month }: Month): Promise<number> {
  const [row] = await db.query<{ days: number }>(
    `SELECT count(DISTINCT ${LOCAL}::date)::int AS days FROM ${PUNCHES} WHERE a.client_id = $1 AND ${IN_MONTH}`,
    [clientId, year, month],
  );
  return row?.days ?? 0;
}

export function punchesOfMonth(db: Queryable, clientId: number, { year, month }: Month) {
  return db.query<AttendanceRow>(
    `SELECT a.punched_at, a.status FROM ${PUNCHES} WHERE a.client_id = $1 AND ${IN_MONTH} ORDER BY a.punched_at`,
    [clientId, year, month],
  );
}

/** How many different clients came to the gym in the month. */
export async function clientsIn(db: Queryable, gymId: number, { year, month }: Month): Promise<number> {
  const [row] = await db.query<{ clients: number }>(
    `SELECT count(DISTINCT a.client_id)::int AS clients FROM ${PUNCHES} WHERE a.gym_id = $1 AND ${IN_MONTH}`,
    [gymId, year, month],
  );
  return row?.clients ?? 0;
}

/** The weekday (ISO number, 1 = Monday) with the most check-ins, the earliest on a tie. */
export async function busiestDay(db: Queryable, gymId: number) {
  return firstRow<BusiestDayRow>(
    db,
    `SELECT extract(isodow FROM ${LOCAL})::int AS day, count(*)::int AS count
       FROM ${PUNCHES} WHERE a.gym_id = $1 AND a.status = 'CHECK_IN' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    [gymId],
  );
}

/** The hour of that weekday (ISO number) with the most check-ins, the earliest on a tie. */
export async function busiestHour(db: Queryable, gymId: number, isoWeekday: number) {
  return firstRow<BusiestHourRow>(
    db,
    `SELECT extract(hour FROM ${LOCAL})::int AS hour, count(*)::int AS count
       FROM ${PUNCHES} WHERE a.gym_id = $1 AND a.status = 'CHECK_IN' AND extract(isodow FROM ${LOCAL}) = $2
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    [gymId, isoWeekday],
  );
}

/** Every one of the last 12 months (this one included, gym time) with the days attended. */
export function daysPerMonthOfLastYear(db: Queryable, clientId: number, gymId: number) {
  return db.query<MonthDaysRow>(
    `WITH months AS (
       SELECT to_char(date_trunc('month', (now() AT TIME ZONE g.time_zone)) - make_interval(months => n), 'YYYY-MM') AS month
         FROM gyms g, generate_series(11, 0, -1) AS n WHERE g.id = $2)
     SELECT months.month, count(DISTINCT local_day)::int AS days
       FROM months LEFT JOIN (
         SELECT to_char(${LOCAL}, 'YYYY-MM') AS month, ${LOCAL}::date AS local_day
           FROM ${PUNCHES} WHERE a.client_id = $1) AS punches
         ON punches.month = months.month
      GROUP BY months.month ORDER BY months.month`,
    [clientId, gymId],
  );
}
