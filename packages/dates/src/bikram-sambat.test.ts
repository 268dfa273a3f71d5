import { describe, expect, it } from 'vitest';
import {
  addBsMonths,
  bikramSambatOf,
  bsMonthDays,
  bsMonthSpan,
  fromBikramSambat,
  isBsDate,
  parseBsDate,
  toBikramSambat,
} from './bikram-sambat.ts';
import { BS_FIRST_YEAR, BS_LAST_YEAR, BS_MONTH_DAYS } from './bikram-sambat-table.ts';
import { addDays } from './calendar-date.ts';
import { addCalendarMonths } from './calendar-months.ts';
import { formatCalendarDate, formatMonth } from './format.ts';

/**
 * New Year's Day (1 Baishakh) as Nepal's published calendars give it, in AD. Written out here, not
 * derived from the table, so a wrong month length anywhere before a year moves its New Year.
 */
const NEW_YEARS: Record<number, string> = {
  2000: '1943-04-14',
  2060: '2003-04-14',
  2061: '2004-04-13',
  2062: '2005-04-14',
  2063: '2006-04-14',
  2064: '2007-04-14',
  2065: '2008-04-13',
  2066: '2009-04-14',
  2067: '2010-04-14',
  2068: '2011-04-14',
  2069: '2012-04-13',
  2070: '2013-04-14',
  2071: '2014-04-14',
  2072: '2015-04-14',
  2073: '2016-04-13',
  2074: '2017-04-14',
  2075: '2018-04-14',
  2076: '2019-04-14',
  2077: '2020-04-13',
  2078: '2021-04-14',
  2079: '2022-04-14',
  2080: '2023-04-14',
  2081: '2024-04-13',
  2082: '2025-04-14',
  2083: '2026-04-14',
};

/** Month lengths of the years the open-source tables got wrong, as the published calendars have them. */
const PUBLISHED_MONTHS: Record<number, number[]> = {
  2081: [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31],
  2082: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30],
  2083: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30],
};

const weekday = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

