import { type FormEvent, useState } from 'react';
import { useRefusedFields } from './form-feedback.ts';
import { useGuardedValues } from './leave-guard.ts';

export interface ValidatedFormOptions<Errors> {
  /** Called with the errors of a submit some rule failed (a form's 'fill out the required fields'). */
  onInvalid?: (errors: Errors) => void;
  /** A field's message goes as soon as the field is edited; the next submit checks it again. */
  clearOnEdit?: boolean;
  /**
   * The server's refusal of the last save (the mutation's error): the fields it names show its
   * messages, until they are edited or the next submit.
   */
  refusal?: unknown;
  /** The form's name of a field the server names by the contract's (the same name unless mapped). */
  formField?: (contractField: string) => keyof Errors | undefined;
}

/**
 * A form's values and the errors of its last submit: `submit` checks the values with the form's
 * rules and hands them on only when no rule failed. Changes not yet handed on arm the leave guard
 * (`leave-guard.ts`), so leaving the page asks first. Messages change only on a submit, a refusal
 * from the server (or, with `clearOnEdit`, go when their field is edited), so the form does not
 * move under the pointer as a field commits its value on the way to the button. The values stay as
 * typed whatever the save does.
 */
export function useValidatedForm<Values extends object, Errors extends object>(
  initial: Values,
  validate: (values: Values) => Errors,
  onSave: (values: Values) => void,
  {
    onInvalid,
    clearOnEdit = false,
    refusal,
    formField = (field) => field as keyof Errors,
  }: ValidatedFormOptions<Errors> = {},
) {
  const { values, setValues, handOver } = useGuardedValues(initial);
  const [found, setErrors] = useState<Partial<Errors>>({});
  const { refused, forget } = useRefusedFields(refusal, (field) => formField(field) as string | undefined);
  // The rules' findings first: the server's refusal is of what was sent, perhaps edited since.
  const errors = { ...refused, ...found } as Partial<Errors>;
  const set = (change: Partial<Values>) => {
    setValues((previous) => ({ ...previous, ...change }));
    forget(Object.keys(change));
    if (!clearOnEdit) return;
    setErrors((previous) => {
      const left = { ...previous };
      for (const field of Object.keys(change)) delete left[field as keyof Errors];
      return left;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validate(values);
    setErrors(broken);
    forget(Object.keys(refused));
    if (Object.keys(broken).length === 0) {
      handOver();
      onSave(values);
    } else onInvalid?.(broken);
  };
  return { values, setValues, set, errors, submit };
}
