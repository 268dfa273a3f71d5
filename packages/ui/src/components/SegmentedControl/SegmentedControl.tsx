import { useId } from 'react';
import * as fieldStyles from '../../styles/field.css.ts';
import * as styles from './SegmentedControl.css.ts';

export interface SegmentedControlProps {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The chosen value (controlled); or `defaultValue` for a control that keeps its own. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isDisabled?: boolean;
  /** The radio buttons' form name (default: one of their own). */
  name?: string;
}

/**
 * One of a few choices side by side (MONTHLY / DAILY, INCOME / EXPENSE): native radio buttons in a
 * fieldset named by its legend, so the browser gives the arrow keys, the single Tab stop and the
 * announcements, without react-aria's radio group and focus code.
 */
export function SegmentedControl({
  label,
  options,
  value,
  defaultValue,
  onChange,
  isDisabled,
  name,
}: SegmentedControlProps) {
  const ownName = useId();
  return (
    <fieldset className={fieldStyles.fieldset} disabled={isDisabled}>
      <legend className={fieldStyles.legend}>{label}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              className={styles.radio}
              name={name ?? ownName}
              value={option.value}
              {...(value === undefined
                ? { defaultChecked: option.value === defaultValue }
                : { checked: option.value === value })}
              onChange={(event) => {
                if (event.currentTarget.checked) onChange?.(option.value);
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
