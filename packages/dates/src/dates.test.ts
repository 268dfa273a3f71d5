import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatMonth,
  gymDateOf,
  isCalendarDate,
  readDateValue,
  todayIn,
} from './index.ts';

// `pnpm test` runs this file three times: in the machine's zone, in Los Angeles (UTC-8, behind
// every gym) and on Kiritimati (UTC+14, ahead of every gym). Every answer below must be the same
// in all three: what a gym's people read never depends on where the reader's device is.
const READER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const KATHMANDU = { timeZone: 'Asia/Kathmandu' };
const COLOMBO = { timeZone: 'Asia/Colombo' };
const KOLKATA = { timeZone: 'Asia/Kolkata' };
const SYDNEY = { timeZone: 'Australia/Sydney' };
const GYMS = [KATHMANDU, COLOMBO, KOLKATA, SYDNEY, { timeZone: 'America/Los_Angeles' }, { timeZone: 'UTC' }];

// 04:40 in Kathmandu on Nov 26 is 22:55 UTC on Nov 25 (Kathmandu is UTC+5:45).
const KATHMANDU_0440 = '2026-11-25T22:55:00.000Z';

describe(`the gym's date of an instant (reader in ${READER_ZONE})`, () => {
  it.each([
    // instant, zone, the gym's date
    [KATHMANDU_0440, KATHMANDU, 'Nov 26, 2026'],
    [KATHMANDU_0440, COLOMBO, 'Nov 26, 2026'], // 04:25 in Colombo
    [KATHMANDU_0440, KOLKATA, 'Nov 26, 2026'], // 04:25 in Kolkata
    [KATHMANDU_0440, { timeZone: 'UTC' }, 'Nov 25, 2026'],
    [KATHMANDU_0440, { timeZone: 'America/Los_Angeles' }, 'Nov 25, 2026'], // 14:55
    // 18:20 UTC: 00:05 the next day in Kathmandu, still 23:50 the same day in Colombo.
    ['2026-11-22T18:20:00Z', KATHMANDU, 'Nov 23, 2026'],
    ['2026-11-22T18:20:00Z', COLOMBO, 'Nov 22, 2026'],
    // Kathmandu's day turns at 18:15 UTC.
    ['2026-11-22T18:14:59.999Z', KATHMANDU, 'Nov 22, 2026'],
    ['2026-11-22T18:15:00Z', KATHMANDU, 'Nov 23, 2026'],
    // The same instant written with an offset, and as a Date.
    ['2026-11-26T04:40:00+05:45', KATHMANDU, 'Nov 26, 2026'],
    ['2026-11-26T04:40:00+05:45', { timeZone: 'UTC' }, 'Nov 25, 2026'],
    // Sydney in daylight saving (UTC+11): 13:30 UTC is 00:30 the next day.
    ['2026-01-10T13:30:00Z', SYDNEY, 'Jan 11, 2026'],
    // New Year's Eve in UTC is New Year's morning in Kathmandu.
    ['2026-12-31T20:00:00Z', KATHMANDU, 'Jan 1, 2027'],
  ])('%s in %o is %s', (instant, gym, expected) => {
    expect(formatDate(instant, gym)).toBe(expected);
    expect(formatDate(new Date(instant), gym)).toBe(expected);
  });

  it('reads every offset the contract allows, with or without a colon, or hours alone', () => {
    expect(formatDate('2026-11-26T04:40+0545', KATHMANDU)).toBe('Nov 26, 2026');
    expect(formatDate('2026-11-26T04:40+0545', { timeZone: 'UTC' })).toBe('Nov 25, 2026');
    // 12:40 UTC: 18:25 in Kathmandu, still Nov 26; 04:40 in Los Angeles.
    expect(readDateValue('2026-11-26T04:40:00-08', 'Asia/Kathmandu')).toEqual({
      date: '2026-11-26',
      time: '18:25:00',
    });
  });

  it('writes the date and time on the gym’s clock', () => {
    expect(formatDateTime(KATHMANDU_0440, KATHMANDU)).toMatch(/^Nov 26, 2026, 4:40\sAM$/);
    expect(formatDateTime(KATHMANDU_0440, COLOMBO)).toMatch(/^Nov 26, 2026, 4:25\sAM$/);
    expect(formatDateTime('2026-11-22T18:20:00Z', KATHMANDU)).toMatch(/^Nov 23, 2026, 12:05\sAM$/);
    expect(formatDateTime('2026-11-22T06:30:00Z', KATHMANDU)).toMatch(/^Nov 22, 2026, 12:15\sPM$/);
  });

  it('tells today on the gym’s clock', () => {
    const evening = new Date('2026-11-22T18:20:00Z');
    expect(todayIn('Asia/Kathmandu', evening)).toBe('2026-11-23');
    expect(todayIn('Asia/Colombo', evening)).toBe('2026-11-22');
    expect(todayIn('Asia/Kathmandu', new Date('2026-11-22T18:14:59Z'))).toBe('2026-11-22');
    expect(gymDateOf(KATHMANDU_0440, 'Asia/Kathmandu')).toBe('2026-11-26');
    expect(readDateValue(KATHMANDU_0440, 'Asia/Kathmandu')).toEqual({ date: '2026-11-26', time: '04:40:00' });
    expect(readDateValue('2026-11-22T18:15:00Z', 'Asia/Kathmandu')).toEqual({
      date: '2026-11-23',
      time: '00:00:00',
    });
  });
});

