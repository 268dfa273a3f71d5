import * as styles from '../../styles/field.css.ts';
import { NativeField } from '../Field/NativeField.tsx';
import { type TextInputProps, useTextInputProps } from '../Field/text-input.ts';

export interface TextFieldProps extends TextInputProps {
  /** The kind of text, which chooses the phone's keyboard (default 'text'). */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
}

/** One line of text in the browser's own input: the phone's own keyboard, no script. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { field, input } = useTextInputProps(props);
  return (
    <NativeField {...field}>
      {(control) => <input {...control} {...input} type={type} className={styles.control} />}
    </NativeField>
  );
}
