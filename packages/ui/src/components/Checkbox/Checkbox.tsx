import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import * as fieldStyles from '../../styles/field.css.ts';
import { type FieldChrome, FieldFooter, FieldLabel, fieldValidation } from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? '–' : isSelected ? '✓' : ''}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>,
    FieldChrome {
  options: readonly { value: string; label: string }[];
}

/** Several choices at once: money-flow tags, gym facilities, SMS settings. */
export function CheckboxGroup({ label, description, errorMessage, options, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} {...fieldValidation(errorMessage)} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value}>
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
