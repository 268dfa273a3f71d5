import * as styles from '../../styles/field.css.ts';
import { NativeField } from '../Field/NativeField.tsx';
import { splitTextInputProps, type TextInputProps } from '../Field/text-input.ts';
import { counter } from './TextArea.css.ts';

export interface TextAreaProps extends TextInputProps {
  rows?: number;
}

/** Several lines of text; with `maxLength`, shows 'n / max characters' and stops typing beyond it. */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { field, input } = splitTextInputProps(props);
  const { maxLength, value } = props;
  return (
    <NativeField {...field}>
      {(control) => (
        <>
          <textarea {...control} {...input} rows={rows} className={styles.multilineControl} />
          {maxLength !== undefined && value !== undefined ? (
            <span className={counter}>
              {value.length} / {maxLength} characters
            </span>
          ) : null}
        </>
      )}
    </NativeField>
  );
}
