/** The viewer's variations (part 1, section 2.12) and how each is drawn. */

export const JUDGE_VARIATIONS = ['banner-100', 'banner-200', 'banner-300', 'minimalist-stats'] as const;
export type JudgeVariation = (typeof JUDGE_VARIATIONS)[number];

export const BANNER_SIZES = ['small', 'medium', 'large'] as const;
export type BannerSize = (typeof BANNER_SIZES)[number];

/** A banner of one of the three sizes, or the one-line minimalist stats. */
export type VariationLayout = BannerSize | 'minimal';

/** Banner heights 100 and 200 are small and medium; any other height is large (part 1, section 9). */
export function bannerSizeForHeight(height: number): BannerSize {
  if (height === 100) return 'small';
  if (height === 200) return 'medium';
  return 'large';
}

/** How a variation name is drawn: 'banner-<height>' or 'minimalist-stats'; undefined for any other name. */
export function variationLayout(name: JudgeVariation): VariationLayout;
export function variationLayout(name: string): VariationLayout | undefined;
export function variationLayout(name: string): VariationLayout | undefined {
  if (name === 'minimalist-stats') return 'minimal';
  const height = /^banner-(\d+)$/.exec(name)?.[1];
  return height === undefined ? undefined : bannerSizeForHeight(Number(height));
}

/** The visible label of a platform's banners, so stacked platforms tell apart at a glance. */
export const platformLabel = (platform: number): string => `Platform ${platform}`;

/**
 * The accessible name of one banner section: the platform and the variation, so every banner
 * landmark on a page has its own name (one platform may show in several variations).
 */
export const bannerLandmarkName = (platform: number, variation: string): string =>
  `${platformLabel(platform)}, ${variation}`;