describe(`calendar dates never move (reader in ${READER_ZONE})`, () => {
  it.each(GYMS)('a date-only value is the day it names, for a gym in %o', (gym) => {
    expect(formatDate('2026-11-26', gym)).toBe('Nov 26, 2026');
    expect(formatDate('2026-01-01', gym)).toBe('Jan 1, 2026');
    expect(formatDate('2026-12-31', gym)).toBe('Dec 31, 2026');
    expect(formatDate('2028-02-29', gym)).toBe('Feb 29, 2028');
    expect(formatDate('2026-11-26', { ...gym, style: 'full' })).toBe('Thursday, November 26, 2026');
    expect(formatDateTime('2026-11-26', gym)).toBe('Nov 26, 2026');
    expect(gymDateOf('2026-11-26', gym.timeZone)).toBe('2026-11-26');
  });

  it.each(GYMS)("a date-time without an offset is already the gym's clock, for a gym in %o", (gym) => {
    expect(formatDateTime('2026-11-26T04:40', gym)).toMatch(/^Nov 26, 2026, 4:40\sAM$/);
    expect(formatDate('2026-11-26T23:59:59', gym)).toBe('Nov 26, 2026');
    expect(readDateValue('2026-11-26 07:05:09', gym.timeZone)).toEqual({
      date: '2026-11-26',
      time: '07:05:09',
    });
  });

  it('writes a day of a month grid without any zone, and nothing else', () => {
    expect(formatCalendarDate('2026-11-02', { style: 'full' })).toBe('Monday, November 2, 2026');
    expect(formatCalendarDate('2026-11-02')).toBe('Nov 2, 2026');
    expect(() => formatCalendarDate(KATHMANDU_0440)).toThrow(RangeError);
  });

  it('labels months, in full or short', () => {
    expect(formatMonth({ year: 2026, month: 11 })).toBe('November 2026');
    expect(formatMonth({ year: 2026, month: 1 }, { style: 'short' })).toBe('Jan 2026');
    expect(formatMonth({ year: 2025, month: 12 }, { calendar: 'AD', language: 'en' })).toBe('December 2025');
  });

  it('writes AD in English unless told otherwise, the same as saying so', () => {
    const told = { ...KATHMANDU, calendar: 'AD', language: 'en' } as const;
    expect(formatDate(KATHMANDU_0440, told)).toBe(formatDate(KATHMANDU_0440, KATHMANDU));
    expect(formatDateTime(KATHMANDU_0440, told)).toBe(formatDateTime(KATHMANDU_0440, KATHMANDU));
  });

  it('refuses what is not a date rather than printing a wrong day', () => {
    for (const value of ['', 'yesterday', '2026-02-30', '2026-13-01', '26-11-2026', '2026-11-26T25:00Z']) {
      expect(() => formatDate(value, KATHMANDU), value).toThrow(RangeError);
    }
    expect(() => formatDate(new Date(Number.NaN), KATHMANDU)).toThrow(RangeError);
    expect(isCalendarDate('2026-11-26')).toBe(true);
    // Years below 100 are those years (Date.UTC would take 0001 for 1901).
    expect(formatDate('0001-01-01', KATHMANDU)).toBe('Jan 1, 1');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(isCalendarDate('2026-11-26T00:00:00Z')).toBe(false);
  });
});

describe(`calendar arithmetic (reader in ${READER_ZONE})`, () => {
  it('adds days across month ends, leap days and daylight-saving changes elsewhere', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    // The days the US and Australia change their clocks are 24 hours like every other here.
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-04-05', 1)).toBe('2026-04-06');
  });

  it('adds whole months, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-11-23', 1)).toBe('2026-12-23');
    expect(addMonths('2026-11-23', 3)).toBe('2027-02-23');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-31', 12)).toBe('2027-12-31');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('counts whole days between dates', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });
});
