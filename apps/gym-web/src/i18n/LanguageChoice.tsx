import { LanguageSwitch } from '@gym/ui';
import { chooseLanguage } from './account-language.ts';
import { useLanguage, useT } from './i18n.ts';
import { isLanguage, LANGUAGES, NATIVE_NAMES, SHORT_NAMES } from './languages.ts';

const OPTIONS = LANGUAGES.map((code) => ({ code, name: NATIVE_NAMES[code], short: SHORT_NAMES[code] }));

/** The language switch of every screen's bar (signed in or not). */
export function LanguageChoice() {
  const t = useT();
  const language = useLanguage();
  return (
    <LanguageSwitch
      languages={OPTIONS}
      value={language}
      label={t({ defaultMessage: 'Language', description: "The language switch's name in the app bar" })}
      onChange={(code) => {
        if (isLanguage(code)) chooseLanguage(code);
      }}
    />
  );
}
