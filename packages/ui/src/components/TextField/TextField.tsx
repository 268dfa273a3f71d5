import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import * as styles from '../../styles/field.css.ts';
import { type FieldChrome, FieldFooter, FieldLabel, fieldValidation } from '../Field/Field.tsx';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>,
    FieldChrome {
  placeholder?: string;
}

export function TextField({
  label,
  requiredMark,
  description,
  errorMessage,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} {...fieldValidation(errorMessage)} className={styles.field}>
      <FieldLabel requiredMark={requiredMark}>{label}</FieldLabel>
      <Input className={styles.control} placeholder={placeholder} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
