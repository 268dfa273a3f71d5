import { createContext, type ReactNode, useContext } from 'react';
import type { UiTexts } from './ui-texts.ts';

/** The app's words for the design system; none (each part's English) without a provider. */
const UiTextsContext = createContext<Partial<UiTexts>>({});

/** Gives the design system's parts below it their words in the app's language. */
export function UiTextsProvider({ texts, children }: { texts: Partial<UiTexts>; children: ReactNode }) {
  return <UiTextsContext.Provider value={texts}>{children}</UiTextsContext.Provider>;
}

/**
 * A part's words: the nearest provider's, else the part's own English (kept beside the part, so a
 * part loaded on demand brings its words along and the first load does not).
 */
export function useUiTexts<Key extends keyof UiTexts>(english: Pick<UiTexts, Key>): Pick<UiTexts, Key> {
  return { ...english, ...useContext(UiTextsContext) };
}
