import { countSms, SMS_MAX_CHARACTERS } from '../../sms/count.ts';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import * as styles from './SmsCounter.css.ts';
import { SMS_COUNTER_TEXTS } from './sms-counter-texts.ts';

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
