import { describe, expect, it } from 'vitest';
import { callingCode, e164Number, internationalDigits } from './phone-numbers.ts';

describe('phone numbers leaving the product', () => {
  it("give a number typed as dialled at home its gym's country code", () => {
    expect(internationalDigits('9841020012', 'Asia/Kathmandu')).toBe('9779841020012');
    expect(internationalDigits('+977 980-0000000', 'Asia/Colombo')).toBe('9779800000000');
    expect(internationalDigits('077 123 4567', 'Asia/Colombo')).toBe('94771234567');
    expect(internationalDigits('98765 43210', 'Asia/Kolkata')).toBe('919876543210');
    expect(internationalDigits('0412 345 678', 'Australia/Sydney')).toBe('61412345678');
  });

  it('keep a code that is already there, by + or 00 or by length', () => {
    expect(internationalDigits('9779841020012', 'Asia/Kathmandu')).toBe('9779841020012');
    expect(internationalDigits('0094771234567', 'Asia/Kathmandu')).toBe('94771234567');
    expect(internationalDigits('94771234567', 'Asia/Colombo')).toBe('94771234567');
    // A ten-digit Indian number that happens to start with 91 is still national.
    expect(internationalDigits('9123456789', 'Asia/Kolkata')).toBe('919123456789');
  });

  it("take Nepal's code for a gym without a time zone, and nothing from a number without digits", () => {
    expect(callingCode(null)).toBe('977');
    expect(internationalDigits(' - ', 'Asia/Kathmandu')).toBeNull();
    expect(e164Number('9841020012', undefined)).toBe('+9779841020012');
    expect(e164Number('', 'Asia/Kathmandu')).toBeNull();
  });
});
