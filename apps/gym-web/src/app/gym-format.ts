import type { components } from '@gym/api-client';
import {
  addCalendarMonths,
  type Calendar,
  type Currency,
  countsBsMonths,
  type DateFormatOptions,
  type DateValue,
  formatDate,
  formatDateTime,
  formatMoney,
  todayIn,
} from '@gym/ui';
import { useSession } from '../session/session-store.ts';

// The contract's currencies are exactly those the design system formats.
type SameCurrencies = [components['schemas']['Currency']] extends [Currency]
  ? [Currency] extends [components['schemas']['Currency']]
    ? true
    : false
  : false;
true satisfies SameCurrencies; // false, a type error, if the contract's currencies and the formatter's differ

export const MONTHS_IN_BS = 'Months are counted in Bikram Sambat.';

/** Before a gym is chosen (or in a session saved before gyms had them): Nepal's rupee and clock, in AD. */
const FALLBACK = { currency: 'NPR', timeZone: 'Asia/Kathmandu', calendar: 'AD' } as const;

/**
 * How a gym's dates are written (`@gym/dates`): an instant as the date on the gym's own clock. The
 * one place a gym becomes date options, for the selected gym and for any gym a screen shows, so
 * the gym's calendar and language join here and nowhere else.
 */
export const gymDates = (gym: { timeZone: string; calendar: Calendar }): DateFormatOptions => ({
  timeZone: gym.timeZone,
  calendar: gym.calendar,
});

/** The selected gym's money and clock: amounts in its currency, today, dates and times on its time zone. */
export function useGymFormat() {
  const { gym } = useSession();
  const currency = gym.gymCurrency ?? FALLBACK.currency;
  const timeZone = gym.gymTimeZone ?? FALLBACK.timeZone;
  const dates = gymDates({ timeZone, calendar: gym.gymCalendar ?? FALLBACK.calendar });
  return {
    currency,
    timeZone,
    dates,
    money: (amount: number) => formatMoney(amount, currency),
    today: () => todayIn(timeZone),
    /** 'Nov 26, 2026': a calendar date as it is, an instant as the gym's date. */
    date: (value: DateValue) => formatDate(value, dates),
    /** 'Nov 26, 2026, 4:40 AM' on the gym's clock. */
    dateTime: (value: DateValue) => formatDateTime(value, dates),
    /** A date some months later, counted in the gym's calendar (BS months for a gym that reads BS). */
    addMonths: (date: string, months: number) => addCalendarMonths(date, months, dates.calendar ?? 'AD'),
    /** Said beside the +months buttons when they count BS months; nothing for AD. */
    monthsNote: countsBsMonths(dates.calendar ?? 'AD') ? MONTHS_IN_BS : undefined,
  };
}
