import { Box, Button, Card, Heading, Inline, Stack, showToast, Text, TextField } from '@gym/ui';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import {
  DEVICE_FIELDS,
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
  const { values, set, errors, submit } = useValidatedForm(initial, validateDeviceForm, onSave, {
    onInvalid: () => showToast(FILL_REQUIRED, 'warning'),
  });

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
                  onChange={(value) => set({ [field]: value })}
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
