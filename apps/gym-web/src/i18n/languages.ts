/** The web app's languages (issue 26): English, Nepali, Sinhala, Hindi. Tamil may follow. */
export const LANGUAGES = ['en', 'ne', 'si', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, as the switch shows it (a reader finds their own script). */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  ne: 'नेपाली',
  si: 'සිංහල',
  hi: 'हिन्दी',
};

/** Each language's own short name, which the switch shows on a phone beside the gym's name. */
export const SHORT_NAMES: Record<Language, string> = {
  en: 'EN',
  ne: 'ने',
  si: 'සිං',
  hi: 'हि',
};

/**
 * The locale each language formats in: the region the product serves, so plurals, and numbers a
 * message formats, follow it. Nepali keeps Latin digits (Devanagari digits will be a gym's choice).
 */
export const FORMAT_LOCALES: Record<Language, string> = {
  en: 'en-IN',
  ne: 'ne-NP-u-nu-latn',
  si: 'si-LK',
  hi: 'hi-IN',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) that the app
 * speaks, by its language part ('ne-NP' is Nepali); English when none is.
 */
export function languageOfBrowser(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return 'en';
}
