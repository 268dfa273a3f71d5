import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const DONUT_CHART_TEXTS: Pick<UiTexts, 'total' | 'category' | 'value'> = {
  total: 'Total',
  category: 'Category',
  value: 'Value',
};
