import { describe, expect, it } from 'vitest';
import { countSms, SMS_MAX_CHARACTERS } from './count.ts';

describe('countSms', () => {
  it('counts GSM-7 text as 160 for one page, then 153 per page', () => {
    expect(countSms('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', pages: 1, perPage: 160, cost: 1 });
    expect(countSms('a'.repeat(161))).toMatchObject({ pages: 2, perPage: 153 });
    expect(countSms('a'.repeat(306))).toMatchObject({ pages: 2 });
    expect(countSms('a'.repeat(307))).toMatchObject({ pages: 3 });
  });

  it('counts extension characters double', () => {
    expect(countSms('{'.repeat(80)).pages).toBe(1);
    expect(countSms('{'.repeat(81)).pages).toBe(2);
  });

  it('switches the whole message to UCS-2 for Nepali text or emoji: 70, then 67 per page', () => {
    expect(countSms('न'.repeat(70))).toMatchObject({ encoding: 'UCS-2', pages: 1, perPage: 70 });
    expect(countSms(`${'a'.repeat(70)}न`)).toMatchObject({ encoding: 'UCS-2', pages: 2, perPage: 67 });
    expect(countSms('💪').encoding).toBe('UCS-2');
  });

  it('reports characters and what is left of the 720 limit; an empty message costs nothing', () => {
    expect(countSms('Hello')).toMatchObject({ characters: 5, remaining: SMS_MAX_CHARACTERS - 5 });
    expect(countSms('')).toMatchObject({ pages: 0, cost: 0, remaining: 720 });
  });
});
