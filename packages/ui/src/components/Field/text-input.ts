import {
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEventHandler,
  type HTMLAttributes,
  useState,
} from 'react';
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

/** The notice a paste longer than the field takes leaves at the field. */
export const pasteCutNotice = (maxLength: number) =>
  `Pasted text was cut to ${maxLength.toLocaleString('en-US')} characters.`;

/**
 * A typed field's props split into NativeField's (label, messages, state) and the native element's.
 * The browser cuts a paste at `maxLength` without a word; the field then says so in its
 * description's place, until the text is shorter than the limit again.
 */
export function useTextInputProps({
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
  const [cut, setCut] = useState(false);
  const { maxLength } = attributes;
  const onPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (maxLength === undefined) return;
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    const replaced = (selectionEnd ?? value.length) - (selectionStart ?? value.length);
    const pasted = event.clipboardData.getData('text').length;
    setCut(value.length - replaced + pasted > maxLength);
  };
  const shownCut = cut && maxLength !== undefined && (attributes.value ?? '').length >= maxLength;
  return {
    field: {
      label,
      requiredMark,
      description: shownCut ? pasteCutNotice(maxLength) : description,
      errorMessage,
      isRequired,
      isDisabled,
    },
    input: {
      ...attributes,
      readOnly: isReadOnly,
      onPaste,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange?.(event.currentTarget.value),
    },
  };
}
