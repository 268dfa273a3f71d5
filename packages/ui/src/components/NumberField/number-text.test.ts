import { describe, expect, it } from 'vitest';
import { formatNumber, numberInputMode, outOfBounds, parseNumber, settleNumber } from './number-text.ts';

describe('parseNumber', () => {
  it('reads plain and grouped numbers, and nothing as NaN', () => {
    expect(parseNumber('2500')).toBe(2500);
    expect(parseNumber(' 2,500.75 ')).toBe(2500.75);
    expect(parseNumber('-27.5')).toBe(-27.5);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('  ')).toBeNaN();
  });

  it('refuses what is not a number', () => {
    for (const text of ['abc', '12a', '1.2.3', '--1', '1e5', '-']) expect(parseNumber(text)).toBeNull();
  });
});

describe('settleNumber', () => {
  it('keeps a value beyond its bounds as typed, and says so', () => {
    expect(settleNumber(-5, { minValue: 0 })).toBe(-5);
    expect(settleNumber(123.456, { minValue: -90, maxValue: 90 })).toBe(123.456);
    expect(outOfBounds(123.456, { minValue: -90, maxValue: 90 })).toBe('Enter a number from -90 to 90.');
    expect(outOfBounds(-5, { minValue: 0 })).toBe('Enter a number of at least 0.');
    expect(outOfBounds(25, { maxValue: 20 })).toBe('Enter a number of at most 20.');
    expect(outOfBounds(45, { minValue: -90, maxValue: 90 })).toBeUndefined();
    expect(outOfBounds(Number.NaN, { minValue: 0 })).toBeUndefined();
  });

  it('rounds to the decimals the field shows and snaps to its step', () => {
    expect(settleNumber(12.3456, {})).toBe(12.346);
    expect(settleNumber(41.6, { formatOptions: { maximumFractionDigits: 0 } })).toBe(42);
    expect(settleNumber(27.717212345, { formatOptions: { maximumFractionDigits: 8 } })).toBe(27.71721235);
    expect(settleNumber(7, { step: 5 })).toBe(5);
    expect(settleNumber(8, { minValue: 1, step: 5 })).toBe(6);
  });

  it('leaves an empty field empty', () => {
    expect(settleNumber(Number.NaN, { minValue: 0 })).toBeNaN();
  });
});

describe('formatNumber', () => {
  it('groups thousands unless told not to, and shows nothing for NaN', () => {
    expect(formatNumber(2500, {})).toBe('2,500');
    expect(formatNumber(2026, { formatOptions: { useGrouping: false } })).toBe('2026');
    expect(formatNumber(Number.NaN, {})).toBe('');
  });
});

describe('numberInputMode', () => {
  it("offers the phone's number pad when no minus is needed", () => {
    expect(numberInputMode({ minValue: 0 })).toBe('decimal');
    expect(numberInputMode({ minValue: 0, formatOptions: { maximumFractionDigits: 0 } })).toBe('numeric');
    expect(numberInputMode({})).toBe('text');
    expect(numberInputMode({ minValue: -90 })).toBe('text');
  });
});
