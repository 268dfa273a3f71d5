import {
  BS_MONTH_NAMES,
  type Calendar,
  type CalendarDate,
  fromBikramSambat,
  isBsDate,
  isCalendarDate,
} from '@gym/dates';

// Values as people write them in a spreadsheet: dates in the usual ways (and the gym's BS), amounts
// with or without a currency and digit groups, genders in English and Nepali. Each reader answers
// the stored value, or a sentence naming what is wrong with the cell.

export type Read<T> = { value: T } | { problem: string };

const AD_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The month of an English month name or its first three letters ('Mar', 'March', 'sept'). */
function adMonthOf(word: string): number | undefined {
  const index = AD_MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return index < 0 ? undefined : index + 1;
}

/** The BS month of a name in English letters or Nepali ('Mangsir', 'मंसिर'), loosely spelt. */
function bsMonthOf(word: string): number | undefined {
  const loose = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z\u0900-\u097f]/g, '')
      .replace(/h/g, '');
  const wanted = loose(word);
  for (const names of [BS_MONTH_NAMES.en, BS_MONTH_NAMES.ne]) {
    const index = names.findIndex((name) => loose(name) === wanted);
    if (index >= 0) return index + 1;
  }
  return undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');

interface DayParts {
  year: number;
  month: number;
  day: number;
  /** Written with a BS month's name, or numeric in a gym that writes BS. */
  bs: boolean;
}

const YEAR_FIRST = /^(?<year>\d{4})[-/.](?<month>\d{1,2})[-/.](?<day>\d{1,2})$/;
// Day first, as South Asia writes it: 15/03/2026, 15-03-2026, 15.03.2026.
const DAY_FIRST = /^(?<day>\d{1,2})[-/.](?<month>\d{1,2})[-/.](?<year>\d{4})$/;
// 15 Mar 2026, 15-Mar-2026, 10 Mangsir 2083.
const DAY_NAMED_MONTH = /^(?<day>\d{1,2})[\s-]+(?<word>[^\d\s,.-]+)\.?[\s,-]+(?<year>\d{4})$/u;
// Mar 15, 2026.
const NAMED_MONTH_DAY = /^(?<word>[^\d\s,.-]+)\.?\s+(?<day>\d{1,2}),?\s+(?<year>\d{4})$/u;

/** The day, month and year a cell names, in the calendar it is written in, without judging them. */
function dayParts(text: string, calendar: Calendar): DayParts | undefined {
  const numeric = (YEAR_FIRST.exec(text) ?? DAY_FIRST.exec(text))?.groups;
  if (numeric) {
    const { year = '', month = '', day = '' } = numeric;
    return { year: Number(year), month: Number(month), day: Number(day), bs: calendar !== 'AD' };
  }
  const named = (DAY_NAMED_MONTH.exec(text) ?? NAMED_MONTH_DAY.exec(text))?.groups;
  if (!named) return undefined;
  const { year = '', word = '', day = '' } = named;
  const adMonth = /^[a-z]+$/i.test(word) ? adMonthOf(word) : undefined;
  if (adMonth !== undefined) return { year: Number(year), month: adMonth, day: Number(day), bs: false };
  const bsMonth = bsMonthOf(word);
  return bsMonth === undefined
    ? undefined
    : { year: Number(year), month: bsMonth, day: Number(day), bs: true };
}

/**
 * A date cell as a stored AD date ('YYYY-MM-DD'): 2026-03-15, 15/03/2026, 15 Mar 2026, Mar 15,
 * 2026, or a BS date (10 Mangsir 2083, and numeric dates when the gym writes BS); the AD date an
 * export of a BS_AD gym writes in brackets is read too. Blank is null.
 */
export function readDate(cell: string, calendar: Calendar): Read<CalendarDate | null> {
  const text = cell.trim().replace(/\s*\(.*\)$/, '');
  if (!text) return { value: null };
  const parts = dayParts(text, calendar);
  if (!parts) return { problem: `'${cell.trim()}' is not a date (write it like 2026-03-15 or 15/03/2026).` };
  const { year, month, day } = parts;
  if (parts.bs) {
    return isBsDate({ year, month, day })
      ? { value: fromBikramSambat({ year, month, day }) }
      : { problem: `'${cell.trim()}' is not a day of the Bikram Sambat calendar.` };
  }
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(iso) && year >= 1900
    ? { value: iso }
    : { problem: `'${cell.trim()}' is a date that does not exist.` };
}

/**
 * An amount cell as an exact decimal text ('1500.5'): 'Rs 1,500', '₹ 1,00,000.50', 'NPR 1500' and
 * '1 500' are read; blank is zero. Negative amounts and more than two decimals are refused.
 */
export function readAmount(cell: string): Read<string> {
  const text = cell
    .trim()
    .replace(/^(rs\.?|npr|lkr|inr|pkr|aud|a\$|₹|रु\.?|रू\.?)\s*/i, '')
    .replace(/[,\s\u00a0]/g, '');
  if (!text) return { value: '0' };
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) {
    return { problem: `'${cell.trim()}' is not an amount (write it like 1500 or 1,500.50).` };
  }
  return { value: text.replace(/^0+(?=\d)/, '') };
}

const GENDERS: Record<string, 'MALE' | 'FEMALE'> = {
  m: 'MALE',
  male: 'MALE',
  man: 'MALE',
  पुरुष: 'MALE',
  पु: 'MALE',
  පිරිමි: 'MALE',
  f: 'FEMALE',
  female: 'FEMALE',
  woman: 'FEMALE',
  महिला: 'FEMALE',
  म: 'FEMALE',
  स्त्री: 'FEMALE',
  ගැහැණු: 'FEMALE',
};

export function readGender(cell: string): Read<'MALE' | 'FEMALE'> {
  const text = cell.trim();
  if (!text) return { problem: 'Gender is missing (Male or Female).' };
  const gender = GENDERS[text.toLowerCase()];
  return gender ? { value: gender } : { problem: `'${text}' is not a gender (Male or Female).` };
}
