import { type FormEvent, useState } from 'react';

/**
 * A form's values and its rules' errors: none until the first submit, then kept up to date as the
 * values change, so a corrected field loses its message at once. `submit` hands the values on only
 * when no rule fails. The values stay as typed whatever the save does.
 */
export function useValidatedForm<Values extends object, Errors extends object>(
  initial: Values,
  validate: (values: Values) => Errors,
  onSave: (values: Values) => void,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors: Partial<Errors> = submitted ? validate(values) : {};
  const set = (change: Partial<Values>) => setValues((previous) => ({ ...previous, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values)).length === 0) onSave(values);
  };
  return { values, setValues, set, errors, submit };
}
