import { afterEach, describe, expect, it } from 'vitest';
import { periodLabel } from '../pages/money/money-analytics.ts';
import { NO_GYM, sessionStore } from '../session/session-store.ts';
import { gymDates, useGymFormat } from './gym-format.ts';
import { hookMounter } from './mount-hook.test-support.tsx';

// The test command runs the app's unit tests twice: in the machine's zone and with
// TZ=America/Los_Angeles, a browser far from every gym. The answers must not change.
const READER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

// 04:40 in Kathmandu on Nov 26 is 22:55 UTC on Nov 25 (and 14:55 on Nov 25 in Los Angeles).
const KATHMANDU_0440 = '2026-11-25T22:55:00.000Z';

const mount = hookMounter();

function selectGymIn(timeZone: string) {
  sessionStore.selectGym({
    ...NO_GYM,
    gymId: 1,
    gymName: 'Himal Gym',
    gymCurrency: 'NPR',
    gymTimeZone: timeZone,
  });
}

afterEach(() => sessionStore.clearGym());

describe(`the selected gym's dates (reader in ${READER_ZONE})`, () => {
  it("writes an instant as the gym's own date, not the reader's or UTC's", () => {
    selectGymIn('Asia/Kathmandu');
    const format = mount(useGymFormat);
    expect(format().date(KATHMANDU_0440)).toBe('Nov 26, 2026');
    expect(format().dateTime(KATHMANDU_0440)).toMatch(/^Nov 26, 2026, 4:40\sAM$/);
    expect(format().dates).toEqual({ timeZone: 'Asia/Kathmandu', calendar: 'AD' });
  });

  it('writes a calendar date as the day it names, whatever the gym and the reader', () => {
    for (const zone of ['Asia/Kathmandu', 'Asia/Colombo', 'Asia/Kolkata', 'Australia/Sydney']) {
      selectGymIn(zone);
      const format = mount(useGymFormat);
      expect(format().date('2026-11-13'), zone).toBe('Nov 13, 2026');
    }
  });

  it('follows the selected gym: the same instant is Nov 25 for a gym in Los Angeles', () => {
    selectGymIn('America/Los_Angeles');
    expect(mount(useGymFormat)().date(KATHMANDU_0440)).toBe('Nov 25, 2026');
  });

  it("uses Kathmandu's clock before a gym is chosen", () => {
    expect(mount(useGymFormat)().date(KATHMANDU_0440)).toBe('Nov 26, 2026');
  });

  it("writes any gym's dates on that gym's clock (the admin's gyms list)", () => {
    const colombo = gymDates({ timeZone: 'Asia/Colombo', calendar: 'AD' });
    expect(colombo).toEqual({ timeZone: 'Asia/Colombo', calendar: 'AD' });
    expect(periodLabel('2026-11-26', 'DAILY', colombo)).toBe('Nov 26, 2026');
    expect(periodLabel('2026-11', 'MONTHLY', colombo)).toBe('November 2026');
  });

  it('writes the dates of a gym that reads Bikram Sambat in BS, or in both', () => {
    sessionStore.selectGym({ ...NO_GYM, gymId: 2, gymTimeZone: 'Asia/Kathmandu', gymCalendar: 'BS' });
    const format = mount(useGymFormat);
    expect(format().date(KATHMANDU_0440)).toBe('10 Mangsir 2083');
    expect(format().dateTime(KATHMANDU_0440)).toMatch(/^10 Mangsir 2083, 4:40\sAM$/);
    const both = gymDates({ timeZone: 'Asia/Kathmandu', calendar: 'BS_AD' });
    expect(periodLabel('2026-11-26', 'DAILY', both)).toBe('10 Mangsir 2083 (Nov 26, 2026)');
    // A BS gym's MONTHLY report sums BS months (apps/api/src/money/bs-months.ts): its periods are BS.
    expect(periodLabel('2083-08', 'MONTHLY', both)).toBe('Mangsir 2083');
  });
});
