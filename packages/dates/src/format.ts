import { BS_MONTH_NAMES, bikramSambatOf } from './bikram-sambat.ts';
import { type CalendarDate, isCalendarDate, utcDay, utcMidnight, type YearMonth } from './calendar-date.ts';
import { type DateValue, readDateValue } from './gym-clock.ts';

/**
 * The calendars a date can be written in: 'AD' (Gregorian), 'BS' (Bikram Sambat, which no ICU
 * calendar knows: our own month table, bikram-sambat-table.ts) and 'BS_AD', the BS date with the
 * AD date beside it. Call sites pass the gym's options through and never name a calendar.
 */
export const CALENDARS = ['AD', 'BS', 'BS_AD'] as const;
export type Calendar = (typeof CALENDARS)[number];

/** The languages a date can be written in; English today. */
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** How a gym writes its dates: its calendar and the reader's language (both have defaults). */
export interface CalendarOptions {
  /** 'AD' unless given. */
  calendar?: Calendar;
  /** 'en' unless given. */
  language?: Language;
}

/** A gym's dates: its time zone, which turns an instant into the gym's date, and how it writes them. */
export interface DateFormatOptions extends CalendarOptions {
  /** The gym's IANA time zone ('Asia/Kathmandu'). */
  timeZone: string;
}

/** 'medium': 'Nov 26, 2026'. 'full': 'Thursday, November 26, 2026'. */
export const DATE_STYLES = ['medium', 'full'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];

/** 'long': 'November 2026'. 'short': 'Nov 2026', for twelve labels under a chart at 360 px. */
export const MONTH_STYLES = ['long', 'short'] as const;
export type MonthStyle = (typeof MONTH_STYLES)[number];

/** How one calendar writes a day, a time of day and a month in a language. */
interface CalendarWriter {
  date(date: CalendarDate, style: DateStyle, language: Language): string;
  /** `time` is 'HH:mm:ss' on the gym's clock. */
  time(time: string, language: Language): string;
  /** A month of the writer's own calendar: with 'BS', month 8 of 2083 is Mangsir 2083. */
  month(month: YearMonth, style: MonthStyle, language: Language): string;
}

/** Each language's Intl locale: English as the specification writes it ('Nov 26, 2026'). */
const LOCALES: Record<Language, string> = { en: 'en-US' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** A Gregorian formatter of the day (or time) it is at UTC: a calendar date's midnight stays its day. */
function gregorian(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      ...options,
      calendar: 'gregory',
      numberingSystem: 'latn',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format;
}

const DATE_PARTS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
};

const AD: CalendarWriter = {
  date: (date, style, language) => gregorian(language, DATE_PARTS[style]).format(utcMidnight(date)),
  time: (time, language) =>
    gregorian(language, { hour: 'numeric', minute: '2-digit' }).format(Date.parse(`1970-01-01T${time}Z`)),
  month: ({ year, month }, style, language) =>
    gregorian(language, { year: 'numeric', month: style }).format(utcDay(year, month - 1, 1)),
};

const bsMonthName = (month: number, language: Language) =>
  BS_MONTH_NAMES[(language as string) === 'ne' ? 'ne' : 'en'][month - 1] ?? '';

/** Bikram Sambat: '10 Mangsir 2083', 'Thursday, 10 Mangsir 2083', 'Mangsir 2083'. */
const BS: CalendarWriter = {
  date: (date, style, language) => {
    // A date outside the table (a birth in 1940) stays in AD rather than failing.
    const bs = bikramSambatOf(date);
    if (!bs) return AD.date(date, style, language);
    const { year, month, day } = bs;
    const text = `${day} ${bsMonthName(month, language)} ${year}`;
    return style === 'full'
      ? `${gregorian(language, { weekday: 'long' }).format(utcMidnight(date))}, ${text}`
      : text;
  },
  time: AD.time,
  // People do not shorten BS month names as they do 'Nov': both styles read the same.
  month: ({ year, month }, _style, language) => `${bsMonthName(month, language)} ${year}`,
};

/** Both: '10 Mangsir 2083 (Nov 26, 2026)'; months and times as BS writes them. */
const BS_AD: CalendarWriter = {
  date: (date, style, language) =>
    bikramSambatOf(date)
      ? `${BS.date(date, style, language)} (${AD.date(date, 'medium', language)})`
      : AD.date(date, style, language),
  time: AD.time,
  month: BS.month,
};

const WRITERS: Record<Calendar, CalendarWriter> = { AD, BS, BS_AD };

const writerOf = (options: CalendarOptions) => WRITERS[options.calendar ?? 'AD'];

/**
 * A date as the gym's people read it: 'Nov 26, 2026' (or, with `style: 'full'`, 'Thursday,
 * November 26, 2026'). An instant is the gym's date on its own clock (an invoice made at 04:40 in
 * Kathmandu, 22:55 UTC the evening before, is issued on the Kathmandu day); a calendar date is the
 * day it names, whatever the reader's time zone.
 */
export function formatDate(value: DateValue, options: DateFormatOptions & { style?: DateStyle }): string {
  return formatCalendarDate(readDateValue(value, options.timeZone).date, options);
}

/**
 * A calendar date ('YYYY-MM-DD', nothing else) written out, where no time zone can matter: a day
 * of a month grid. Throws a RangeError for anything that is not a calendar date.
 */
export function formatCalendarDate(
  date: CalendarDate,
  options: CalendarOptions & { style?: DateStyle } = {},
): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: '${date}'`);
  return writerOf(options).date(date, options.style ?? 'medium', options.language ?? 'en');
}

/** A moment on the gym's clock: 'Nov 26, 2026, 4:40 AM'. A calendar date has no time: just its date. */
export function formatDateTime(value: DateValue, options: DateFormatOptions): string {
  const { date, time } = readDateValue(value, options.timeZone);
  const language = options.language ?? 'en';
  const writer = writerOf(options);
  const day = writer.date(date, 'medium', language);
  return time === null ? day : `${day}, ${writer.time(time, language)}`;
}

/** A month of the year, as charts label their bars: 'November 2026' (or 'Nov 2026'). */
export function formatMonth(
  month: YearMonth,
  options: CalendarOptions & { style?: MonthStyle } = {},
): string {
  return writerOf(options).month(month, options.style ?? 'long', options.language ?? 'en');
}
