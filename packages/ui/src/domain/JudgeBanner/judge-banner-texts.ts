import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const JUDGE_BANNER_TEXTS: Pick<
  UiTexts,
  'retry' | 'attempts' | 'total' | 'judgeLights' | 'judgeDeciding'
> = {
  retry: 'Retry',
  attempts: 'Attempts',
  total: 'Total',
  judgeLights: 'Judge lights',
  judgeDeciding: (referee) => `Judge ${referee}: deciding`,
};
