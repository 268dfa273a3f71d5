import { Box, Button, Card, Heading, Inline, Stack, showToast, Text, TextField } from '@gym/ui';
import { type FormEvent, useState } from 'react';
import {
  DEVICE_FIELDS,
  type DeviceFormErrors,
  type DeviceFormValues,
  FILL_REQUIRED,
  validateDeviceForm,
} from './device-form-rules.ts';

export interface DeviceFormProps {
  title: string;
  initial: DeviceFormValues;
  isSaving: boolean;
  onSave: (values: DeviceFormValues) => void;
  onCancel: () => void;
}

/** Add/edit a door device: name, door and serial number, all required. */
export function DeviceForm({ title, initial, isSaving, onSave, onCancel }: DeviceFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DeviceFormErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDeviceForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) showToast(FILL_REQUIRED, 'warning');
    else onSave(values);
  };

  return (
    <Box maxWidth="content">
      <form onSubmit={submit} noValidate>
        <Stack gap="xlarge">
          <Heading level={1}>{title}</Heading>
          <Card title="Device Info" level={2}>
            <Stack gap="large">
              {DEVICE_FIELDS.map(({ field, label }) => (
                <TextField
                  key={field}
                  label={label}
                  requiredMark
                  value={values[field]}
                  onChange={(value) => setValues((previous) => ({ ...previous, [field]: value }))}
                  errorMessage={errors[field]}
                />
              ))}
            </Stack>
          </Card>
          <Inline justifyContent="flex-end">
            <Text tone="muted" size="small">
              Fields marked * are required.
            </Text>
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
            <Button type="submit" isPending={isSaving} pendingLabel="Saving...">
              Save Device
            </Button>
          </Inline>
        </Stack>
      </form>
    </Box>
  );
}
