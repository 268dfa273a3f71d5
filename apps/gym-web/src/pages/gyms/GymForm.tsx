import { countryOfTimeZone, phoneExample } from '@gym/api-client';
import {
  ActionBar,
  Badge,
  Box,
  Button,
  CALENDARS,
  Card,
  CloseIcon,
  dismissToasts,
  formatCalendarDate,
  Heading,
  IconButton,
  Inline,
  NumberField,
  Select,
  Stack,
  showToast,
  Text,
  TextField,
  todayIn,
} from '@gym/ui';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { COUNTRIES } from '../../app/countries.ts';
import { fieldTopic, keepUnfixed, useRefusedFields } from '../../app/form-feedback.ts';
import { useGuardedValues } from '../../app/leave-guard.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverTexts } from '../../i18n/server-texts.ts';
import { locateDevice } from './device-location.ts';
import {
  addTypedFacilities,
  CALENDAR_NAMES,
  contractField,
  countryOf,
  FACILITY_PRESETS,
  GYM_FORM,
  type GymFormErrors,
  type GymFormValues,
  gymFormField,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  validateGymForm,
} from './gym-form-rules.ts';
import { GYM_TEXTS } from './gym-texts.ts';

const TEXT = defineMessages({
  country: { defaultMessage: 'Country', description: 'The gym form: the gym’s country' },
  datesShownIn: { defaultMessage: 'Dates shown in', description: 'The gym form: the calendar the gym reads' },
  datesHint: {
    defaultMessage: "Every date of the gym's screens, prints and SMS. Today reads {today}.",
    description: 'The gym form, under Dates shown in; {today} is today’s date written that way',
  },
  contactNumberN: {
    defaultMessage: 'Contact Number {n}',
    description: 'The gym form: one of the phone numbers',
  },
  removeNumberN: { defaultMessage: 'Remove contact number {n}' },
  addNumber: { defaultMessage: 'Add another number' },
  otherFacilities: { defaultMessage: 'Other facilities' },
  separateWithCommas: { defaultMessage: 'Separate several with commas.' },
  add: { defaultMessage: 'Add', description: 'The gym form: adds the typed facilities' },
  removeFacility: { defaultMessage: 'Remove {facility}' },
  locating: { defaultMessage: 'Locating...' },
  useMyLocation: { defaultMessage: 'Use my location' },
  requiredNote: { defaultMessage: 'Fields marked * are required.', description: 'Sign-up: under the form' },
  saving: { defaultMessage: 'Saving...', description: 'A save button while it saves' },
  save: { defaultMessage: 'Save Gym' },
});

// The facilities' checkboxes come with their own code, fetched as the form opens.
const FacilityChoices = lazy(() => import('./FacilityChoices.tsx'));
const COORDINATES = { maximumFractionDigits: 8 } as const;
/** What the location button's toasts are about: a newer answer replaces the older one. */
const LOCATION = fieldTopic(GYM_FORM, 'location');
// Their range is the contract's, checked by the form's rules (validateGymForm) when it is saved.
const COORDINATE_FIELDS = [
  { field: 'latitude', label: GYM_TEXTS.latitude },
  { field: 'longitude', label: GYM_TEXTS.longitude },
] as const;
/** The typed fields of Basic Info. */
const BASIC_TEXT = [
  { field: 'branch', label: GYM_TEXTS.branch, type: 'text', requiredMark: true },
  { field: 'address', label: GYM_TEXTS.address, type: 'text', requiredMark: true },
  { field: 'emailAddress', label: GYM_TEXTS.email, type: 'email', requiredMark: false },
  // A bare 'irontemple.com.np' is fine: its link adds 'http://' (withScheme); the form is
  // noValidate, so the browser's own URL check, which wants a scheme, is not applied.
  { field: 'websiteURL', label: GYM_TEXTS.website, type: 'url', requiredMark: false },
  { field: 'openingHours', label: GYM_TEXTS.openingHours, type: 'text', requiredMark: false },
] as const;

export interface GymFormProps {
  title: string;
  initial: GymFormValues;
  isSaving: boolean;
  onSave: (values: GymFormValues) => void;
  /** The server's refusal of the last save: its message goes at the field it names. */
  refusal?: unknown;
  /** The image pickers (logo and WiFi scanner), given the values and a setter. */
  images?: (values: GymFormValues, set: (change: Partial<GymFormValues>) => void) => ReactNode;
}

