import { type ReactNode, useId } from 'react';
import * as styles from '../../styles/field.css.ts';

/** Props every labelled field takes. */
export interface FieldChrome {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the field in the description's place; when a string, also marks the field invalid. */
  errorMessage?: string | undefined;
  /** Marks the label with '*' (the form checks the rule itself and reports it as errorMessage). */
  requiredMark?: boolean;
}

/** What a native control (input, select, textarea) needs to be named, described and marked invalid. */
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

/** The ids joining a field's control to the description or error shown under it. */
export function useFieldMessageIds({
  description,
  errorMessage,
}: Pick<FieldChrome, 'description' | 'errorMessage'>) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return {
    id,
    descriptionId,
    errorId,
    describedBy: errorMessage ? errorId : description ? descriptionId : undefined,
  };
}

export function RequiredMark({ shown }: { shown: boolean | undefined }) {
  return shown ? <span aria-hidden="true"> *</span> : null;
}

/** The description, or the error in its place once there is one. */
export function FieldMessage({
  description,
  errorMessage,
  descriptionId,
  errorId,
}: Pick<FieldChrome, 'description' | 'errorMessage'> & { descriptionId: string; errorId: string }) {
  if (errorMessage) {
    return (
      <span id={errorId} className={styles.errorText}>
        {errorMessage}
      </span>
    );
  }
  return description ? (
    <span id={descriptionId} className={styles.description}>
      {description}
    </span>
  ) : null;
}

/**
 * The field's label, description and error around a native element, which costs no script and on a
 * phone opens the system's own keyboard or picker. The control gets its id, description and
 * invalid state through `children`.
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
  const ids = useFieldMessageIds({ description, errorMessage });
  return (
    <div className={styles.field}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
        <RequiredMark shown={requiredMark} />
      </label>
      {children({
        id: ids.id,
        'aria-describedby': ids.describedBy,
        'aria-invalid': errorMessage ? true : undefined,
        'data-invalid': errorMessage ? true : undefined,
        'data-disabled': isDisabled ? true : undefined,
        disabled: isDisabled,
        required: isRequired,
      })}
      <FieldMessage description={description} errorMessage={errorMessage} {...ids} />
    </div>
  );
}
