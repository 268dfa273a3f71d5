import type { UiTexts } from '@gym/ui';

let build: (() => UiTexts) | undefined;

/**
 * Fetches the design system's words as messages (./ui-texts.ts, a chunk of its own). The language
 * store waits for it with the catalog of any language but English, so a switch shows the design
 * system's words in the new language at the same moment as the screen's.
 */
export const loadUiTexts = () =>
  import('./ui-texts.ts').then((module) => {
    build = module.uiTextsInCurrentLanguage;
  });

/** The design system's words in the current language once fetched; none (its English) before. */
export const uiTextsNow = (): Partial<UiTexts> => build?.() ?? {};
