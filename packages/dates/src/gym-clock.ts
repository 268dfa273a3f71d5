import { type CalendarDate, isCalendarDate } from './calendar-date.ts';

/** What the gym's own clock on the wall read at some moment. */
export interface WallClock {
  /** The gym's date, 'YYYY-MM-DD'. */
  date: CalendarDate;
  /** The gym's time of day, 'HH:mm:ss' (00:00:00 to 23:59:59). */
  time: string;
}

/**
 * A value the API or a form hands over: an instant (a `Date`, or ISO text with 'Z' or an offset:
 * '2026-11-25T22:55:00.000Z'), a gym's local date and time without an offset ('2026-11-26T04:40',
 * the gym's own clock, as the architecture fixes it) or a calendar date ('2026-11-26').
 */
export type DateValue = string | Date;

// Building a formatter costs far more than using one: one per time zone, kept.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** What the clock of `timeZone` (an IANA name: 'Asia/Kathmandu') read at an instant. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Not a moment: an invalid Date');
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** Today's date on the gym's clock: in Kathmandu (UTC+5:45) it turns at 18:15 UTC. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  return wallClockAt(now, timeZone).date;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
// The contract's offsets: 'Z', '+05:45', '+0545' or '+05'.
const INSTANT = /^(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(?:(Z)|([+-]\d{2}):?(\d{2})?)$/i;

/**
 * A value as the gym reads it: its date and, when it has one, its time on the gym's clock. A
 * calendar date stays the day it names, whatever the zone; a local date-time is already the gym's;
 * an instant is turned to the gym's clock. Throws a RangeError for anything else, so a wrong value
 * fails where it is formatted rather than printing a wrong day.
 */
export function readDateValue(
  value: DateValue,
  timeZone: string,
): { date: CalendarDate; time: string | null } {
  if (value instanceof Date) return wallClockAt(value, timeZone);
  if (isCalendarDate(value)) return { date: value, time: null };
  const local = LOCAL_DATE_TIME.exec(value);
  if (local && isCalendarDate(local[1] ?? '')) {
    const [, date = '', hour, minute, second = '00'] = local;
    return { date, time: `${hour}:${minute}:${second}` };
  }
  const instant = INSTANT.exec(value);
  if (instant) {
    const [, moment, utc, hours, minutes = '00'] = instant;
    return wallClockAt(new Date(`${moment}${utc ? 'Z' : `${hours}:${minutes}`}`), timeZone);
  }
  throw new RangeError(`Not a date: '${value}'`);
}

/** The gym's date of any date value: the date of an instant on the gym's clock, a calendar date as it is. */
export function gymDateOf(value: DateValue, timeZone: string): CalendarDate {
  return readDateValue(value, timeZone).date;
}
