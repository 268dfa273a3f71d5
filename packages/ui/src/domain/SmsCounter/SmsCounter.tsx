import { countSms, SMS_MAX_CHARACTERS } from '../../sms/count.ts';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import type { UiTexts } from '../../texts/ui-texts.ts';
import * as styles from './SmsCounter.css.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const SMS_COUNTER_TEXTS: Pick<
  UiTexts,
  'characters' | 'pages' | 'perPage' | 'remaining' | 'smsCost' | 'gsm7' | 'unicode'
> = {
  characters: 'Characters',
  pages: 'Pages',
  perPage: 'Per page',
  remaining: 'Remaining',
  smsCost: 'SMS cost',
  gsm7: 'Plain text (GSM-7): 160 characters in one page, 153 per page when split.',
  unicode: 'Unicode (UCS-2) because of characters outside GSM-7: 70 in one page, 67 per page when split.',
};

export interface SmsCounterProps {
  /** The message as it will be sent. */
  text: string;
}

/** Characters out of 720, pages, per-page size, remaining and cost, by the encoding that applies. */
export function SmsCounter({ text }: SmsCounterProps) {
  const texts = useUiTexts(SMS_COUNTER_TEXTS);
  const count = countSms(text);
  const figures: [string, string | number][] = [
    [texts.characters, `${count.characters} / ${SMS_MAX_CHARACTERS}`],
    [texts.pages, count.pages],
    [texts.perPage, count.perPage],
    [texts.remaining, count.remaining],
    [texts.smsCost, count.cost],
  ];
  return (
    <div className={styles.counter} aria-live="polite">
      <dl className={styles.figures}>
        {figures.map(([name, figure]) => (
          <div key={name} className={styles.figure}>
            <dt className={styles.figureName}>{name}</dt>
            <dd className={styles.figureValue}>{figure}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.encoding}>{count.encoding === 'GSM-7' ? texts.gsm7 : texts.unicode}</p>
    </div>
  );
}
