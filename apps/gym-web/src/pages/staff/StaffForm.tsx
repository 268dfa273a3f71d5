import { Button, CheckboxGroup, Inline, Select, Stack, TextField } from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { ROLE_HINT, ROLE_TEXT, STAFF_ROLES, STAFF_TEXT, type StaffRoleName } from './staff-messages.ts';

export interface StaffFormValues {
  name: string;
  phone: string;
  role: StaffRoleName;
  gymIds: number[];
}

/**
 * A staff member's role and gyms, with their name and phone when inviting (`invite`). Checks what
 * the server would refuse first: a name, ten digits, at least one gym.
 */
export function StaffForm({
  initial,
  gyms,
  invite,
  submitLabel,
  pendingLabel,
  isSaving,
  onSave,
  onCancel,
}: {
  initial: StaffFormValues;
  gyms: readonly { id: number; label: string }[];
  invite: boolean;
  submitLabel: string;
  pendingLabel: string;
  isSaving: boolean;
  onSave: (values: StaffFormValues) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof StaffFormValues, string>>>({});
  const set = <Key extends keyof StaffFormValues>(key: Key, value: StaffFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(invite && !values.name.trim() ? { name: t(STAFF_TEXT.nameRequired) } : {}),
      ...(invite && !/^[0-9]{10}$/.test(values.phone) ? { phone: t(STAFF_TEXT.phoneDigits) } : {}),
      ...(values.gymIds.length === 0 ? { gymIds: t(STAFF_TEXT.chooseGym) } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="medium">
        {invite ? (
          <>
            <TextField
              label={t(STAFF_TEXT.name)}
              value={values.name}
              onChange={(name) => set('name', name)}
              errorMessage={errors.name}
              maxLength={200}
              requiredMark
            />
            <TextField
              type="tel"
              inputMode="numeric"
              label={t(STAFF_TEXT.phone)}
              description={t(STAFF_TEXT.phoneHint)}
              value={values.phone}
              onChange={(phone) => set('phone', phone)}
              errorMessage={errors.phone}
              requiredMark
            />
          </>
        ) : null}
        <Select
          label={t(STAFF_TEXT.role)}
          description={t(ROLE_HINT[values.role])}
          options={STAFF_ROLES.map((role) => ({ id: role, label: t(ROLE_TEXT[role]) }))}
          selectedKey={values.role}
          onSelectionChange={(role) => set('role', role as StaffRoleName)}
          requiredMark
        />
        <CheckboxGroup
          label={t(STAFF_TEXT.gyms)}
          options={gyms.map((gym) => ({ value: String(gym.id), label: gym.label }))}
          value={values.gymIds.map(String)}
          onChange={(ticked) => set('gymIds', ticked.map(Number))}
          errorMessage={errors.gymIds}
          requiredMark
        />
        <Inline justifyContent="flex-end">
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              {t(STAFF_TEXT.cancel)}
            </Button>
          ) : null}
          <Button type="submit" isPending={isSaving} pendingLabel={pendingLabel}>
            {submitLabel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
