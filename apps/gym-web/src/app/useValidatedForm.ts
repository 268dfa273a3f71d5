import { type FormEvent, useState } from 'react';

/**
 * A form's values and the errors of its last submit: `submit` checks the values with the form's
 * rules and hands them on only when no rule failed. Messages change only on a submit, so the
 * form does not move under the pointer as a field commits its value on the way to the button.
 * The values stay as typed whatever the save does.
 */
export function useValidatedForm<Values extends object, Errors extends object>(
  initial: Values,
  validate: (values: Values) => Errors,
  onSave: (values: Values) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const set = (change: Partial<Values>) => setValues((previous) => ({ ...previous, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values);
  };
  return { values, setValues, set, errors, submit };
}
