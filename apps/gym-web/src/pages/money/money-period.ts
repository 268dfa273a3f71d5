// The money screens' periods (month, year, a from-to range), apart from the money form's rules so
// the analytics screen does not load the contract's form messages with them.
import { BS_MONTH_NAMES, bsMonthSpan, type Calendar, countsBsMonths, toBikramSambat } from '@gym/ui';
import { translate } from '../../i18n/i18n.ts';
import { FORMAT_LOCALES, type Language } from '../../i18n/languages.ts';
import { defineMessages } from '../../i18n/messages.ts';

const TEXT = defineMessages({
  anyMonth: { defaultMessage: 'Any month', description: 'Money filters: the month choice that picks none' },
  endBeforeStart: {
    defaultMessage: 'The end date must be on or after the start date.',
    description: 'Money filters: under the To date',
  },
});

/** The month choice of the money filters: no month, or the calendar's first (1) to twelfth (12). */
export const NO_MONTH = 0;

/**
 * The twelve months of the gym's calendar as its people name them: Baishakh to Chaitra (in Nepali
 * letters for a Nepali reader) for a gym that reads BS, else January to December in the language.
 */
export function monthNames(calendar: Calendar, language: Language): string[] {
  if (countsBsMonths(calendar)) return [...BS_MONTH_NAMES[language === 'ne' ? 'ne' : 'en']];
  const name = new Intl.DateTimeFormat(FORMAT_LOCALES[language], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => name.format(Date.UTC(2000, index, 1)));
}

/** The month select's options: any month, then the calendar's twelve. */
export const monthOptions = (calendar: Calendar, language: Language) => [
  { id: NO_MONTH, label: translate(TEXT.anyMonth) },
  ...monthNames(calendar, language).map((label, index) => ({ id: index + 1, label })),
];

/** The money year input's range (section 9): years of the gym's calendar, which the BS table spans too. */
export const YEAR_RANGE = { min: 2000, max: 2100 } as const;

/** The year it is in the gym's calendar on `today` (an AD day): 2083 in BS for 2026-11-26. */
export const yearOf = (today: string, calendar: Calendar) =>
  countsBsMonths(calendar) ? toBikramSambat(today).year : Number(today.slice(0, 4));

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The first and last AD day (YYYY-MM-DD) of a month, 1-12, of the gym's calendar: for a gym that
 * reads BS, month 8 of 2083 is Mangsir 2083 (2026-11-17 to 2026-12-15).
 */
export function monthRange(
  year: number,
  month: number,
  calendar: Calendar = 'AD',
): { from: string; to: string } {
  if (countsBsMonths(calendar)) {
    const { first, last } = bsMonthSpan(year, month);
    return { from: first, to: last };
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** A period's end before its start finds nothing: said at the end field rather than left silent. */
export const periodError = (from: string | null, to: string | null) =>
  from && to && to < from ? translate(TEXT.endBeforeStart) : undefined;

export const isMoneyYear = (year: number) =>
  Number.isInteger(year) && year >= YEAR_RANGE.min && year <= YEAR_RANGE.max;
