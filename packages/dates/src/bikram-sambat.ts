import { BS_EPOCH_AD, BS_FIRST_YEAR, BS_LAST_YEAR, BS_MONTH_DAYS } from './bikram-sambat-table.ts';
import { addDays, type CalendarDate, daysBetween, isCalendarDate } from './calendar-date.ts';

/**
 * Bikram Sambat, Nepal's official calendar, over the month table in bikram-sambat-table.ts. Dates
 * are stored in AD ('YYYY-MM-DD') everywhere; BS is only how a date is read and typed.
 */

/** A day of the BS calendar; `month` runs 1 (Baishakh) to 12 (Chaitra). */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/** The months as the gym's people write them, in English letters and in Nepali. */
export const BS_MONTH_NAMES = {
  en: [
    'Baishakh',
    'Jestha',
    'Asar',
    'Shrawan',
    'Bhadra',
    'Ashoj',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
} as const;

/** The days of a BS month, or undefined outside the table (BS 2000-2100). */
export function bsMonthDays(year: number, month: number): number | undefined {
  return BS_MONTH_DAYS[year]?.[month - 1];
}

/** Days from 1 Baishakh 2000 to 1 Baishakh of each year, BS_FIRST_YEAR to BS_LAST_YEAR + 1. */
let yearOffsets: number[] | undefined;
function offsetsOfYears(): number[] {
  if (!yearOffsets) {
    yearOffsets = [0];
    for (let year = BS_FIRST_YEAR; year <= BS_LAST_YEAR; year++) {
      const days = (BS_MONTH_DAYS[year] ?? []).reduce((sum, month) => sum + month, 0);
      yearOffsets.push((yearOffsets.at(-1) ?? 0) + days);
    }
  }
  return yearOffsets;
}

/** Whether year, month and day name a day the table holds (32 Mangsir 2083 does not exist). */
export function isBsDate({ year, month, day }: BsDate): boolean {
  const days = Number.isInteger(month) ? bsMonthDays(year, month) : undefined;
  return days !== undefined && Number.isInteger(day) && day >= 1 && day <= days;
}

/**
 * The BS day of an AD date: '2026-11-26' -> 10 Mangsir 2083; null outside the table, that is before
 * 1 Baishakh 2000 (14 April 1943) or after the end of Chaitra 2100.
 */
export function bikramSambatOf(date: CalendarDate): BsDate | null {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: '${date}'`);
  const offsets = offsetsOfYears();
  let left = daysBetween(BS_EPOCH_AD, date);
  if (left < 0 || left >= (offsets.at(-1) ?? 0)) return null;
  let index = 0;
  while ((offsets[index + 1] ?? Number.POSITIVE_INFINITY) <= left) index++;
  const year = BS_FIRST_YEAR + index;
  left -= offsets[index] ?? 0;
  let month = 1;
  for (const days of BS_MONTH_DAYS[year] ?? []) {
    if (left < days) break;
    left -= days;
    month++;
  }
  return { year, month, day: left + 1 };
}

/** As bikramSambatOf, for a date that must be in the table: a RangeError outside it. */
export function toBikramSambat(date: CalendarDate): BsDate {
  const bs = bikramSambatOf(date);
  if (!bs) throw new RangeError(`Outside BS 2000-2100: ${date}`);
  return bs;
}

/** The AD date of a BS day; throws a RangeError for a day that does not exist. */
export function fromBikramSambat(date: BsDate): CalendarDate {
  if (!isBsDate(date)) throw new RangeError(`Not a BS date: ${date.year}-${date.month}-${date.day}`);
  const before = (BS_MONTH_DAYS[date.year] ?? [])
    .slice(0, date.month - 1)
    .reduce((sum, days) => sum + days, 0);
  return addDays(BS_EPOCH_AD, (offsetsOfYears()[date.year - BS_FIRST_YEAR] ?? 0) + before + date.day - 1);
}

/**
 * A date some whole BS months later (the forms' +1/3/6/12 months, for a gym that counts in BS);
 * a day the target month lacks becomes its last day (32 Jestha + 1 month = 31 Asar or 32 Asar).
 */
export function addBsMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = toBikramSambat(date);
  const index = (year - BS_FIRST_YEAR) * 12 + (month - 1) + months;
  const target = { year: BS_FIRST_YEAR + Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
  const days = bsMonthDays(target.year, target.month);
  if (days === undefined) throw new RangeError(`Outside BS 2000-2100: ${target.year}`);
  return fromBikramSambat({ ...target, day: Math.min(day, days) });
}

/** The first and last AD dates of a BS month: what a report or filter of that month covers. */
export function bsMonthSpan(year: number, month: number): { first: CalendarDate; last: CalendarDate } {
  const days = bsMonthDays(year, month);
  if (days === undefined) throw new RangeError(`Outside BS 2000-2100: ${year}-${month}`);
  return {
    first: fromBikramSambat({ year, month, day: 1 }),
    last: fromBikramSambat({ year, month, day: days }),
  };
}

const BS_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A BS date typed as 'YYYY-MM-DD' ('2083-08-10'), or null when it is not a day of the table. */
export function parseBsDate(text: string): BsDate | null {
  const match = BS_TEXT.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isBsDate(date) ? date : null;
}
