import { describe, expect, it } from 'vitest';
import { compactAmount } from './compact-amount.ts';

describe('an amount on a chart’s axis', () => {
  it('counts lakhs and crores where digits group that way (Nepal, India)', () => {
    expect(compactAmount(130000, 'NPR')).toEqual({ value: 1.3, unit: 'lakh' });
    expect(compactAmount(25000000, 'INR')).toEqual({ value: 2.5, unit: 'crore' });
    expect(compactAmount(12500, 'NPR')).toEqual({ value: 12.5, unit: 'thousand' });
    expect(compactAmount(99999, 'NPR')).toEqual({ value: 1, unit: 'lakh' });
    expect(compactAmount(-150000, 'NPR')).toEqual({ value: -1.5, unit: 'lakh' });
  });

  it('counts thousands and millions elsewhere (Sri Lanka), and leaves small amounts whole', () => {
    expect(compactAmount(130000, 'LKR')).toEqual({ value: 130, unit: 'thousand' });
    expect(compactAmount(2500000, 'LKR')).toEqual({ value: 2.5, unit: 'million' });
    expect(compactAmount(800, 'NPR')).toEqual({ value: 800, unit: null });
    expect(compactAmount(0, 'LKR')).toEqual({ value: 0, unit: null });
  });
});
