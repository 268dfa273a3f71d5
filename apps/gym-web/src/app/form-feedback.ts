import { ApiRequestError, errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { useState } from 'react';

/** What a toast about one field of a form is about, for showToast and dismissToasts: 'signup/phone'. */
export const fieldTopic = (form: string, field: string) => `${form}/${field}`;

/**
 * The server's refusal of a form as an error toast about the field it names (the contract's field
 * name, e.g. 'gym-form/emailAddress'), else about the whole form; `prefix` leads the server's message.
 */
export function toastRefusal(
  form: string,
  error: unknown,
  fallback: string,
  prefix = '',
  /** The sentence in the interface's language (a converted screen passes `serverText`). */
  words: (text: string) => string = (text) => text,
) {
  const apiError = error instanceof ApiRequestError ? error.error : undefined;
  const field = apiError?.kind === 'HTTP_ERROR' ? apiError.details?.[0]?.field : undefined;
  showToast(
    `${prefix}${words(errorMessage(error, fallback))}`,
    'error',
    field ? fieldTopic(form, field) : form,
  );
}

/**
 * The fields a server's refusal names, with its messages, under the form's own field names
 * (`formField` maps a contract name such as 'clientInfoInDevice.card' to the form's; undefined
 * leaves it out): what the form shows at those fields.
 */
export function refusedFields<Field extends string>(
  error: unknown,
  formField: (contractField: string) => Field | undefined,
): Partial<Record<Field, string>> {
  const apiError = error instanceof ApiRequestError ? error.error : undefined;
  const fields: Partial<Record<Field, string>> = {};
  if (apiError?.kind !== 'HTTP_ERROR') return fields;
  for (const detail of apiError.details ?? []) {
    const field = formField(detail.field);
    if (field !== undefined) fields[field] ??= detail.message;
  }
  return fields;
}

/**
 * The messages of the server's latest refusal (a mutation's error) at the fields it names, kept
 * until `forget` drops a field's (as it is edited) or a new refusal comes.
 */
export function useRefusedFields<Field extends string>(
  refusal: unknown,
  formField: (contractField: string) => Field | undefined,
) {
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  // A new refusal replaces the messages (set while rendering, React's way of following a prop:
  // https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [shown, setShown] = useState<unknown>(undefined);
  if (refusal !== shown) {
    setShown(refusal);
    setRefused(refusal ? refusedFields(refusal, formField) : {});
  }
  const forget = (fields: readonly string[]) =>
    setRefused((previous) => {
      if (!fields.some((field) => field in previous)) return previous;
      const left = { ...previous };
      for (const field of fields) delete left[field as Field];
      return left;
    });
  return { refused, forget };
}

/**
 * After a submit has shown a form's errors, an edit keeps only those the new values still have:
 * a fixed field's message goes at once, and no new one appears before the next submit.
 */
export function keepUnfixed<Field extends string>(
  shown: Partial<Record<Field, string>>,
  found: Partial<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const kept: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(shown) as Field[]) {
    const message = found[field];
    if (message !== undefined) kept[field] = message;
  }
  return kept;
}
