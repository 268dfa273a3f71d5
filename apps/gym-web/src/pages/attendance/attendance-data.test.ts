import { describe, expect, it } from 'vitest';
import { daysAttendedBars, monthFromQuery, toPunch } from './attendance-data.ts';

describe('attendance data', () => {
  it("puts a punch on the gym's clock: 18:20 UTC is the next day in Kathmandu", () => {
    expect(toPunch({ datetime: '2026-11-02T18:20:05Z', status: 'CHECK_IN' }, 'Asia/Kathmandu')).toEqual({
      date: '2026-11-03',
      time: '00:05:05',
      status: 'Check In',
    });
    expect(toPunch({ datetime: '2026-11-02T12:00:00Z', status: 'CHECK_OUT' }, 'Asia/Colombo')).toEqual({
      date: '2026-11-02',
      time: '17:30:00',
      status: 'Check Out',
    });
  });

  it('labels the 12 months oldest first', () => {
    expect(daysAttendedBars({ '2026-11': 4, '2025-12': 0, '2026-01': 2 })).toEqual([
      { label: 'Dec 2025', value: 0 },
      { label: 'Jan 2026', value: 2 },
      { label: 'Nov 2026', value: 4 },
    ]);
  });

  it('takes the month from the address, else the month of today', () => {
    expect(monthFromQuery(new URLSearchParams('month=2&year=2024'), '2026-11-23')).toEqual({
      year: 2024,
      month: 2,
    });
    expect(monthFromQuery(new URLSearchParams('month=13&year=2024'), '2026-11-23')).toEqual({
      year: 2026,
      month: 11,
    });
    expect(monthFromQuery(new URLSearchParams(''), '2026-01-05')).toEqual({ year: 2026, month: 1 });
  });
});
