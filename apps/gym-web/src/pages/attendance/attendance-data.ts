import type { components } from '@gym/api-client';
import {
  type BarDatum,
  type Calendar,
  formatMonth,
  monthSystemOf,
  type Punch,
  wallClockAt,
  type YearMonth,
} from '@gym/ui';
import type { LoadingQuery } from '../../app/QueryState.tsx';
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

/**
 * The month in the address (?month=&year=, a month of the gym's calendar: BS 2083 month 8 is
 * Mangsir), else the month of today in that calendar.
 */
export function monthFromQuery(query: URLSearchParams, today: string, calendar: Calendar = 'AD'): YearMonth {
  const month = Number(query.get('month'));
  const year = Number(query.get('year'));
  if (Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year >= 1000) {
    return { year, month };
  }
  return monthSystemOf(calendar).monthOf(today);
}

/**
 * The AD months whose punches a month of the gym's calendar needs (the server answers by AD month):
 * the month itself in AD, the two a BS month straddles (Mangsir 2083: November and December 2026).
 */
export function adMonthsOf(month: YearMonth, calendar: Calendar): YearMonth[] {
  const dates = monthSystemOf(calendar).datesOf(month);
  const [first, last] = [dates[0], dates.at(-1)];
  if (!first || !last) return [];
  const ad = monthSystemOf('AD');
  const [from, to] = [ad.monthOf(first), ad.monthOf(last)];
  return from.year === to.year && from.month === to.month ? [from] : [from, to];
}

/**
 * The AD months' answers as one (what QueryState reads): the punches once every month has come,
 * failed when one failed for good, fetching while any is.
 */
export function oneAnswer(
  answers: readonly LoadingQuery<AttendanceRecord[]>[],
): LoadingQuery<AttendanceRecord[]> {
  const failed = answers.find((answer) => answer.isError && !answer.isFetching);
  const complete = answers.every((answer) => answer.data !== undefined);
  return {
    data: complete ? answers.flatMap((answer) => answer.data ?? []) : undefined,
    error: failed?.error ?? null,
    isError: failed !== undefined,
    isFetching: answers.some((answer) => answer.isFetching),
    refetch: () => Promise.all(answers.map((answer) => answer.refetch())),
  };
}

/** The month a client's attendance shows, kept in the address; without one, the month of `today`. */
export const attendanceMonthInAddress = (
  today: string,
  calendar: Calendar,
): UrlList<YearMonth, YearMonth> => ({
  read: (query) => monthFromQuery(query, today, calendar),
  write: ({ month, year }) => new URLSearchParams({ month: String(month), year: String(year) }),
  change: (_shown, next) => next,
});
