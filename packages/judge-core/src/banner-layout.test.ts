import { describe, expect, it } from 'vitest';
import { bannerSizeForHeight, JUDGE_VARIATIONS, variationLayout } from './banner-layout.ts';

describe('banner layout', () => {
  it('sizes a banner by its height: 100 small, 200 medium, any other large', () => {
    expect([100, 200, 300, 250].map(bannerSizeForHeight)).toEqual(['small', 'medium', 'large', 'large']);
  });

  it('draws each variation by its name, and no layout for a name that is no variation', () => {
    expect(JUDGE_VARIATIONS.map((name) => variationLayout(name))).toEqual([
      'small',
      'medium',
      'large',
      'minimal',
    ]);
    expect(variationLayout('banner-250')).toBe('large');
    expect(variationLayout('banner-')).toBeUndefined();
    expect(variationLayout('minimalist')).toBeUndefined();
  });
});
