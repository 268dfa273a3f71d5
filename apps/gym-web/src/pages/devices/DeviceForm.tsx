import { Box, Button, Card, Heading, Inline, Stack, showToast, Text, TextField } from '@gym/ui';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import {
  DEVICE_FIELDS,
  type DeviceFormValues,
  FILL_REQUIRED,
  validateDeviceForm,
} from './device-form-rules.ts';
import { DEVICE_TEXTS } from './device-texts.ts';

const TEXT = defineMessages({
  requiredNote: { defaultMessage: 'Fields marked * are required.', description: 'Sign-up: under the form' },
  cancel: { defaultMessage: 'Cancel', description: 'A form’s button that leaves without saving' },
  saving: { defaultMessage: 'Saving...', description: 'A save button while it saves' },
  save: { defaultMessage: 'Save Device' },
});

export interface DeviceFormProps {
  title: string;
  initial: DeviceFormValues;
  isSaving: boolean;
  onSave: (values: DeviceFormValues) => void;
  onCancel: () => void;
}

/** Add/edit a door device: name, door and serial number, all required. */
export function DeviceForm({ title, initial, isSaving, onSave, onCancel }: DeviceFormProps) {
  const t = useT();
  const { values, set, errors, submit } = useValidatedForm(initial, validateDeviceForm, onSave, {
    onInvalid: () => showToast(translate(FILL_REQUIRED), 'warning'),
  });

  return (
    <Box maxWidth="content">
      <form onSubmit={submit} noValidate>
        <Stack gap="xlarge">
          <Heading level={1}>{title}</Heading>
          <Card title={t(DEVICE_TEXTS.deviceInfo)} level={2}>
            <Stack gap="large">
              {DEVICE_FIELDS.map(({ field, label }) => (
                <TextField
                  key={field}
                  label={t(label)}
                  requiredMark
                  value={values[field]}
                  onChange={(value) => set({ [field]: value })}
                  errorMessage={serverText(errors[field])}
                />
              ))}
            </Stack>
          </Card>
          <Inline justifyContent="flex-end">
            <Text tone="muted" size="small">
              {t(TEXT.requiredNote)}
            </Text>
            <Button variant="secondary" onPress={onCancel}>
              {t(TEXT.cancel)}
            </Button>
            <Button type="submit" isPending={isSaving} pendingLabel={t(TEXT.saving)}>
              {t(TEXT.save)}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Box>
  );
}
