/**
 * A date without a time of day, 'YYYY-MM-DD': a membership's end, a birthday, a payment's date.
 * It names a day of the gym's calendar, so it is never moved by any clock: the arithmetic below
 * works on the day's midnight in UTC, where no reader's time zone can shift it.
 */
export type CalendarDate = string;

/** A month of a year; `month` runs 1 (January) to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Midnight UTC of a day given by year, month (0-11, rolling over either way) and day of month
 * (rolling over too). Unlike Date.UTC, the years 0 to 99 are those years, not 1900 to 1999.
 */
export function utcDay(year: number, monthIndex: number, day: number): number {
  const moment = new Date(0);
  moment.setUTCFullYear(year, monthIndex, day);
  return moment.getTime();
}

/** The day's midnight in UTC, in milliseconds; NaN for anything but a real 'YYYY-MM-DD' day. */
export function utcMidnight(date: CalendarDate): number {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return Number.NaN;
  const [, year = '', month = '', day = ''] = match;
  const moment = new Date(utcDay(Number(year), Number(month) - 1, Number(day)));
  // 2026-02-30 would roll over to March 2: a day that does not exist is not a date.
  return moment.getUTCDate() === Number(day) && moment.getUTCMonth() === Number(month) - 1
    ? moment.getTime()
    : Number.NaN;
}

/** Whether a text is a calendar date ('2026-11-26'), as opposed to a moment or anything else. */
export function isCalendarDate(value: string): value is CalendarDate {
  return !Number.isNaN(utcMidnight(value));
}

/** 'YYYY-MM-DD' of a UTC midnight (or any moment of that UTC day). */
function fromUtcMidnight(moment: number): CalendarDate {
  const day = new Date(moment);
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** A date some whole days later (or earlier, with a negative count). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMidnight(utcMidnight(date) + days * DAY_MS);
}

/**
 * A date some whole months later (the forms' +1/3/6/12 months buttons); a day the target month
 * lacks becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const lastDay = new Date(utcDay(year, month - 1 + months + 1, 0)).getUTCDate();
  return fromUtcMidnight(utcDay(year, month - 1 + months, Math.min(day, lastDay)));
}

/** Whole days from `from` to `to`: negative when `to` comes first. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}
