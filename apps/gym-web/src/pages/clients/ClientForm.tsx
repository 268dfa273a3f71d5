import { countryOfTimeZone, phoneExample } from '@gym/api-client';
import {
  Box,
  Button,
  Card,
  DatePicker,
  Heading,
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
import { useT } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { ImageSlotOnDemand as ImageSlot } from '../../layouts/ImageSlotOnDemand.tsx';
import {
  type ClientFormValues,
  clientFormField,
  type Gender,
  QUICK_END_MONTHS,
  quickEndDate,
  validateClientForm,
} from './client-form-rules.ts';
import { GENDERS } from './client-words.ts';

// The Device Info card's fields come with their own code (the form's first load stays within budget).
const DeviceInfoFields = lazy(() => import('./DeviceInfoFields.tsx'));
// Likewise the end date's quick buttons and the active switch, at the end of the Membership card
// (below a phone's first screen).
const MembershipQuickFields = lazy(() => import('./MembershipQuickFields.tsx'));

const TEXT = defineMessages({
  email: { defaultMessage: 'Email', description: 'An email address' },
  address: { defaultMessage: 'Address', description: 'A postal address' },
  emergencyContact: {
    defaultMessage: 'Emergency Contact',
    description: 'Client: the phone to call in an emergency',
  },
  photo: { defaultMessage: 'Photo', description: 'Client: their photo' },
  personal: { defaultMessage: 'Personal Info', description: 'Client form: a card' },
  name: { defaultMessage: 'Name', description: 'A person’s name' },
  gender: { defaultMessage: 'Gender', description: 'Client: male or female' },
  phone: { defaultMessage: 'Phone', description: 'A phone number' },
  dateOfBirth: { defaultMessage: 'Date of Birth', description: 'Client: when they were born' },
  notes: { defaultMessage: 'Notes', description: 'Client: the staff’s notes about them' },
  membership: { defaultMessage: 'Membership', description: 'Client: the card of their membership' },
  joinedDate: { defaultMessage: 'Joined Date', description: 'Client: when they joined the gym' },
  endDate: { defaultMessage: 'Membership End Date', description: 'Client: when the membership ends' },
  device: { defaultMessage: 'Device Info', description: 'Client form: the card of the door device details' },
  loadingDeviceFields: {
    defaultMessage: 'Loading the device fields',
    description: 'Screen reader: while loading',
  },
  required: { defaultMessage: 'Fields marked * are required.', description: 'Under a form' },
  saving: { defaultMessage: 'Saving...', description: 'A save button while it works' },
  save: { defaultMessage: 'Save Client', description: 'Client form: its save button' },
  crop: { defaultMessage: 'Crop photo', description: 'The photo cropper’s title' },
});

/** The optional typed fields of Personal Info. */
const OPTIONAL_TEXT = [
  { field: 'email', label: TEXT.email, type: 'email' },
  { field: 'address', label: TEXT.address, type: 'text' },
  { field: 'emergencyContact', label: TEXT.emergencyContact, type: 'tel' },
] as const;
type TextFieldName = (typeof OPTIONAL_TEXT)[number]['field'];
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
  const t = useT();
  const { today, timeZone, dates, monthsNote } = useGymFormat();
  const country = countryOfTimeZone(timeZone);
  // A field's message goes once the field is changed; the next save checks it again.
  const { values, set, errors, submit } = useValidatedForm(
    initial,
    (typed) => validateClientForm(typed, { country, today: today() }),
    onSave,
    { clearOnEdit: true, refusal, formField: clientFormField },
  );
  const textFields = (fields: readonly { field: TextFieldName; label: Message; type: TextType }[]) =>
    fields.map(({ field, label, type }) => (
      <TextField
        key={field}
        label={t(label)}
        type={type}
        value={values[field]}
        onChange={(text) => set({ [field]: text })}
        errorMessage={serverText(errors[field])}
      />
    ));
  const [cropping, setCropping] = useState<File | null>(null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xlarge">
        <Heading level={1}>{title}</Heading>
        <Card title={t(TEXT.photo)} level={2}>
          <ImageSlot
            label={t(TEXT.photo)}
            chosen={values.photo}
            existing={existingPhoto}
            onChoose={setCropping}
          />
        </Card>

        <Card title={t(TEXT.personal)} level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <TextField
              label={t(TEXT.name)}
              requiredMark
              value={values.name}
              onChange={(name) => set({ name })}
              errorMessage={serverText(errors.name)}
            />
            <Select
              label={t(TEXT.gender)}
              requiredMark
              options={GENDERS.map(({ id, label }) => ({ id, label: t(label) }))}
              selectedKey={values.gender}
              onSelectionChange={(gender) => set({ gender: gender as Gender })}
              errorMessage={serverText(errors.gender)}
            />
            <TextField
              label={t(TEXT.phone)}
              type="tel"
              requiredMark
              value={values.phone}
              description={phoneExample(country)}
              onChange={(phone) => set({ phone })}
              errorMessage={serverText(errors.phone)}
            />
            {textFields(OPTIONAL_TEXT)}
            <DatePicker
              label={t(TEXT.dateOfBirth)}
              value={values.dateOfBirth}
              maxValue={today()}
              onChange={(dateOfBirth) => set({ dateOfBirth })}
              errorMessage={serverText(errors.dateOfBirth)}
            />
          </Box>
          <TextArea
            label={t(TEXT.notes)}
            rows={3}
            maxLength={2000}
            value={values.notes}
            onChange={(notes) => set({ notes })}
            errorMessage={serverText(errors.notes)}
          />
        </Card>

        <Card title={t(TEXT.membership)} level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <DatePicker
              label={t(TEXT.joinedDate)}
              value={values.joinedDate}
              onChange={(joinedDate) => set({ joinedDate })}
              errorMessage={serverText(errors.joinedDate)}
            />
            <DatePicker
              label={t(TEXT.endDate)}
              value={values.membershipEndDate}
              minValue={values.joinedDate ?? undefined}
              onChange={(membershipEndDate) => set({ membershipEndDate })}
              errorMessage={serverText(errors.membershipEndDate)}
            />
          </Box>
          <Suspense fallback={null}>
            <MembershipQuickFields
              quickMonths={QUICK_END_MONTHS}
              endDateIn={(months) => quickEndDate(today(), months, dates.calendar)}
              countsBsMonths={monthsNote !== undefined}
              values={values}
              set={set}
            />
          </Suspense>
        </Card>

        <Card title={t(TEXT.device)} level={2}>
          {/* Its own code (the form's first load stays within budget), below a phone's first screen. */}
          <Suspense fallback={<Skeleton lines={6} label={t(TEXT.loadingDeviceFields)} />}>
            <DeviceInfoFields gymId={gymId} values={values} errors={errors} set={set} />
          </Suspense>
        </Card>

        <Inline justifyContent="flex-end">
          <Text tone="muted" size="small">
            {t(TEXT.required)}
          </Text>
          <Button type="submit" isPending={isSaving} pendingLabel={t(TEXT.saving)}>
            {t(TEXT.save)}
          </Button>
        </Inline>
      </Stack>
      {cropping ? (
        <CropDialog
          file={cropping}
          title={t(TEXT.crop)}
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
