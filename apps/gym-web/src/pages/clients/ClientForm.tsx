import { countryOfTimeZone, phoneExample } from '@gym/api-client';
import {
  Box,
  Button,
  Card,
  CloseIcon,
  DatePicker,
  Heading,
  IconButton,
  Inline,
  Select,
  Skeleton,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@gym/ui';
import { lazy, Suspense, useState } from 'react';
import { useGymFormat } from '../../app/gym-format.ts';
import { CropDialog } from '../../app/on-demand.tsx';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import { ImageSlotOnDemand as ImageSlot } from '../../layouts/ImageSlotOnDemand.tsx';
import {
  type ClientFormValues,
  clientFormField,
  GENDERS,
  type Gender,
  PRIVILEGES,
  privilegeLabel,
  QUICK_END_MONTHS,
  quickEndDate,
  validateClientForm,
} from './client-form-rules.ts';

// The door checkboxes come with their own code (the form's first load stays within budget).
const DoorDevices = lazy(() => import('./DoorDevices.tsx'));
// Likewise the switch, at the end of the Membership card (below a phone's first screen).
const Switch = lazy(() => import('@gym/ui/Switch').then((module) => ({ default: module.Switch })));
/** The optional typed fields of Personal Info and Device Info. */
const OPTIONAL_TEXT = [
  { field: 'email', label: 'Email', type: 'email' },
  { field: 'address', label: 'Address', type: 'text' },
  { field: 'emergencyContact', label: 'Emergency Contact', type: 'tel' },
] as const;
const DEVICE_TEXT = [
  { field: 'card', label: 'Card', type: 'text' },
  { field: 'password', label: 'Device Password', type: 'text' },
] as const;
type TextFieldName = (typeof OPTIONAL_TEXT | typeof DEVICE_TEXT)[number]['field'];
type TextType = 'text' | 'email' | 'tel';

export interface ClientFormProps {
  title: string;
  /** The client's gym, whose door devices the form offers. */
  gymId: number;
  initial: ClientFormValues;
  /** The photo saved before (edit). */
  existingPhoto?: string | null;
  isSaving: boolean;
  onSave: (values: ClientFormValues) => void;
  /** The server's refusal of the last save: its messages go at the fields it names. */
  refusal?: unknown;
}

/** Add Client / Edit Client: personal info, membership, device info and a cropped photo. */
export function ClientForm({
  title,
  gymId,
  initial,
  existingPhoto = null,
  isSaving,
  onSave,
  refusal,
}: ClientFormProps) {
  const { today, timeZone, dates, monthsNote } = useGymFormat();
  const country = countryOfTimeZone(timeZone);
  // A field's message goes once the field is changed; the next save checks it again.
  const { values, set, errors, submit } = useValidatedForm(
    initial,
    (typed) => validateClientForm(typed, { country, today: today() }),
    onSave,
    { clearOnEdit: true, refusal, formField: clientFormField },
  );
  const textFields = (fields: readonly { field: TextFieldName; label: string; type: TextType }[]) =>
    fields.map(({ field, label, type }) => (
      <TextField
        key={field}
        label={label}
        type={type}
        value={values[field]}
        onChange={(text) => set({ [field]: text })}
        errorMessage={errors[field]}
      />
    ));
  const [cropping, setCropping] = useState<File | null>(null);
  const [typedPrint, setTypedPrint] = useState('');
  // A privilege the device set that the form does not name stays selectable as it is.
  const privileges = PRIVILEGES.some((known) => known.id === values.privilege)
    ? PRIVILEGES
    : [
        ...PRIVILEGES,
        { id: values.privilege, label: `${privilegeLabel(values.privilege)} (${values.privilege})` },
      ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xlarge">
        <Heading level={1}>{title}</Heading>
        <Card title="Photo" level={2}>
          <ImageSlot label="Photo" chosen={values.photo} existing={existingPhoto} onChoose={setCropping} />
        </Card>

        <Card title="Personal Info" level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <TextField
              label="Name"
              requiredMark
              value={values.name}
              onChange={(name) => set({ name })}
              errorMessage={errors.name}
            />
            <Select
              label="Gender"
              requiredMark
              options={GENDERS}
              selectedKey={values.gender}
              onSelectionChange={(gender) => set({ gender: gender as Gender })}
              errorMessage={errors.gender}
            />
            <TextField
              label="Phone"
              type="tel"
              requiredMark
              value={values.phone}
              description={phoneExample(country)}
              onChange={(phone) => set({ phone })}
              errorMessage={errors.phone}
            />
            {textFields(OPTIONAL_TEXT)}
            <DatePicker
              label="Date of Birth"
              value={values.dateOfBirth}
              maxValue={today()}
              onChange={(dateOfBirth) => set({ dateOfBirth })}
              errorMessage={errors.dateOfBirth}
            />
          </Box>
          <TextArea
            label="Notes"
            rows={3}
            maxLength={2000}
            value={values.notes}
            onChange={(notes) => set({ notes })}
            errorMessage={errors.notes}
          />
        </Card>

        <Card title="Membership" level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <DatePicker
              label="Joined Date"
              value={values.joinedDate}
              onChange={(joinedDate) => set({ joinedDate })}
              errorMessage={errors.joinedDate}
            />
            <DatePicker
              label="Membership End Date"
              value={values.membershipEndDate}
              minValue={values.joinedDate ?? undefined}
              onChange={(membershipEndDate) => set({ membershipEndDate })}
              errorMessage={errors.membershipEndDate}
            />
          </Box>
          <Stack gap="xsmall">
            <Text tone="muted" size="small">
              Set the end date to today plus
            </Text>
            <Inline gap="small">
              {QUICK_END_MONTHS.map((months) => (
                <Button
                  key={months}
                  variant="secondary"
                  size="small"
                  onPress={() => set({ membershipEndDate: quickEndDate(today(), months, dates.calendar) })}
                >
                  {`+${months} ${months === 1 ? 'Month' : 'Months'}`}
                </Button>
              ))}
            </Inline>
            {monthsNote ? (
              <Text tone="muted" size="small">
                {monthsNote}
              </Text>
            ) : null}
          </Stack>
          <Suspense fallback={null}>
            <Switch isSelected={values.activeMember} onChange={(activeMember) => set({ activeMember })}>
              Active Member
            </Switch>
          </Suspense>
        </Card>

        <Card title="Device Info" level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'three' }}>
            {textFields(DEVICE_TEXT)}
            <Select
              label="Privilege"
              options={privileges}
              selectedKey={values.privilege}
              onSelectionChange={(privilege) => set({ privilege: Number(privilege) })}
            />
          </Box>
          <Stack gap="small">
            <Text weight="bold">Fingerprints</Text>
            {values.fingerprints.length === 0 ? <Text tone="muted">No fingerprints enrolled.</Text> : null}
            {values.fingerprints.map((print, index) => (
              <Inline key={print} justifyContent="space-between">
                <Text>{`Fingerprint ${index + 1} (${print.length} characters)`}</Text>
                <IconButton
                  label={`Remove fingerprint ${index + 1}`}
                  tone="critical"
                  onPress={() =>
                    set({ fingerprints: values.fingerprints.filter((other) => other !== print) })
                  }
                >
                  <CloseIcon />
                </IconButton>
              </Inline>
            ))}
            <TextField
              label="Fingerprint template"
              description="As the device exports it; usually enrolled on the device itself."
              value={typedPrint}
              onChange={setTypedPrint}
            />
            <Inline>
              <Button
                variant="secondary"
                size="small"
                isDisabled={!typedPrint.trim() || values.fingerprints.includes(typedPrint.trim())}
                onPress={() => {
                  set({ fingerprints: [...values.fingerprints, typedPrint.trim()] });
                  setTypedPrint('');
                }}
              >
                Add fingerprint
              </Button>
            </Inline>
          </Stack>
          {/* Its own code, fetched beside its device list: shown as the list's loading lines meanwhile. */}
          <Suspense fallback={<Skeleton lines={2} label="Loading the gym's devices" />}>
            <DoorDevices
              gymId={gymId}
              chosen={values.accessDeviceIds}
              onChange={(accessDeviceIds) => set({ accessDeviceIds })}
            />
          </Suspense>
        </Card>

        <Inline justifyContent="flex-end">
          <Text tone="muted" size="small">
            Fields marked * are required.
          </Text>
          <Button type="submit" isPending={isSaving} pendingLabel="Saving...">
            Save Client
          </Button>
        </Inline>
      </Stack>
      {cropping ? (
        <CropDialog
          file={cropping}
          title="Crop photo"
          shapes={['photo']}
          defaultShape="photo"
          onCancel={() => setCropping(null)}
          onSave={(photo) => {
            set({ photo });
            setCropping(null);
          }}
        />
      ) : null}
    </form>
  );
}
