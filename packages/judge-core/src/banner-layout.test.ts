import { describe, expect, it } from 'vitest';
import {
  bannerLandmarkName,
  bannerSizeForHeight,
  JUDGE_VARIATIONS,
  platformLabel,
  variationLayout,
} from './banner-layout.ts';

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

  it('labels a platform visibly and names each of its banners apart', () => {
    expect(platformLabel(3)).toBe('Platform 3');
    const names = JUDGE_VARIATIONS.map((variation) => bannerLandmarkName(3, variation));
    expect(new Set(names).size).toBe(JUDGE_VARIATIONS.length);
    expect(names[2]).toBe('Platform 3, banner-300');
  });
});