/** Add New Gym / Edit Gym: every field of section 2.11. */
export function GymForm({ title, initial, isSaving, onSave, refusal, images }: GymFormProps) {
  const t = useT();
  const { values, setValues, handOver } = useGuardedValues(initial);
  // The calendar's description shows today written the chosen way, on the chosen country's clock.
  const today = todayIn(values.timeZone);
  const [typedFacilities, setTypedFacilities] = useState('');
  // The errors the last Save found; of those, the ones the values still have are shown.
  const [submitted, setSubmitted] = useState<GymFormErrors>({});
  const { refused, forget } = useRefusedFields(refusal, gymFormField);
  const errors: GymFormErrors = serverTexts({
    ...refused,
    ...keepUnfixed(submitted, validateGymForm(values)),
  });
  const [locating, setLocating] = useState(false);
  // An edit of a field closes the server's toast and message about it.
  const set = (change: Partial<GymFormValues>) => {
    for (const field of Object.keys(change) as (keyof GymFormValues)[]) {
      dismissToasts(fieldTopic(GYM_FORM, contractField(field)));
    }
    forget(Object.keys(change));
    setValues((previous) => ({ ...previous, ...change }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGymForm(values);
    setSubmitted(found);
    forget(Object.keys(refused));
    if (Object.keys(found).length === 0) {
      handOver();
      onSave(values);
    }
  };
  const locate = async () => {
    setLocating(true);
    const result = await locateDevice();
    setLocating(false);
    if (result.ok) {
      set({ latitude: result.latitude, longitude: result.longitude, unreadable: [] });
      showToast(result.message, 'success', LOCATION);
    } else {
      showToast(result.message, 'error', LOCATION);
    }
  };
  const customFacilities = values.facilities.filter(
    (facility) => !(FACILITY_PRESETS as readonly string[]).includes(facility),
  );
  const setNumber = (index: number, number: string) =>
    set({ contactNumbers: values.contactNumbers.map((existing, at) => (at === index ? number : existing)) });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xlarge">
        <Heading level={1}>{title}</Heading>
        <Card title={t(GYM_TEXTS.basicInfo)} level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <TextField
              label={t(GYM_TEXTS.gymName)}
              requiredMark
              value={values.gymName}
              onChange={(gymName) => set({ gymName })}
              errorMessage={errors.gymName}
            />
            {BASIC_TEXT.map(({ field, label, type, requiredMark }) => (
              <TextField
                key={field}
                label={t(label)}
                type={type}
                requiredMark={requiredMark}
                value={values[field]}
                onChange={(text) => set({ [field]: text })}
                errorMessage={errors[field]}
              />
            ))}
            <Select
              label={t(TEXT.country)}
              options={COUNTRIES.map((country) => ({
                id: country.timeZone,
                label: country.name,
                image: country.flag,
              }))}
              selectedKey={values.timeZone}
              onSelectionChange={(timeZone) => set(countryOf(String(timeZone)))}
              errorMessage={errors.timeZone}
            />
            <Select
              label={t(TEXT.datesShownIn)}
              description={t(TEXT.datesHint, {
                today: formatCalendarDate(today, { calendar: values.calendar }),
              })}
              options={CALENDARS.map((calendar) => ({ id: calendar, label: t(CALENDAR_NAMES[calendar]) }))}
              selectedKey={values.calendar}
              onSelectionChange={(calendar) => set({ calendar: calendar as GymFormValues['calendar'] })}
            />
          </Box>
        </Card>

        <Card title={t(GYM_TEXTS.contactNumber)} level={2}>
          <Stack gap="medium">
            {values.contactNumbers.map((number, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: controlled inputs whose values come from the list; a number has no identity but its place
              <Inline key={`contact-${index + 1}`} alignItems="flex-end">
                <Box flex="fill">
                  <TextField
                    label={t(TEXT.contactNumberN, { n: index + 1 })}
                    type="tel"
                    requiredMark={index === 0}
                    description={index === 0 ? phoneExample(countryOfTimeZone(values.timeZone)) : undefined}
                    value={number}
                    onChange={(next) => setNumber(index, next)}
                    errorMessage={
                      errors[`contactNumbers.${index}`] ?? (index === 0 ? errors.contactNumbers : undefined)
                    }
                  />
                </Box>
                {values.contactNumbers.length > 1 ? (
                  <IconButton
                    label={t(TEXT.removeNumberN, { n: index + 1 })}
                    tone="critical"
                    onPress={() =>
                      set({ contactNumbers: values.contactNumbers.filter((_, at) => at !== index) })
                    }
                  >
                    <CloseIcon />
                  </IconButton>
                ) : null}
              </Inline>
            ))}
            <Inline>
              <Button
                variant="secondary"
                size="small"
                onPress={() => set({ contactNumbers: [...values.contactNumbers, ''] })}
              >
                {t(TEXT.addNumber)}
              </Button>
            </Inline>
          </Stack>
        </Card>

        <Card title={t(GYM_TEXTS.facilities)} level={2}>
          {/* The checkboxes come with their own code (the form's first load stays within budget). */}
          <Suspense fallback={null}>
            <FacilityChoices
              chosen={values.facilities.filter((facility) =>
                (FACILITY_PRESETS as readonly string[]).includes(facility),
              )}
              onChange={(presets) => set({ facilities: [...presets, ...customFacilities] })}
            />
          </Suspense>
          <Inline alignItems="flex-end">
            <Box flex="fill">
              <TextField
                label={t(TEXT.otherFacilities)}
                description={t(TEXT.separateWithCommas)}
                value={typedFacilities}
                onChange={setTypedFacilities}
              />
            </Box>
            <Button
              variant="secondary"
              onPress={() => {
                set({ facilities: addTypedFacilities(values.facilities, typedFacilities) });
                setTypedFacilities('');
              }}
            >
              {t(TEXT.add)}
            </Button>
          </Inline>
          {customFacilities.length > 0 ? (
            <Inline>
              {customFacilities.map((facility) => (
                <Inline key={facility} gap="xxsmall">
                  <Badge tone="accent">{facility}</Badge>
                  <IconButton
                    label={t(TEXT.removeFacility, { facility })}
                    onPress={() =>
                      set({ facilities: values.facilities.filter((existing) => existing !== facility) })
                    }
                  >
                    <CloseIcon />
                  </IconButton>
                </Inline>
              ))}
            </Inline>
          ) : null}
        </Card>

        <Card title={t(GYM_TEXTS.location)} level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            {COORDINATE_FIELDS.map(({ field, label }) => (
              <NumberField
                key={field}
                label={t(label)}
                formatOptions={COORDINATES}
                value={values[field] ?? Number.NaN}
                onChange={(degrees) => set({ [field]: Number.isNaN(degrees) ? null : degrees })}
                onUnreadable={(typed) =>
                  set({
                    unreadable: [
                      ...values.unreadable.filter((other) => other !== field),
                      ...(typed === null ? [] : [field]),
                    ],
                  })
                }
                errorMessage={errors[field]}
              />
            ))}
          </Box>
          <Inline>
            <Button variant="secondary" onPress={locate} isPending={locating} pendingLabel={t(TEXT.locating)}>
              {t(TEXT.useMyLocation)}
            </Button>
          </Inline>
        </Card>

        <Card title={t(GYM_TEXTS.socialLinks)} level={2}>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            {SOCIAL_PLATFORMS.map((platform) => (
              <TextField
                key={platform}
                label={SOCIAL_PLATFORM_LABELS[platform]}
                type="url"
                value={values.socialLinks[platform]}
                onChange={(link) => set({ socialLinks: { ...values.socialLinks, [platform]: link } })}
              />
            ))}
          </Box>
        </Card>

        {images ? (
          <Card title={t(GYM_TEXTS.images)} level={2}>
            {images(values, set)}
          </Card>
        ) : null}

        <ActionBar>
          <Text tone="muted" size="small">
            {t(TEXT.requiredNote)}
          </Text>
          <Button type="submit" isPending={isSaving} pendingLabel={t(TEXT.saving)}>
            {t(TEXT.save)}
          </Button>
        </ActionBar>
      </Stack>
    </form>
  );
}
