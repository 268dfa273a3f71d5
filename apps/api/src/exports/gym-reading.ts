import { formatCalendarDate, formatDateTime, formatMoney } from '@gym/dates';
import type { Queryable } from '../db/database.ts';
import { gymWriting } from '../gyms/queries.ts';

/** How one gym reads dates and money: its calendar, its clock and its currency. */
export interface GymReading {
  /** A stored 'YYYY-MM-DD' date in the gym's calendar ('10 Mangsir 2083' for a BS gym). */
  date(date: string | null): string;
  /** An instant as the gym's date and time on its own clock. */
  dateTime(instant: Date): string;
  /** An exact NUMERIC amount in the gym's currency ('Rs 1,500'). */
  money(amount: string | number | null): string;
}

export async function gymReading(db: Queryable, gymId: number): Promise<GymReading> {
  const gym = await gymWriting(db, gymId);
  const options = { timeZone: gym.time_zone, calendar: gym.date_calendar };
  return {
    date: (date) => (date ? formatCalendarDate(date, options) : ''),
    dateTime: (instant) => formatDateTime(instant, options),
    money: (amount) => (amount === null ? '' : formatMoney(Number(amount), gym.currency)),
  };
}
