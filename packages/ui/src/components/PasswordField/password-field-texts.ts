import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const PASSWORD_FIELD_TEXTS: Pick<UiTexts, 'show' | 'hide'> = {
  show: 'Show',
  hide: 'Hide',
};
