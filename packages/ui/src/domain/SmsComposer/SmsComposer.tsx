import { useRef } from 'react';
import { TextArea, TextField } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { FieldFooter, FieldLabel, fieldValidation } from '../../components/Field/Field.tsx';
import { countSms, SMS_MAX_CHARACTERS } from '../../sms/count.ts';
import * as fieldStyles from '../../styles/field.css.ts';
import { visuallyHidden } from '../../styles/focus.css.ts';
import { insertAt } from './insert-at.ts';
import * as styles from './SmsComposer.css.ts';

export const SMS_PLACEHOLDERS = ['client_name', 'expiry_date', 'business_name'] as const;

export interface SmsComposerProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** The message box of 'Send SMS': 720 characters at most, placeholder buttons, live counter. */
export function SmsComposer({
  value,
  onChange,
  label = 'Message',
  errorMessage,
  isDisabled,
}: SmsComposerProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (placeholder: string) => {
    const element = area.current;
    const token = `{${placeholder}}`;
    if (value.length + token.length > SMS_MAX_CHARACTERS) return;
    const next = insertAt(
      value,
      token,
      element?.selectionStart ?? value.length,
      element?.selectionEnd ?? value.length,
    );
    onChange(next.text);
    // Back to the text, just after what was inserted, once React has written the new value.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  return (
    <div className={styles.composer}>
      <TextField
        value={value}
        onChange={onChange}
        maxLength={SMS_MAX_CHARACTERS}
        isDisabled={isDisabled}
        {...fieldValidation(errorMessage)}
        className={fieldStyles.field}
      >
        <FieldLabel>{label}</FieldLabel>
        <TextArea ref={area} rows={6} className={styles.area} />
        <FieldFooter errorMessage={errorMessage} />
      </TextField>
      <fieldset className={styles.placeholders}>
        <legend className={visuallyHidden}>Insert placeholder</legend>
        {SMS_PLACEHOLDERS.map((placeholder) => (
          <Button
            key={placeholder}
            size="small"
            variant="secondary"
            isDisabled={isDisabled}
            onPress={() => insert(placeholder)}
          >
            {`{${placeholder}}`}
          </Button>
        ))}
      </fieldset>
      <SmsCounter text={value} />
    </div>
  );
}

/** Characters out of 720, pages, per-page size, remaining and cost, by the encoding that applies. */
export function SmsCounter({ text }: { text: string }) {
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
