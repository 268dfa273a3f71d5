import * as styles from './LanguageSwitch.css.ts';

export interface LanguageOption {
  /** The language's code (BCP 47: 'en', 'ne'); each option is marked with it for screen readers and fonts. */
  code: string;
  /** Its own name in its own script: 'नेपाली', 'සිංහල'. */
  name: string;
  /** Its own short name, for a phone's bar where the whole name crowds the gym's ('ने', 'සිං'). */
  short?: string;
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
 * phone's picker for free), each language named in its own script, a 44 px target. The select lies
 * unseen over the face that shows the chosen language, so on a phone the face can show its short
 * name while the picker still lists the whole names.
 */
export function LanguageSwitch({ languages, value, onChange, label }: LanguageSwitchProps) {
  const chosen = languages.find((language) => language.code === value) ?? languages[0];
  return (
    <span className={styles.frame}>
      {chosen && (
        <span aria-hidden="true" lang={chosen.code} className={styles.face}>
          <span className={styles.wholeName}>{chosen.name}</span>
          <span className={styles.shortName}>{chosen.short ?? chosen.name}</span>
          <span className={styles.chevron}>▾</span>
        </span>
      )}
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
    </span>
  );
}