describe('the Bikram Sambat month table', () => {
  it.each(Object.entries(NEW_YEARS))('puts 1 Baishakh %s on %s', (year, date) => {
    expect(fromBikramSambat({ year: Number(year), month: 1, day: 1 })).toBe(date);
    expect(toBikramSambat(date)).toEqual({ year: Number(year), month: 1, day: 1 });
  });

  it.each(Object.entries(PUBLISHED_MONTHS))('gives %s its published month lengths', (year, months) => {
    expect(months.map((_, index) => bsMonthDays(Number(year), index + 1))).toEqual(months);
  });

  it('starts the months on the weekdays the published calendars show', () => {
    expect(weekday(fromBikramSambat({ year: 2082, month: 3, day: 1 }))).toBe('Sunday');
    expect(weekday(fromBikramSambat({ year: 2082, month: 8, day: 1 }))).toBe('Monday');
    expect(weekday(fromBikramSambat({ year: 2083, month: 8, day: 1 }))).toBe('Tuesday');
  });

  it('holds every year from 2000 to 2100 with 12 months of 29 to 32 days, 365 or 366 in all', () => {
    for (let year = BS_FIRST_YEAR; year <= BS_LAST_YEAR; year++) {
      const months = BS_MONTH_DAYS[year] ?? [];
      expect(months, `BS ${year}`).toHaveLength(12);
      for (const days of months) expect(days, `BS ${year}`).toBeGreaterThanOrEqual(29);
      for (const days of months) expect(days, `BS ${year}`).toBeLessThanOrEqual(32);
      expect([365, 366], `BS ${year}`).toContain(months.reduce((sum, days) => sum + days, 0));
    }
  });

  it('walks every day of the table one BS day at a time, there and back', () => {
    let date = '1943-04-14';
    let expected = { year: 2000, month: 1, day: 1 };
    const wrong: string[] = [];
    for (;;) {
      const bs = bikramSambatOf(date);
      if (bs?.year !== expected.year || bs.month !== expected.month || bs.day !== expected.day)
        wrong.push(`${date} -> ${JSON.stringify(bs)}`);
      if (fromBikramSambat(expected) !== date) wrong.push(`${JSON.stringify(expected)} -> ${date}`);
      date = addDays(date, 1);
      const { year, month, day } = expected;
      if (day < (bsMonthDays(year, month) ?? 0)) expected = { year, month, day: day + 1 };
      else if (month < 12) expected = { year, month: month + 1, day: 1 };
      else if (year < BS_LAST_YEAR) expected = { year: year + 1, month: 1, day: 1 };
      else break;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    // The day after the last of Chaitra 2100 is past the table.
    expect(date).toBe('2044-04-14');
    expect(bikramSambatOf(date)).toBeNull();
    expect(bikramSambatOf('1943-04-13')).toBeNull();
  });

  it('knows which days exist', () => {
    expect(isBsDate({ year: 2083, month: 8, day: 29 })).toBe(true);
    expect(isBsDate({ year: 2083, month: 8, day: 30 })).toBe(false);
    expect(isBsDate({ year: 2083, month: 13, day: 1 })).toBe(false);
    expect(isBsDate({ year: 1999, month: 12, day: 1 })).toBe(false);
    expect(parseBsDate('2083-08-10')).toEqual({ year: 2083, month: 8, day: 10 });
    expect(parseBsDate('2083-8-10')).toEqual({ year: 2083, month: 8, day: 10 });
    expect(parseBsDate('2083-08-30')).toBeNull();
    expect(parseBsDate('10/08/2083')).toBeNull();
    expect(() => fromBikramSambat({ year: 2083, month: 8, day: 30 })).toThrow(RangeError);
  });

  it('adds BS months, keeping the day or taking the last day of a shorter month', () => {
    // 10 Mangsir 2083 + 1 month = 10 Poush 2083.
    expect(toBikramSambat(addBsMonths('2026-11-26', 1))).toEqual({ year: 2083, month: 9, day: 10 });
    // 32 Asar 2083 + 1 month: Shrawan has 31 days.
    const asar32 = fromBikramSambat({ year: 2083, month: 3, day: 32 });
    expect(toBikramSambat(addBsMonths(asar32, 1))).toEqual({ year: 2083, month: 4, day: 31 });
    // Across the year, and back.
    expect(toBikramSambat(addBsMonths('2026-11-26', 12))).toEqual({ year: 2084, month: 8, day: 10 });
    expect(toBikramSambat(addBsMonths('2026-11-26', -8))).toEqual({ year: 2082, month: 12, day: 10 });
  });

  it("counts a gym's months in its calendar", () => {
    expect(addCalendarMonths('2026-11-26', 1, 'AD')).toBe('2026-12-26');
    // 10 Mangsir 2083 + 1 BS month = 10 Poush 2083, 29 days later.
    expect(addCalendarMonths('2026-11-26', 1, 'BS')).toBe('2026-12-25');
    expect(addCalendarMonths('2026-11-26', 1, 'BS_AD')).toBe('2026-12-25');
    // Outside the table, AD months.
    expect(addCalendarMonths('1940-01-31', 1, 'BS')).toBe('1940-02-29');
  });

  it('spans a BS month in AD dates', () => {
    expect(bsMonthSpan(2083, 8)).toEqual({ first: '2026-11-17', last: '2026-12-15' });
  });
});

describe('dates written in Bikram Sambat', () => {
  it('writes a day, a full day and a month', () => {
    expect(formatCalendarDate('2026-11-26', { calendar: 'BS' })).toBe('10 Mangsir 2083');
    expect(formatCalendarDate('2026-11-26', { calendar: 'BS', style: 'full' })).toBe(
      'Thursday, 10 Mangsir 2083',
    );
    expect(formatMonth({ year: 2083, month: 8 }, { calendar: 'BS' })).toBe('Mangsir 2083');
  });

  it('writes both, the BS date with the AD date beside it', () => {
    expect(formatCalendarDate('2026-11-26', { calendar: 'BS_AD' })).toBe('10 Mangsir 2083 (Nov 26, 2026)');
  });

  it('keeps a date outside the table in AD rather than failing', () => {
    expect(formatCalendarDate('1940-05-02', { calendar: 'BS' })).toBe('May 2, 1940');
    expect(formatCalendarDate('1940-05-02', { calendar: 'BS_AD' })).toBe('May 2, 1940');
  });
});
