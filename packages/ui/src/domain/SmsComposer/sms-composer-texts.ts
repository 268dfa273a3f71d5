import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const SMS_COMPOSER_TEXTS: Pick<UiTexts, 'message' | 'insertPlaceholder' | 'preview'> = {
  message: 'Message',
  insertPlaceholder: 'Insert placeholder',
  preview: 'Preview',
};
