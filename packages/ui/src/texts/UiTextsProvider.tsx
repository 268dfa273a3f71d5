import { createContext, type ReactNode, useContext } from 'react';
import type { UiTexts } from './ui-texts.ts';

/**
 * How an app gives the design system its words: the word of `key` ('previous', 'bsMonths.3') in
 * its language, given the English (already filled in) and, for a sentence with figures, the figures
 * by position (`{0}`, `{1}`: `range(1, 25, 60)` asks for 'range' with { 0: 1, 1: 25, 2: 60 }).
 * It answers the English when it has no word of its own.
 */
export type UiWords = (key: string, english: string, values?: Record<string, string | number>) => string;

/** The app's words for the design system; none (each part's English) without a provider. */
const UiWordsContext = createContext<UiWords | null>(null);

/** Gives the design system's parts below it their words in the app's language (decision 0053). */
export function UiTextsProvider({ words, children }: { words: UiWords | null; children: ReactNode }) {
  return <UiWordsContext.Provider value={words}>{children}</UiWordsContext.Provider>;
}

type Text = UiTexts[keyof UiTexts];

/** One text of a part in the provider's language: a word, a list of words, or a sentence with figures. */
function inLanguage(words: UiWords, key: string, english: Text): Text {
  if (typeof english === 'string') return words(key, english);
  if (Array.isArray(english)) return english.map((word, index) => words(`${key}.${index}`, word));
  const sentence = english as (...figures: (string | number)[]) => string;
  return (...figures: (string | number)[]) =>
    words(key, sentence(...figures), Object.fromEntries(figures.map((figure, index) => [index, figure])));
}

/**
 * A part's words: its own English (kept beside the part, so a part loaded on demand brings its words
 * along), or the nearest provider's for each of them.
 */
export function useUiTexts<Key extends keyof UiTexts>(english: Pick<UiTexts, Key>): Pick<UiTexts, Key> {
  const words = useContext(UiWordsContext);
  if (!words) return english;
  const texts: Partial<Record<Key, Text>> = {};
  for (const key of Object.keys(english) as Key[]) texts[key] = inLanguage(words, key, english[key]);
  return texts as Pick<UiTexts, Key>;
}
