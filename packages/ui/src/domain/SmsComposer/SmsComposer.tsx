import {
  DUES_REMINDER_PLACEHOLDERS,
  fillPlaceholders,
  type PlaceholderValues,
  SMS_PLACEHOLDERS,
  type SmsPlaceholder,
} from '@gym/sms-segments';
import { useRef } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { SMS_MAX_CHARACTERS } from '../../sms/count.ts';
import { visuallyHidden } from '../../styles/focus.css.ts';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { SmsCounter } from '../SmsCounter/SmsCounter.tsx';
import { insertAt } from './insert-at.ts';
import * as styles from './SmsComposer.css.ts';
import { SMS_COMPOSER_TEXTS } from './sms-composer-texts.ts';

export { DUES_REMINDER_PLACEHOLDERS, SMS_PLACEHOLDERS };

/** The message as one recipient will read it: the placeholders filled with their values. */
export interface SmsPreview {
  values: PlaceholderValues;
  /** Who the preview is written for, under it. */
  note: string;
}

export interface SmsComposerProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  /** Shows the message below the counter with its placeholders filled, as the server fills them. */
  preview?: SmsPreview;
  /**
   * The placeholder buttons, in order: the three every message may name by default; a message that
   * knows what its client owes (Send SMS, the dues reminder) adds {amount_due}.
   */
  placeholders?: readonly SmsPlaceholder[];
}

/** The message box of 'Send SMS': 720 characters at most, placeholder buttons, live counter. */
export function SmsComposer({
  value,
  onChange,
  label,
  errorMessage,
  isDisabled,
  preview,
  placeholders = SMS_PLACEHOLDERS,
}: SmsComposerProps) {
  const texts = useUiTexts(SMS_COMPOSER_TEXTS);
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
      {/* The count is the specification's own, in SmsCounter below, not TextArea's line. */}
      <TextArea
        ref={area}
        label={label ?? texts.message}
        value={value}
        onChange={onChange}
        maxLength={SMS_MAX_CHARACTERS}
        hideCharacterCount
        rows={6}
        isDisabled={isDisabled}
        errorMessage={errorMessage}
      />
      <fieldset className={styles.placeholders}>
        <legend className={visuallyHidden}>{texts.insertPlaceholder}</legend>
        {placeholders.map((placeholder) => (
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
      {preview && value.trim() !== '' ? (
        <figure className={styles.preview}>
          <figcaption className={styles.previewCaption}>{texts.preview}</figcaption>
          <p className={styles.previewText}>{fillPlaceholders(value, preview.values)}</p>
          <p className={styles.previewNote}>{preview.note}</p>
        </figure>
      ) : null}
    </div>
  );
}
