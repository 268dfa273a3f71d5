import * as styles from './LanguageSwitch.css.ts';

export interface LanguageOption {
  /** The language's code (BCP 47: 'en', 'ne'); each option is marked with it for screen readers and fonts. */
  code: string;
  /** Its own name in its own script: 'नेपाली', 'සිංහල'. */
  name: string;
}

export interface LanguageSwitchProps {
  languages: readonly LanguageOption[];
  /** The language the interface is in. */
  value: string;
  onChange: (code: string) => void;
  /** Its accessible name, in the current language ('Language', 'भाषा'). */
  label: string;
}

/**
 * The interface's language, for every screen's bar: the browser's own select (keyboard and the
 * phone's picker for free), each language named in its own script, a 44 px target.
 */
export function LanguageSwitch({ languages, value, onChange, label }: LanguageSwitchProps) {
  return (
    <span className={styles.frame}>
      <select
        aria-label={label}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className={styles.chevron}>
        ▾
      </span>
    </span>
  );
}
