import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { useSyncExternalStore } from 'react';
import { formatMessage } from './format-message.ts';
import { FORMAT_LOCALES, isLanguage, type Language, languageOfBrowser } from './languages.ts';
import type { Message, MessageValues } from './messages.ts';

/** A language's messages by id, compiled ahead of time (src/i18n/compiled/). */
export type Catalog = Record<string, MessageFormatElement[]>;

/**
 * Each language's catalog is its own chunk, fetched the first time the language is used. English
 * has none: its text is in the code, compiled by the build beside each screen.
 */
const CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>> = {
  ne: () => import('./compiled/ne.json'),
  si: () => import('./compiled/si.json'),
  hi: () => import('./compiled/hi.json'),
};

/** Where the browser keeps the language before and between sign-ins. */
export const LANGUAGE_KEY = 'language';
/** Set while a language chosen signed out waits to be kept with the account at the next sign-in. */
export const CHOSEN_SIGNED_OUT_KEY = 'language-chosen-signed-out';

interface LanguageState {
  language: Language;
  catalog: Catalog | null;
}

/**
 * The language the app speaks and its catalog, as a store the screens subscribe to: a switch
 * loads the new catalog first and then changes both at once, so nothing shows half translated.
 */
export function createLanguageStore(
  loaders: Partial<Record<Language, () => Promise<{ default: Catalog }>>> = CATALOGS,
) {
  let state: LanguageState = { language: 'en', catalog: null };
  const listeners = new Set<() => void>();
  let pending: Language | null = null;

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Loads the language's catalog (once) and switches to it; the last call wins a race. */
    async use(language: Language): Promise<void> {
      pending = language;
      const load = loaders[language];
      const catalog = load ? (await load()).default : null;
      if (pending !== language) return;
      if (state.language === language && state.catalog === catalog) return;
      state = { language, catalog };
      if (typeof document !== 'undefined') document.documentElement.lang = language;
      for (const listener of listeners) listener();
    },
    /** The message in the current language (English when its catalog lacks it), its values filled. */
    format(message: Message, values?: MessageValues): string {
      const { language, catalog } = state;
      const source = (message.id && catalog?.[message.id]) || message.defaultMessage;
      // Plain text, the most common message, needs no formatter: the build leaves it a string
      // (build/messages-plugin.ts), and a compiled one is a single literal.
      if (typeof source === 'string') return source;
      if (source.length === 1 && source[0]?.type === 0) return source[0].value;
      return formatMessage(source, FORMAT_LOCALES[language], values);
    },
  };
}

export type LanguageStore = ReturnType<typeof createLanguageStore>;

export const languageStore = createLanguageStore();

function storedLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language to start in: the one last used in this browser, else the browser's own. */
export function startingLanguage(): Language {
  return storedLanguage() ?? languageOfBrowser(globalThis.navigator?.languages ?? []);
}

/** The product's font of each language's script (src/i18n/fonts.css), with a letter of it. */
const SCRIPT_FONTS: Partial<Record<Language, { family: string; letter: string }>> = {
  ne: { family: 'Noto Sans Devanagari', letter: 'क' },
  hi: { family: 'Noto Sans Devanagari', letter: 'क' },
  si: { family: 'Noto Sans Sinhala', letter: 'ක' },
};

/**
 * Fetches the script's regular and bold faces before a switch shows the new words, so the screen
 * changes once, in its font (without a system font for the script, as on Debian's chromium, the
 * words would show as boxes until it arrived). A font that fails to load does not hold the switch.
 */
export async function scriptFontsFor(language: Language): Promise<void> {
  const font = SCRIPT_FONTS[language];
  if (!font || typeof document === 'undefined' || !document.fonts) return;
  await Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${font.family}"`, font.letter)),
  ).catch(() => undefined);
}

/** Switches the app's language and remembers it in this browser (the account keeps it too: see LanguageSwitch). */
export async function switchLanguage(language: Language): Promise<void> {
  await scriptFontsFor(language);
  await languageStore.use(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // A browser without storage still switches for this visit.
  }
}

/** A message in the current language, for code outside a component (a toast after a save). */
export function translate(message: Message, values?: MessageValues): string {
  return languageStore.format(message, values);
}

/** The current language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, () => languageStore.get().language);
}

/** `t(message, values)` in the current language; the component renders again when it changes. */
export function useT(): (message: Message, values?: MessageValues) => string {
  useSyncExternalStore(languageStore.subscribe, languageStore.get);
  return translate;
}
