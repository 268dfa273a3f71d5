import { useState } from 'react';
import * as styles from '../../styles/field.css.ts';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { NativeField } from '../Field/NativeField.tsx';
import { type TextInputProps, useTextInputProps } from '../Field/text-input.ts';
import { revealButton } from './PasswordField.css.ts';
import { PASSWORD_FIELD_TEXTS } from './password-field-texts.ts';

export type PasswordFieldProps = TextInputProps;

/** A password input with a Show / Hide toggle that keeps focus and the typed value. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const texts = useUiTexts(PASSWORD_FIELD_TEXTS);
  const { field, input } = useTextInputProps(props);
  return (
    <NativeField {...field}>
      {({ 'data-invalid': invalid, 'data-disabled': disabled, ...control }) => (
        <div className={styles.control} data-invalid={invalid} data-disabled={disabled}>
          <input {...control} {...input} type={visible ? 'text' : 'password'} className={styles.bareInput} />
          <button
            type="button"
            className={revealButton}
            disabled={control.disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? texts.hide : texts.show}
          </button>
        </div>
      )}
    </NativeField>
  );
}
