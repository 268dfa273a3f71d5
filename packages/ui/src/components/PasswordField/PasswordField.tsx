import { useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import * as styles from '../../styles/field.css.ts';
import { type FieldChrome, FieldFooter, FieldLabel, fieldValidation } from '../Field/Field.tsx';
import { revealButton } from './PasswordField.css.ts';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>,
    FieldChrome {
  placeholder?: string;
}

/** A password input with a Show / Hide toggle that keeps focus and the typed value. */
export function PasswordField({
  label,
  requiredMark,
  description,
  errorMessage,
  placeholder,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      {...fieldValidation(errorMessage)}
      type={visible ? 'text' : 'password'}
      className={styles.field}
    >
      <FieldLabel requiredMark={requiredMark}>{label}</FieldLabel>
      <Group className={styles.control}>
        <Input className={styles.bareInput} placeholder={placeholder} />
        <Button className={revealButton} onPress={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide' : 'Show'}
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
