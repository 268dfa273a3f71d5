import { JUDGE_VARIATIONS, type JudgeVariation } from '@gym/judge-core';

/**
 * What the judge viewer shows, as its address carries it, so a link (or an OBS browser source)
 * opens the same meet, platforms, variations and theme:
 * `/judge-results?meet=<slug>&platforms=1,2&variations=banner-300,minimalist-stats&theme=dark&settings=hidden`.
 */
export interface ViewerChoice {
  /** The meet's public address; without it the platforms are the live meet's. */
  meet: string | undefined;
  platforms: number[];
  variations: JudgeVariation[];
  dark: boolean;
  showSettings: boolean;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);

/** Reads the address forgivingly: anything malformed falls back to the specification's defaults. */
export function readViewerChoice(params: URLSearchParams, platformCount: number): ViewerChoice {
  const meet = params.get('meet')?.trim().toLowerCase();
  const platforms = [
    ...new Set(
      list(params.get('platforms'))
        .filter((token) => /^\d+$/.test(token))
        .map(Number)
        .filter((number) => number >= 1 && number <= platformCount),
    ),
  ].sort((a, b) => a - b);
  const variations = JUDGE_VARIATIONS.filter((variation) =>
    list(params.get('variations')).includes(variation),
  );
  return {
    meet: meet && SLUG.test(meet) ? meet : undefined,
    platforms: params.has('platforms') ? platforms : [1],
    variations: params.has('variations') ? variations : ['banner-300'],
    dark: params.get('theme') === 'dark',
    showSettings: params.get('settings') !== 'hidden',
  };
}

/** The address's query for a choice (defaults left out, so the plain address stays plain). */
export function viewerQuery(choice: ViewerChoice): string {
  const params = new URLSearchParams();
  if (choice.meet) params.set('meet', choice.meet);
  if (choice.platforms.join(',') !== '1') params.set('platforms', choice.platforms.join(','));
  if (choice.variations.join(',') !== 'banner-300') params.set('variations', choice.variations.join(','));
  if (choice.dark) params.set('theme', 'dark');
  if (!choice.showSettings) params.set('settings', 'hidden');
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}
