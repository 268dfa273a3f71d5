import { countSms, SMS_MAX_CHARACTERS } from '../../sms/count.ts';
import * as styles from './SmsCounter.css.ts';

export interface SmsCounterProps {
  /** The message as it will be sent. */
  text: string;
}

/** Characters out of 720, pages, per-page size, remaining and cost, by the encoding that applies. */
export function SmsCounter({ text }: SmsCounterProps) {
  const count = countSms(text);
  const figures: [string, string | number][] = [
    ['Characters', `${count.characters} / ${SMS_MAX_CHARACTERS}`],
    ['Pages', count.pages],
    ['Per page', count.perPage],
    ['Remaining', count.remaining],
    ['SMS cost', count.cost],
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
      <p className={styles.encoding}>
        {count.encoding === 'GSM-7'
          ? 'Plain text (GSM-7): 160 characters in one page, 153 per page when split.'
          : 'Unicode (UCS-2) because of characters outside GSM-7: 70 in one page, 67 per page when split.'}
      </p>
    </div>
  );
}
