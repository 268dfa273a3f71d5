import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const ERROR_PANEL_TEXTS: Pick<UiTexts, 'errorTitle' | 'errorFallback' | 'retry'> = {
  errorTitle: 'Error',
  errorFallback: 'Something went wrong. Please try again later.',
  retry: 'Retry',
};
