import type { components } from '@gym/api-client';
import { type BarDatum, formatMonth, type Punch, wallClockAt, type YearMonth } from '@gym/ui';
import type { UrlList } from '../../app/url-list-state.ts';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';

type AttendanceRecord = components['schemas']['AttendanceRecord'];

const STATUS_WORDS = defineMessages({
  CHECK_IN: { defaultMessage: 'Check In', description: 'Attendance: a punch on the door device' },
  CHECK_OUT: { defaultMessage: 'Check Out', description: 'Attendance: a punch on the door device' },
  BREAK_OUT: { defaultMessage: 'Break Out', description: 'Attendance: a punch on the door device' },
  BREAK_IN: { defaultMessage: 'Break In', description: 'Attendance: a punch on the door device' },
  OVERTIME_IN: { defaultMessage: 'Overtime In', description: 'Attendance: a punch on the door device' },
  OVERTIME_OUT: { defaultMessage: 'Overtime Out', description: 'Attendance: a punch on the door device' },
}) satisfies Record<AttendanceRecord['status'], Message>;

/** A punch as the gym's clock shows it: its local day and time, and its status in words. */
export function toPunch(record: AttendanceRecord, timeZone: string): Punch {
  return {
    ...wallClockAt(new Date(record.datetime), timeZone),
    status: translate(STATUS_WORDS[record.status]),
  };
}

/** The 'Total Days Attended' bars from the answer's 'YYYY-MM' keys, oldest first, labelled 'Nov 2026' (twelve fit at 360 px). */
export function daysAttendedBars(months: Record<string, number>): BarDatum[] {
  return Object.keys(months)
    .sort()
    .map((key) => {
      const [year = 0, month = 1] = key.split('-').map(Number);
      return { label: formatMonth({ year, month }, { style: 'short' }), value: months[key] ?? 0 };
    });
}

/** The month in the address (?month=&year=), else the month of today. */
export function monthFromQuery(query: URLSearchParams, today: string): YearMonth {
  const month = Number(query.get('month'));
  const year = Number(query.get('year'));
  if (Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year >= 1000) {
    return { year, month };
  }
  const [todayYear = 0, todayMonth = 1] = today.split('-').map(Number);
  return { year: todayYear, month: todayMonth };
}

/** The month a client's attendance shows, kept in the address; without one, the month of `today`. */
export const attendanceMonthInAddress = (today: string): UrlList<YearMonth, YearMonth> => ({
  read: (query) => monthFromQuery(query, today),
  write: ({ month, year }) => new URLSearchParams({ month: String(month), year: String(year) }),
  change: (_shown, next) => next,
});
