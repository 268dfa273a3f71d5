/**
 * What the element's attributes mean. Every attribute is forgiving: an unknown or malformed value
 * falls back to the default instead of breaking a federation's page.
 */
import { type JudgeVariation, type VariationLayout, variationLayout } from '@gym/judge-core';

export { JUDGE_VARIATIONS, type JudgeVariation } from '@gym/judge-core';

export const DEFAULT_PLATFORM = 1;
export const DEFAULT_VARIATION: JudgeVariation = 'banner-300';
/** Platform ids are the API's public ids: positive 32-bit integers. */
const MAX_PLATFORM_ID = 2_147_483_647;

export interface Variation {
  /** The name as written in the attribute, e.g. 'banner-200'. */
  name: string;
  layout: VariationLayout;
}

const tokens = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

/** `platforms="1,2"`: the platform ids in the author's order, without repeats; default 1. */
export function parsePlatforms(value: string | null): number[] {
  const ids = tokens(value)
    .filter((token) => /^\d+$/.test(token))
    .map(Number)
    .filter((id) => id >= 1 && id <= MAX_PLATFORM_ID);
  const unique = [...new Set(ids)];
  return unique.length > 0 ? unique : [DEFAULT_PLATFORM];
}

/**
 * `variations="banner-300,minimalist-stats"`: in the author's order, without repeats; default
 * banner-300. A banner of a height other than 100 or 200 is drawn large, as the specification
 * says (part 1, section 9); names that are no variation at all are left out.
 */
export function parseVariations(value: string | null): Variation[] {
  const variations: Variation[] = [];
  for (const name of new Set(tokens(value))) {
    const layout = variationLayout(name);
    if (layout) variations.push({ name, layout });
  }
  return variations.length > 0 ? variations : [{ name: DEFAULT_VARIATION, layout: 'large' }];
}

/**
 * `meet="nationals-2026-ab3k"`: the meet's public address, whose own platform numbers `platforms`
 * names; without it (or when it is no address) `platforms` are the live meet's.
 */
export function parseMeet(value: string | null): string | undefined {
  const meet = value?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(meet) ? meet : undefined;
}

/** `server`: the API's base URL without a trailing slash; default the embedding page's origin. */
export function parseServer(value: string | null): string {
  const origin = globalThis.location?.origin;
  // A page opened from a file has the origin 'null': there is no server to default to.
  const server = value?.trim() || (origin && origin !== 'null' ? origin : '');
  return server.replace(/\/+$/, '');
}
