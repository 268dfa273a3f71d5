import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Text,
} from 'react-aria-components';
import * as styles from '../../styles/field.css.ts';
import { type FieldChrome, FieldFooter, FieldLabel, fieldValidation } from '../Field/Field.tsx';
import { counter } from './TextArea.css.ts';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>,
    FieldChrome {
  placeholder?: string;
  rows?: number;
  /** Shows 'n / max characters' and stops typing beyond max. */
  maxLength?: number;
}

export function TextArea({
  label,
  requiredMark,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  maxLength,
  ...props
}: TextAreaProps) {
  const length = (props.value ?? '').length;
  return (
    <AriaTextField
      {...props}
      maxLength={maxLength}
      {...fieldValidation(errorMessage)}
      className={styles.field}
    >
      <FieldLabel requiredMark={requiredMark}>{label}</FieldLabel>
      <AriaTextArea className={styles.multilineControl} rows={rows} placeholder={placeholder} />
      {maxLength !== undefined && props.value !== undefined ? (
        <Text slot="description" className={counter}>
          {length} / {maxLength} characters
        </Text>
      ) : null}
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
