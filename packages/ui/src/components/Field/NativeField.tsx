import { type ReactNode, useId } from 'react';
import { FieldErrorContext, LabelContext, Provider, TextContext } from 'react-aria-components';
import * as styles from '../../styles/field.css.ts';
import { type FieldChrome, FieldFooter, FieldLabel } from './Field.tsx';

/** What a native control (select, date input) needs to be named, described and marked invalid. */
export interface NativeControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'data-invalid': true | undefined;
  'data-disabled': true | undefined;
  disabled: boolean | undefined;
  required: boolean | undefined;
}

export interface NativeFieldProps extends FieldChrome {
  isDisabled?: boolean | undefined;
  isRequired?: boolean | undefined;
  children: (control: NativeControlProps) => ReactNode;
}

// A form-supplied message, in the shape react-aria's FieldError reads.
const SUPPLIED_ERROR: ValidityState = {
  badInput: false,
  customError: true,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: false,
  valueMissing: false,
};

/**
 * The field's label, description and error around a native element, which costs no script and on a
 * phone opens the system's own picker. The shared Field parts get their ids through react-aria's
 * contexts, as inside a react-aria field; the control gets them through `children`.
 */
export function NativeField({
  label,
  requiredMark,
  description,
  errorMessage,
  isDisabled,
  isRequired,
  children,
}: NativeFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const shownBelow = errorMessage ? errorId : description ? descriptionId : undefined;
  return (
    <Provider
      values={[
        [LabelContext, { htmlFor: id }],
        [TextContext, { slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }],
        [
          FieldErrorContext,
          errorMessage
            ? { isInvalid: true, validationErrors: [errorMessage], validationDetails: SUPPLIED_ERROR }
            : null,
        ],
      ]}
    >
      <div className={styles.field}>
        <FieldLabel requiredMark={requiredMark}>{label}</FieldLabel>
        {children({
          id,
          'aria-describedby': shownBelow,
          'aria-invalid': errorMessage ? true : undefined,
          'data-invalid': errorMessage ? true : undefined,
          'data-disabled': isDisabled ? true : undefined,
          disabled: isDisabled,
          required: isRequired,
        })}
        <FieldFooter description={description} errorMessage={errorMessage} />
      </div>
    </Provider>
  );
}
