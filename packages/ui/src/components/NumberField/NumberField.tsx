import { useState } from 'react';
import * as styles from '../../styles/field.css.ts';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { type FieldChrome, NativeField } from '../Field/NativeField.tsx';
import { NUMBER_FIELD_TEXTS } from './number-field-texts.ts';
import {
  formatNumber,
  type NumberRules,
  numberInputMode,
  outOfBounds,
  parseNumber,
  settleNumber,
} from './number-text.ts';

export interface NumberFieldProps extends FieldChrome, NumberRules {
  /** The number; NaN when the field is empty. */
  value?: number;
  defaultValue?: number;
  /** Called when the typed number is settled: on leaving the field, Enter, or an arrow key. */
  onChange?: (value: number) => void;
  /**
   * Called with the text when what was typed is not a number (it stays in the field, with a
   * message), and with null once the field holds a number or nothing again: a form that must not
   * be sent with it can say so.
   */
  onUnreadable?: (typed: string | null) => void;
  placeholder?: string;
  /** Text before the number, such as 'Rs'. */
  prefix?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

/**
 * A number typed in a plain text input (amounts, prices, days): the phone's number pad, our own
 * parsing and rounding; the text is formatted again once the number is settled. Nothing typed is
 * changed silently: text that is not a number stays as typed and a number beyond the bounds stays
 * as it is, each with a message at the field (unless the form gives its own).
 */
export function NumberField({
  value,
  defaultValue = Number.NaN,
  onChange,
  onUnreadable,
  minValue,
  maxValue,
  step,
  formatOptions,
  placeholder,
  prefix,
  name,
  errorMessage,
  ...field
}: NumberFieldProps) {
  const texts = useUiTexts(NUMBER_FIELD_TEXTS);
  const rules: NumberRules = { minValue, maxValue, step, formatOptions };
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  // What is being typed; null while the field shows the settled number.
  const [draft, setDraft] = useState<string | null>(null);
  // Text left in the field that is not a number.
  const [unreadable, setUnreadable] = useState(false);

  const settle = (next: number) => {
    const settled = settleNumber(next, rules);
    setDraft(null);
    if (unreadable) {
      setUnreadable(false);
      onUnreadable?.(null);
    }
    if (Object.is(settled, current)) return;
    setOwnValue(settled);
    onChange?.(settled);
  };
  const commit = () => {
    if (draft === null) return;
    const typed = parseNumber(draft);
    if (typed !== null) settle(typed);
    else {
      setUnreadable(true);
      onUnreadable?.(draft);
    }
  };
  const stepBy = (direction: 1 | -1) => {
    const typed = draft === null ? current : parseNumber(draft);
    if (typed === null || Number.isNaN(typed)) settle(minValue ?? 0);
    else settle(typed + direction * (step ?? 1));
  };

  return (
    <NativeField
      {...field}
      errorMessage={errorMessage ?? (unreadable ? texts.notANumber : outOfBounds(current, rules, texts))}
    >
      {({ 'data-invalid': invalid, 'data-disabled': disabled, ...control }) => (
        <div className={styles.control} data-invalid={invalid} data-disabled={disabled}>
          {prefix ? <span aria-hidden="true">{prefix}&nbsp;</span> : null}
          <input
            {...control}
            type="text"
            inputMode={numberInputMode(rules)}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            name={name}
            className={styles.bareInput}
            placeholder={placeholder}
            value={draft ?? formatNumber(current, rules)}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
              else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                event.preventDefault();
                stepBy(event.key === 'ArrowUp' ? 1 : -1);
              }
            }}
          />
        </div>
      )}
    </NativeField>
  );
}
