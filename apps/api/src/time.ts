import type { Calendar as DateCalendar, DateFormatOptions } from '@gym/dates';

// The server's dates come from @gym/dates, the one date module the app and the design system use.
export { addDays, daysBetween, todayIn } from '@gym/dates';

/** How a gym's dates are written in what the server says to people (SMS): on its clock, in its calendar. */
export const gymDates = (gym: { time_zone: string; date_calendar: DateCalendar }): DateFormatOptions => ({
  timeZone: gym.time_zone,
  calendar: gym.date_calendar,
});
