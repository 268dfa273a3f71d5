import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addMonthsToDate,
  clampMonth,
  dayState,
  formatLongDate,
  monthGrid,
  monthRange,
  monthSystemOf,
  monthTitle,
  nextFocusDate,
  punchesByDay,
  punchText,
  weekday,
} from './calendar.ts';

describe('the month grid', () => {
  it('starts on Sunday and pads with the neighbouring months as empty cells', () => {
    // November 2026 begins on a Sunday and has 30 days: five weeks.
    const november = monthGrid({ year: 2026, month: 11 });
    expect(november).toHaveLength(5);
    expect(november[0]?.[0]).toBe('2026-11-01');
    expect(november[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);

    // February 2026 begins on a Sunday and fills exactly four weeks.
    expect(monthGrid({ year: 2026, month: 2 })).toHaveLength(4);

    // August 2026 begins on a Saturday: six rows.
    const august = monthGrid({ year: 2026, month: 8 });
    expect(august[0]).toEqual([null, null, null, null, null, null, '2026-08-01']);
    expect(august).toHaveLength(6);
    for (const week of august) expect(week).toHaveLength(7);
  });

  it('counts leap days', () => {
    expect(monthGrid({ year: 2028, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
  });
});

describe('day states', () => {
  const today = '2026-11-23';
  it('marks days with punches present, even today', () => {
    expect(dayState('2026-11-02', 2, today)).toBe('present');
    expect(dayState(today, 1, today)).toBe('present');
  });
  it('marks past days without punches absent, not today nor later days', () => {
    expect(dayState('2026-11-22', 0, today)).toBe('absent');
    expect(dayState(today, 0, today)).toBe('today');
    expect(dayState('2026-11-24', 0, today)).toBe('future');
  });
  it('counts no day before the client joined as absent (a punch still shows)', () => {
    expect(dayState('2026-11-09', 0, today, '2026-11-10')).toBe('before');
    expect(dayState('2026-11-10', 0, today, '2026-11-10')).toBe('absent');
    expect(dayState('2026-11-09', 1, today, '2026-11-10')).toBe('present');
    expect(dayState('2026-11-09', 0, today, null)).toBe('absent');
  });
});

describe('punches', () => {
  it('are grouped by day in time order and written as status and time', () => {
    const days = punchesByDay([
      { date: '2026-11-02', status: 'CHECK_OUT', time: '18:30:12' },
      { date: '2026-11-02', status: 'CHECK_IN', time: '07:02:45' },
      { date: '2026-11-03', status: 'CHECK_IN', time: '06:10' },
    ]);
    expect(days.get('2026-11-02')?.map(punchText)).toEqual(['CHECK_IN 07:02', 'CHECK_OUT 18:30']);
    expect(days.get('2026-11-03')).toHaveLength(1);
    expect(days.get('2026-11-04')).toBeUndefined();
  });
});

describe('names', () => {
  it('reads dates and months in full', () => {
    expect(formatLongDate('2026-11-02')).toBe('Monday, November 2, 2026');
    expect(monthTitle({ year: 2026, month: 11 })).toBe('November 2026');
    expect(weekday('2026-11-01')).toBe(0);
  });
});

describe('months', () => {
  it('step across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('keep the day of the month, or the last day of a shorter month', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2026-03-15', -1)).toBe('2026-02-15');
  });

  it('are offered from January four years back to the current month', () => {
    const range = monthRange('2026-11-23');
    expect(range).toEqual({ first: { year: 2022, month: 1 }, last: { year: 2026, month: 11 } });
    expect(clampMonth({ year: 2027, month: 2 }, range)).toEqual(range.last);
    expect(clampMonth({ year: 2021, month: 6 }, range)).toEqual(range.first);
    expect(clampMonth({ year: 2025, month: 6 }, range)).toEqual({ year: 2025, month: 6 });
  });
});

describe('keyboard movement', () => {
  it('moves by a day, a week, to the week ends and by a month', () => {
    expect(nextFocusDate('2026-11-11', 'ArrowLeft')).toBe('2026-11-10');
    expect(nextFocusDate('2026-11-11', 'ArrowRight')).toBe('2026-11-12');
    expect(nextFocusDate('2026-11-11', 'ArrowUp')).toBe('2026-11-04');
    expect(nextFocusDate('2026-11-11', 'ArrowDown')).toBe('2026-11-18');
    expect(nextFocusDate('2026-11-11', 'Home')).toBe('2026-11-08');
    expect(nextFocusDate('2026-11-11', 'End')).toBe('2026-11-14');
    expect(nextFocusDate('2026-11-11', 'PageUp')).toBe('2026-10-11');
    expect(nextFocusDate('2026-11-11', 'PageDown')).toBe('2026-12-11');
    expect(nextFocusDate('2026-11-11', 'Enter')).toBeNull();
  });

  it('crosses into the neighbouring month', () => {
    expect(nextFocusDate('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(nextFocusDate('2026-11-30', 'ArrowDown')).toBe('2026-12-07');
  });
});

describe('a Bikram Sambat month (a gym that reads BS)', () => {
  const bs = monthSystemOf('BS');

  it('is the days of the BS month from the table, Sunday first, as AD dates', () => {
    // Mangsir 2083: 29 days, 1 Mangsir is Tuesday 17 November 2026.
    const mangsir = monthGrid({ year: 2083, month: 8 }, bs);
    expect(mangsir[0]).toEqual([
      null,
      null,
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(mangsir.flat().filter(Boolean)).toHaveLength(29);
    expect(mangsir.at(-1)?.filter(Boolean).at(-1)).toBe('2026-12-15');
    for (const week of mangsir) expect(week).toHaveLength(7);
  });

  it('names the month and day of a date in BS', () => {
    expect(bs.monthOf('2026-11-26')).toEqual({ year: 2083, month: 8 });
    expect(bs.dayOfMonth('2026-11-26')).toBe(10);
    expect(bs.monthNames[7]).toBe('Mangsir');
    expect(monthTitle({ year: 2083, month: 8 }, 'BS')).toBe('Mangsir 2083');
    expect(formatLongDate('2026-11-26', 'BS_AD')).toBe('Thursday, 10 Mangsir 2083 (Nov 26, 2026)');
  });

  it('offers BS months and years, and Page Down goes a BS month on', () => {
    expect(monthRange('2026-11-26', 5, bs)).toEqual({
      first: { year: 2079, month: 1 },
      last: { year: 2083, month: 8 },
    });
    expect(nextFocusDate('2026-11-26', 'PageDown', bs)).toBe('2026-12-25');
    expect(monthSystemOf('BS_AD')).toBe(bs);
    expect(monthSystemOf('AD').monthOf('2026-11-26')).toEqual({ year: 2026, month: 11 });
  });
});
