import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import * as fieldStyles from '../../styles/field.css.ts';
import { FieldLabel } from '../Field/Field.tsx';
import * as styles from './SegmentedControl.css.ts';

export interface SegmentedControlProps extends Omit<RadioGroupProps, 'className' | 'style' | 'children'> {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** One of a few choices side by side (MONTHLY / DAILY, INCOME / EXPENSE): a radio group. */
export function SegmentedControl({ label, options, ...props }: SegmentedControlProps) {
  return (
    <RadioGroup {...props} orientation="horizontal" className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.segments}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.segment}>
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
