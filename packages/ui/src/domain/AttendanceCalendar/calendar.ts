import {
  addBsMonths,
  BS_MONTH_NAMES,
  bsMonthDays,
  bsMonthSpan,
  type Calendar,
  formatCalendarDate,
  formatMonth,
  toBikramSambat,
} from '@gym/dates';

/** A month of a year; `month` runs 1 (January) to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** One recorded door event: its day, its status as the device reports it, and the time. */
export interface Punch {
  /** YYYY-MM-DD */
  date: string;
  /** e.g. 'CHECK_IN', 'CHECK_OUT' */
  status: string;
  /** HH:mm (or HH:mm:ss) */
  time: string;
}

/**
 * What a day shows: attended, missed (a past day without punches), today so far, still to come, or
 * before the client joined (not theirs to miss).
 */
export type DayState = 'present' | 'absent' | 'today' | 'future' | 'before';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Sunday first, as the specification asks. */
export const WEEKDAYS = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromUtc(ms: number): string {
  const d = new Date(ms);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}

/** 0 for Sunday to 6 for Saturday. */
export function weekday(date: string): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Months apart: positive when `b` is after `a`. */
export function monthDiff(a: YearMonth, b: YearMonth): number {
  return (b.year - a.year) * 12 + (b.month - a.month);
}

export function addMonths(ym: YearMonth, months: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The same day of the month `months` away, or that month's last day when it is shorter (Jan 31 -> Feb 28). */
export function addMonthsToDate(date: string, months: number): string {
  const target = addMonths(monthOf(date), months);
  return isoDate(target.year, target.month, Math.min(dayOfMonth(date), daysInMonth(target)));
}

/**
 * How a calendar's months are counted, over AD dates ('YYYY-MM-DD', as everything is stored): the
 * month a date falls in, its day of that month, the month's dates, and a date some months away.
 */
export interface MonthSystem {
  monthOf: (date: string) => YearMonth;
  dayOfMonth: (date: string) => number;
  /** The month's days, first to last, as AD dates. */
  datesOf: (month: YearMonth) => string[];
  /** The same day of the month `months` away, or that month's last day when it is shorter. */
  addMonthsToDate: (date: string, months: number) => string;
  /** The months' names, January (or Baishakh) first. */
  monthNames: readonly string[];
}

const AD_MONTHS: MonthSystem = {
  monthOf,
  dayOfMonth,
  datesOf: (ym) => Array.from({ length: daysInMonth(ym) }, (_, i) => isoDate(ym.year, ym.month, i + 1)),
  addMonthsToDate,
  monthNames: MONTH_NAMES,
};

/** Bikram Sambat's months (packages/dates' table): Baishakh to Chaitra, 29 to 32 days each. */
const BS_MONTHS: MonthSystem = {
  monthOf: (date) => {
    const { year, month } = toBikramSambat(date);
    return { year, month };
  },
  dayOfMonth: (date) => toBikramSambat(date).day,
  datesOf: ({ year, month }) => {
    const { first } = bsMonthSpan(year, month);
    return Array.from({ length: bsMonthDays(year, month) ?? 0 }, (_, i) => addDays(first, i));
  },
  addMonthsToDate: addBsMonths,
  monthNames: BS_MONTH_NAMES.en,
};

/** The months a calendar shows: AD's, or BS's for a gym that reads BS (with or without AD beside). */
export const monthSystemOf = (calendar: Calendar): MonthSystem => (calendar === 'AD' ? AD_MONTHS : BS_MONTHS);

/** The month's weeks, Sunday first; days of the neighbouring months are null. */
export function monthGrid(ym: YearMonth, system: MonthSystem = AD_MONTHS): (string | null)[][] {
  const dates = system.datesOf(ym);
  const cells: (string | null)[] = Array.from({ length: dates[0] ? weekday(dates[0]) : 0 }, () => null);
  cells.push(...dates);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Punches by day, each day's in time order. */
export function punchesByDay(punches: readonly Punch[]): Map<string, Punch[]> {
  const days = new Map<string, Punch[]>();
  for (const punch of punches) {
    const list = days.get(punch.date);
    if (list) list.push(punch);
    else days.set(punch.date, [punch]);
  }
  for (const list of days.values()) list.sort((a, b) => a.time.localeCompare(b.time));
  return days;
}

/**
 * A day with any punch is present; a day before the client joined (`joined`, when known) without
 * one is neither absent nor counted; a day before today without one is absent; today without a
 * punch is not absent yet, and later days are neutral.
 */
export function dayState(date: string, punchCount: number, today: string, joined?: string | null): DayState {
  if (punchCount > 0) return 'present';
  if (joined && date < joined) return 'before';
  if (date < today) return 'absent';
  return date === today ? 'today' : 'future';
}

/** 'CHECK_IN 07:02' (seconds dropped). */
export function punchText(punch: Punch): string {
  return `${punch.status} ${punch.time.slice(0, 5)}`;
}

/** 'Monday, November 2, 2026' (in BS, 'Monday, 17 Kartik 2083'). */
export function formatLongDate(date: string, calendar: Calendar = 'AD'): string {
  return formatCalendarDate(date, { style: 'full', calendar });
}

/** 'November 2026' (in BS, 'Mangsir 2083'). */
export function monthTitle(month: YearMonth, calendar: Calendar = 'AD'): string {
  return formatMonth(month, { calendar });
}

/**
 * The month range the selectors offer: the first month of the year `years - 1` years ago through
 * the current month, in the calendar's own months and years.
 */
export function monthRange(
  today: string,
  years = 5,
  system: MonthSystem = AD_MONTHS,
): { first: YearMonth; last: YearMonth } {
  const last = system.monthOf(today);
  return { first: { year: last.year - (years - 1), month: 1 }, last };
}

export function clampMonth(ym: YearMonth, range: { first: YearMonth; last: YearMonth }): YearMonth {
  if (monthDiff(range.first, ym) < 0) return range.first;
  if (monthDiff(ym, range.last) < 0) return range.last;
  return ym;
}

/**
 * Where keyboard focus goes from `date` (the grid pattern of a date picker): arrows a day or a week,
 * Home and End the week's Sunday and Saturday, Page Up and Page Down the same day a month earlier
 * or later (in the calendar's months). Null for any other key.
 */
export function nextFocusDate(date: string, key: string, system: MonthSystem = AD_MONTHS): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday(date));
    case 'End':
      return addDays(date, 6 - weekday(date));
    case 'PageUp':
      return system.addMonthsToDate(date, -1);
    case 'PageDown':
      return system.addMonthsToDate(date, 1);
    default:
      return null;
  }
}
