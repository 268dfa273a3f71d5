import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const SKELETON_TEXTS: Pick<UiTexts, 'loading'> = {
  loading: 'Loading...',
};
