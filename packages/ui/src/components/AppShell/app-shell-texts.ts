import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const APP_SHELL_TEXTS: Pick<UiTexts, 'openMenu' | 'closeMenu'> = {
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
};
