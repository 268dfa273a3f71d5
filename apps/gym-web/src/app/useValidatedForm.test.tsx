import { act, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { hookMounter } from './mount-hook.test-support.tsx';
import { useValidatedForm, type ValidatedFormOptions } from './useValidatedForm.ts';

interface Values {
  name: string;
  phone: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const rules = (values: Values): Errors => ({
  ...(values.name ? {} : { name: 'Name is required.' }),
  ...(values.phone ? {} : { phone: 'Phone is required.' }),
});
const submitEvent = { preventDefault: () => {} } as FormEvent;

const mount = hookMounter();

function render(options: ValidatedFormOptions<Errors>) {
  const saved: Values[] = [];
  const current = mount(() =>
    useValidatedForm<Values, Errors>({ name: '', phone: '' }, rules, (values) => saved.push(values), options),
  );
  return { current, saved };
}

describe('a validated form', () => {
  it('keeps its messages until the next submit, and tells onInvalid what failed', () => {
    const invalid: Errors[] = [];
    const { current, saved } = render({ onInvalid: (errors) => invalid.push(errors) });
    act(() => current().submit(submitEvent));
    expect(current().errors).toEqual({ name: 'Name is required.', phone: 'Phone is required.' });
    expect(invalid).toHaveLength(1);
    act(() => current().set({ name: 'Asha' }));
    expect(current().errors.name).toBe('Name is required.');
    act(() => current().set({ phone: '98' }));
    act(() => current().submit(submitEvent));
    expect(current().errors).toEqual({});
    expect(saved).toEqual([{ name: 'Asha', phone: '98' }]);
    expect(invalid).toHaveLength(1);
  });

  it('with clearOnEdit, drops an edited field’s message at once and keeps the others', () => {
    const { current, saved } = render({ clearOnEdit: true });
    act(() => current().submit(submitEvent));
    act(() => current().set({ name: 'Asha' }));
    expect(current().errors).toEqual({ phone: 'Phone is required.' });
    expect(saved).toEqual([]);
  });
});
