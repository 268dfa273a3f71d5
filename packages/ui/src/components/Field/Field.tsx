import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from '../../styles/field.css.ts';

/** Props every labelled field takes. */
export interface FieldChrome {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the field; when a string, also marks the field invalid (see fieldValidation). */
  errorMessage?: string | undefined;
  /** Marks the label with '*' (the form checks the rule itself and reports it as errorMessage). */
  requiredMark?: boolean;
}

/** Label above and description or error below: placed inside a react-aria field component. */
export function FieldLabel({
  children,
  requiredMark,
}: {
  children: ReactNode;
  requiredMark?: boolean | undefined;
}) {
  return (
    <Label className={styles.label}>
      {children}
      {requiredMark ? <span aria-hidden="true"> *</span> : null}
    </Label>
  );
}

export function FieldFooter({ description, errorMessage }: Omit<FieldChrome, 'label'>) {
  return (
    <>
      {description && !errorMessage ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.errorText}>{errorMessage}</FieldError>
    </>
  );
}

/** A server- or form-supplied error makes the react-aria field invalid so FieldError shows it. */
export function fieldValidation(errorMessage: string | undefined) {
  return errorMessage ? { isInvalid: true, validationBehavior: 'aria' as const } : {};
}
