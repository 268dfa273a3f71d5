import type { Ref } from 'react';
import * as styles from '../../styles/field.css.ts';
import { NativeField } from '../Field/NativeField.tsx';
import { type TextInputProps, useTextInputProps } from '../Field/text-input.ts';
import { counter } from './TextArea.css.ts';

export interface TextAreaProps extends TextInputProps {
  rows?: number;
  /**
   * Leaves out the 'n / max characters' line under the field while `maxLength` still stops typing:
   * for a field whose count is shown by a counter of its own (the SMS composer's).
   */
  hideCharacterCount?: boolean;
  /** The `<textarea>` itself, for what works on its selection (inserting at the cursor). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** Several lines of text; with `maxLength`, shows 'n / max characters' and stops typing beyond it. */
export function TextArea({ rows = 4, hideCharacterCount = false, ref, ...props }: TextAreaProps) {
  const { field, input } = useTextInputProps(props);
  const { maxLength, value } = props;
  return (
    <NativeField {...field}>
      {(control) => (
        <>
          <textarea ref={ref} {...control} {...input} rows={rows} className={styles.multilineControl} />
          {maxLength !== undefined && value !== undefined && !hideCharacterCount ? (
            <span className={counter}>
              {value.length} / {maxLength} characters
            </span>
          ) : null}
        </>
      )}
    </NativeField>
  );
}
