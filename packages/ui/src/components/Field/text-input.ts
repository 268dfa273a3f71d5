import type { ChangeEvent, FocusEventHandler, HTMLAttributes } from 'react';
import type { FieldChrome } from './NativeField.tsx';

/** What a typed field (one line, several lines, password) takes. */
export interface TextInputProps extends FieldChrome {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  minLength?: number;
  name?: string;
  autoFocus?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/** A typed field's props split into NativeField's (label, messages, state) and the native element's. */
export function splitTextInputProps({
  label,
  requiredMark,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  onChange,
  isReadOnly,
  ...attributes
}: TextInputProps) {
  return {
    field: { label, requiredMark, description, errorMessage, isRequired, isDisabled },
    input: {
      ...attributes,
      readOnly: isReadOnly,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange?.(event.currentTarget.value),
    },
  };
}
