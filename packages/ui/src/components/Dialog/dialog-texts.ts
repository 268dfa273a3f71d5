import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const DIALOG_TEXTS: Pick<UiTexts, 'cancel' | 'ok'> = {
  cancel: 'Cancel',
  ok: 'OK',
};
