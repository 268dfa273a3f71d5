export {
  addDays,
  addMonths,
  type CalendarDate,
  daysBetween,
  isCalendarDate,
  type YearMonth,
} from './calendar-date.ts';
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
export { CURRENCIES, type Currency, formatMoney, formatThousands, groupDigits } from './money.ts';
