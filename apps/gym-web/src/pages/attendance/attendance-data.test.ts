import { describe, expect, it } from 'vitest';
import { adMonthsOf, daysAttendedBars, monthFromQuery, oneAnswer, toPunch } from './attendance-data.ts';

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

  it('takes a BS month for a gym that reads BS: today’s, when the address has none', () => {
    expect(monthFromQuery(new URLSearchParams(''), '2026-11-26', 'BS')).toEqual({ year: 2083, month: 8 });
    expect(monthFromQuery(new URLSearchParams(''), '2026-11-26', 'BS_AD')).toEqual({ year: 2083, month: 8 });
    expect(monthFromQuery(new URLSearchParams('month=7&year=2083'), '2026-11-26', 'BS')).toEqual({
      year: 2083,
      month: 7,
    });
  });
});

describe('the punches of a month of the gym’s calendar', () => {
  it('come from its AD month, or the two AD months a BS month straddles', () => {
    expect(adMonthsOf({ year: 2026, month: 11 }, 'AD')).toEqual([{ year: 2026, month: 11 }]);
    // Mangsir 2083 runs from 17 November to 15 December 2026.
    expect(adMonthsOf({ year: 2083, month: 8 }, 'BS')).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ]);
  });

  it('are one answer once every month has come; failed when one failed for good', () => {
    const answer = (data: { datetime: string; status: 'CHECK_IN' }[] | undefined, failed = false) => ({
      data,
      error: failed ? new Error('down') : null,
      isError: failed,
      isFetching: false,
      refetch: () => undefined,
    });
    const november = [{ datetime: '2026-11-30T01:00:00Z', status: 'CHECK_IN' as const }];
    const december = [{ datetime: '2026-12-01T01:00:00Z', status: 'CHECK_IN' as const }];
    expect(oneAnswer([answer(november), answer(december)]).data).toEqual([...november, ...december]);
    expect(oneAnswer([answer(november), answer(undefined)]).data).toBeUndefined();
    const failed = oneAnswer([answer(november), answer(undefined, true)]);
    expect(failed.isError).toBe(true);
    expect(failed.data).toBeUndefined();
  });
});
