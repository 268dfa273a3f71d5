import { type FormEvent, useState } from 'react';
import { useGuardedValues } from './leave-guard.ts';

export interface ValidatedFormOptions<Errors> {
  /** Called with the errors of a submit some rule failed (a form's 'fill out the required fields'). */
  onInvalid?: (errors: Errors) => void;
  /** A field's message goes as soon as the field is edited; the next submit checks it again. */
  clearOnEdit?: boolean;
}

/**
 * A form's values and the errors of its last submit: `submit` checks the values with the form's
 * rules and hands them on only when no rule failed. Changes not yet handed on arm the leave guard
 * (`leave-guard.ts`), so leaving the page asks first. Messages change only on a submit (or, with
 * `clearOnEdit`, go when their field is edited), so the form does not move under the pointer as a
 * field commits its value on the way to the button. The values stay as typed whatever the save does.
 */
export function useValidatedForm<Values extends object, Errors extends object>(
  initial: Values,
  validate: (values: Values) => Errors,
  onSave: (values: Values) => void,
  { onInvalid, clearOnEdit = false }: ValidatedFormOptions<Errors> = {},
) {
  const { values, setValues, handOver } = useGuardedValues(initial);
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const set = (change: Partial<Values>) => {
    setValues((previous) => ({ ...previous, ...change }));
    if (!clearOnEdit) return;
    setErrors((previous) => {
      const left = { ...previous };
      for (const field of Object.keys(change)) delete left[field as keyof Errors];
      return left;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      handOver();
      onSave(values);
    } else onInvalid?.(found);
  };
  return { values, setValues, set, errors, submit };
}
