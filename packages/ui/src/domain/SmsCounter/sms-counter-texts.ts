import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const SMS_COUNTER_TEXTS: Pick<
  UiTexts,
  'characters' | 'pages' | 'perPage' | 'remaining' | 'smsCost' | 'gsm7' | 'unicode'
> = {
  characters: 'Characters',
  pages: 'Pages',
  perPage: 'Per page',
  remaining: 'Remaining',
  smsCost: 'SMS cost',
  gsm7: 'Plain text (GSM-7): 160 characters in one page, 153 per page when split.',
  unicode: 'Unicode (UCS-2) because of characters outside GSM-7: 70 in one page, 67 per page when split.',
};
