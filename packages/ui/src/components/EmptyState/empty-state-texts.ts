import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const EMPTY_STATE_TEXTS: Pick<UiTexts, 'noData' | 'emptyHint'> = {
  noData: (kind) => `No ${kind} data available.`,
  emptyHint: 'Check back later or try reloading the page.',
};
