import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const CODE_SNIPPET_TEXTS: Pick<UiTexts, 'copy' | 'copied' | 'copyRefused'> = {
  copy: 'Copy',
  copied: 'Copied',
  copyRefused: 'Copying was refused: select the text and copy it.',
};
