import { type ReactNode, useEffect, useRef, useState } from 'react';
import * as fieldStyles from '../../styles/field.css.ts';
import { type FieldChrome, FieldMessage, RequiredMark, useFieldMessageIds } from '../Field/NativeField.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps {
  children: ReactNode;
  /** Ticked (controlled); or `defaultSelected` for a checkbox that keeps its own state. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Neither ticked nor clear (some of several chosen). */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  name?: string;
  value?: string;
  'aria-describedby'?: string | undefined;
}

/** A native checkbox drawn as our box, its label beside it the whole touch target. */
export function Checkbox({
  children,
  isSelected,
  defaultSelected,
  onChange,
  isIndeterminate = false,
  isDisabled,
  isInvalid,
  name,
  value,
  'aria-describedby': describedBy,
}: CheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // Indeterminate is a property only, without an attribute.
  useEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <label className={styles.checkbox} data-disabled={isDisabled ? true : undefined}>
      <input
        ref={input}
        type="checkbox"
        className={styles.input}
        name={name}
        value={value}
        {...(isSelected === undefined ? { defaultChecked: defaultSelected } : { checked: isSelected })}
        disabled={isDisabled}
        aria-invalid={isInvalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
      />
      <span className={styles.box} aria-hidden="true" />
      {children}
    </label>
  );
}

export interface CheckboxGroupProps extends FieldChrome {
  options: readonly { value: string; label: string }[];
  /** The ticked options' values (controlled); or `defaultValue` for a group that keeps its own. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  isDisabled?: boolean;
  name?: string;
}

/** Several choices at once (money-flow tags, gym facilities): native checkboxes in a fieldset. */
export function CheckboxGroup({
  label,
  requiredMark,
  description,
  errorMessage,
  options,
  value,
  defaultValue = [],
  onChange,
  isDisabled,
  name,
}: CheckboxGroupProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const chosen = value ?? ownValue;
  const choose = (next: string[]) => {
    setOwnValue(next);
    onChange?.(next);
  };
  const ids = useFieldMessageIds({ description, errorMessage });
  return (
    <fieldset className={fieldStyles.fieldset} disabled={isDisabled} aria-describedby={ids.describedBy}>
      <legend className={fieldStyles.legend}>
        {label}
        <RequiredMark shown={requiredMark} />
      </legend>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            isSelected={chosen.includes(option.value)}
            isDisabled={isDisabled}
            isInvalid={errorMessage !== undefined && errorMessage !== ''}
            onChange={(ticked) =>
              choose(ticked ? [...chosen, option.value] : chosen.filter((picked) => picked !== option.value))
            }
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldMessage description={description} errorMessage={errorMessage} {...ids} />
    </fieldset>
  );
}
