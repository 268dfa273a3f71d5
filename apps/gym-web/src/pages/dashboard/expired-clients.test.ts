import { describe, expect, it } from 'vitest';
import { expiredDaysLabel, pageFromQuery } from './expired-clients.ts';

describe('an expired client row', () => {
  it('says how many days the membership has been expired', () => {
    expect(expiredDaysLabel(1)).toBe('1 day expired');
    expect(expiredDaysLabel(12)).toBe('12 days expired');
  });

  it('reads the page from the address, the first page when it is missing or wrong', () => {
    expect(pageFromQuery(null)).toBe(0);
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery('-1')).toBe(0);
    expect(pageFromQuery('x')).toBe(0);
    expect(pageFromQuery('1.5')).toBe(0);
  });
});
