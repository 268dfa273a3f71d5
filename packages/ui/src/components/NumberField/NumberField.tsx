import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Group,
  Input,
} from 'react-aria-components';
import * as styles from '../../styles/field.css.ts';
import { type FieldChrome, FieldFooter, FieldLabel, fieldValidation } from '../Field/Field.tsx';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>,
    FieldChrome {
  placeholder?: string;
  /** Text before the number, such as 'Rs'. */
  prefix?: string;
}

/** A number input that parses and formats by locale (amounts, prices, days). */
export function NumberField({
  label,
  requiredMark,
  description,
  errorMessage,
  placeholder,
  prefix,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} {...fieldValidation(errorMessage)} className={styles.field}>
      <FieldLabel requiredMark={requiredMark}>{label}</FieldLabel>
      <Group className={styles.control}>
        {prefix ? <span aria-hidden="true">{prefix}&nbsp;</span> : null}
        <Input className={styles.bareInput} placeholder={placeholder} />
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
