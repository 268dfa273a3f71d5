import { describe, expect, it } from 'vitest';
import { languageStore } from '../../i18n/i18n.ts';
import { compactMoneyTick } from './compact-amount.ts';

describe('a money chart’s axis tick', () => {
  it('counts lakhs for Nepal and millions for Sri Lanka, in the interface’s words', async () => {
    expect(compactMoneyTick('NPR')(130000)).toBe('1.3L');
    expect(compactMoneyTick('INR')(25000000)).toBe('2.5Cr');
    expect(compactMoneyTick('LKR')(2500000)).toBe('2.5M');
    expect(compactMoneyTick('NPR')(500)).toBe('500');
    await languageStore.use('ne');
    try {
      expect(compactMoneyTick('NPR')(130000)).toBe('1.3 लाख');
    } finally {
      await languageStore.use('en');
    }
  });
});
