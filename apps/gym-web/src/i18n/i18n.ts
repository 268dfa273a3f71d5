import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { useSyncExternalStore } from 'react';
import { formatMessage } from './format-message.ts';
import { FORMAT_LOCALES, isLanguage, type Language, languageOfBrowser } from './languages.ts';
import type { Message, MessageValues } from './messages.ts';

/** A language's messages by id, compiled ahead of time (src/i18n/compiled/): text alone as a string. */
export type Catalog = Record<string, MessageFormatElement[] | string>;

/** Loads one part of a language's catalog (`shell`, or a folder of src/pages: `clients`). */
export type CatalogLoader = (area: string) => Promise<{ default: Catalog }>;

/**
 * Each language's catalog comes in parts (scripts/message-areas.ts), files of the build
 * (build/catalog-parts.ts): the shell's, fetched with the language, and one per screen, fetched with
 * the screen's code, so a screen in Nepali fetches the Nepali of its own messages only. English has
 * none: its text is in the code, compiled by the build beside each screen.
 */
/** Where the build keeps the catalogs' parts, relative to the app's base (build/catalog-parts.ts). */
declare const __CATALOG_PARTS_URL__: string;
/** The names of the catalogs' parts (build/catalog-parts.ts). */
declare const __CATALOG_PART_NAMES__: readonly string[];

/** Every part of the catalogs, for a page that may show any screen's words (Storybook). */
export const EVERY_AREA: readonly string[] = __CATALOG_PART_NAMES__;

const partLoader =
  (language: Language): CatalogLoader =>
  async (area) => {
    const response = await fetch(
      `${import.meta.env.BASE_URL}${__CATALOG_PARTS_URL__}${language}/${area}.json`,
    );
    if (!response.ok)
      throw new Error(`the ${language} messages of ${area} did not come (${response.status})`);
    return { default: (await response.json()) as Catalog };
  };

const CATALOGS: Partial<Record<Language, CatalogLoader>> = {
  ne: partLoader('ne'),
  si: partLoader('si'),
  hi: partLoader('hi'),
};

/** Where the browser keeps the language before and between sign-ins. */
export const LANGUAGE_KEY = 'language';
/** Set while a language chosen signed out waits to be kept with the account at the next sign-in. */
export const CHOSEN_SIGNED_OUT_KEY = 'language-chosen-signed-out';

interface LanguageState {
  language: Language;
  /** The loaded parts of its catalog, merged; null for English. */
  catalog: Catalog | null;
}

/**
 * The language the app speaks and its catalog, as a store the screens subscribe to: a switch
 * loads the new catalog first and then changes both at once, so nothing shows half translated.
 * A screen asks for its part of the catalog (`needArea`) before it is first shown.
 */
export function createLanguageStore(loaders: Partial<Record<Language, CatalogLoader>> = CATALOGS) {
  let state: LanguageState = { language: 'en', catalog: null };
  const listeners = new Set<() => void>();
  let pending: Language | null = null;
  /** The parts the screens shown so far need, the shell's always. */
  const areas = new Set<string>(['shell']);
  const loaded = new Map<string, Promise<Catalog>>();

  const part = (language: Language, area: string): Promise<Catalog> => {
    const load = loaders[language];
    if (!load) return Promise.resolve({});
    const key = `${language}/${area}`;
    let promise = loaded.get(key);
    if (!promise) {
      promise = load(area).then((module) => module.default);
      // A part that failed (a lost connection) is fetched again next time.
      promise.catch(() => loaded.delete(key));
      loaded.set(key, promise);
    }
    return promise;
  };

  /** The language's catalog: every needed part, merged; null for a language without one. */
  const catalogOf = async (language: Language): Promise<Catalog | null> => {
    if (!loaders[language]) return null;
    let wanted: string[];
    let parts: Catalog[];
    do {
      wanted = [...areas];
      parts = await Promise.all(wanted.map((area) => part(language, area)));
    } while (wanted.length !== areas.size);
    return Object.assign({}, ...parts);
  };

  const publish = (next: LanguageState) => {
    state = next;
    if (typeof document !== 'undefined') document.documentElement.lang = next.language;
    for (const listener of listeners) listener();
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Loads the language's catalog (once) and switches to it; the last call wins a race. */
    async use(language: Language): Promise<void> {
      pending = language;
      const catalog = await catalogOf(language);
      if (pending !== language) return;
      // Parts are only ever added: the same language with as many messages is the same catalog.
      const size = (catalog: Catalog | null) => (catalog ? Object.keys(catalog).length : -1);
      if (state.language === language && size(state.catalog) === size(catalog)) return;
      publish({ language, catalog });
    },
    /**
     * Makes sure a part of the catalog is there in the language shown (and in any language switched
     * to later): a screen awaits it before it first renders, so it never shows in English first.
     */
    async needArea(area: string): Promise<void> {
      if (areas.has(area)) {
        if (!loaders[state.language]) return;
        await part(state.language, area);
        return;
      }
      areas.add(area);
      const language = pending ?? state.language;
      if (!loaders[language]) return;
      const added = await part(language, area);
      if (state.language !== language || !state.catalog) return;
      publish({ language, catalog: { ...state.catalog, ...added } });
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
