import type { ResponseOf, Schemas } from '../contract.ts';

type Weekday = Schemas['Weekday'];

export interface AttendanceRow {
  punched_at: Date;
  status: Schemas['AttendanceRecord']['status'];
}
export interface BusiestDayRow {
  /** ISO day number, 1 = Monday. */
  day: number;
  count: number;
}
export interface BusiestHourRow {
  hour: number;
  count: number;
}
export interface MonthDaysRow {
  /** YYYY-MM */
  month: string;
  days: number;
}

// ISO day numbers (1 = Monday) to the contract's names.
const WEEKDAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

export const isoWeekday = (day: Weekday): number => WEEKDAYS.indexOf(day) + 1;

export function toAttendanceRecord(row: AttendanceRow): Schemas['AttendanceRecord'] {
  return { datetime: row.punched_at.toISOString(), status: row.status };
}

export function toBusiestDay(row: BusiestDayRow | undefined): ResponseOf<'getGymBusiestDay'> {
  return { day: row ? (WEEKDAYS[row.day - 1] ?? null) : null, count: row?.count ?? 0 };
}

export function toBusiestHour(row: BusiestHourRow | undefined): ResponseOf<'getGymBusiestHour'> {
  return { hour: row?.hour ?? null, count: row?.count ?? 0 };
}

export function toDaysPerMonth(rows: MonthDaysRow[]): ResponseOf<'getClientAttendanceLast12Months'> {
  return Object.fromEntries(rows.map((row) => [row.month, row.days]));
}
