export {
  addBsMonths,
  BS_MONTH_NAMES,
  type BsDate,
  bikramSambatOf,
  bsMonthDays,
  bsMonthSpan,
  fromBikramSambat,
  isBsDate,
  parseBsDate,
  toBikramSambat,
} from './bikram-sambat.ts';
export {
  BS_FIRST_PROJECTED_YEAR,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  BS_TABLE_VERSION,
} from './bikram-sambat-table.ts';
export {
  addDays,
  addMonths,
  type CalendarDate,
  daysBetween,
  isCalendarDate,
  type YearMonth,
} from './calendar-date.ts';
export { addCalendarMonths, countsBsMonths } from './calendar-months.ts';
export { type CompactUnit, compactAmount } from './compact-amount.ts';
export { CALLING_CODES, type CountryCode, countryOfTimeZone } from './country.ts';
export {
  CALENDARS,
  type Calendar,
  type CalendarOptions,
  DATE_STYLES,
  type DateFormatOptions,
  type DateStyle,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatMonth,
  LANGUAGES,
  type Language,
  MONTH_STYLES,
  type MonthStyle,
} from './format.ts';
export {
  type DateValue,
  gymDateOf,
  readDateValue,
  todayIn,
  type WallClock,
  wallClockAt,
} from './gym-clock.ts';
export {
  CURRENCIES,
  type Currency,
  formatMoney,
  formatThousands,
  groupDigits,
} from './money.ts';
