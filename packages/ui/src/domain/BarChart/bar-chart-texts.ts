import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const BAR_CHART_TEXTS: Pick<UiTexts, 'month' | 'value'> = {
  month: 'Month',
  value: 'Value',
};
