import {
  countryOfTimeZone,
  GymFormLimits,
  isEmailAddress,
  limitError,
  normalisePhone,
  validationMessages,
} from '@gym/api-client';
import { COUNTRIES } from '../../app/countries.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import type { Gym } from './gym-selection.ts';

export const FACILITY_PRESETS = [
  'Cardio and Aerobics',
  'Weightlifting and Powerlifting',
  'CrossFit and Functional Training',
  'Swimming Pool',
  'Sauna and Steam Room',
  'Yoga and Pilates Studio',
  'Boxing and Martial Arts',
  'Indoor Sports Courts (Basketball, Tennis, Squash)',
  'Personal Training Services',
  'Spa and Massage Therapy',
  'Locker Rooms with Showers',
  'Wi-Fi Access',
  'Cafe and Refreshments',
] as const;

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'tikTok',
  'youtube',
  'twitter',
  'linkedIn',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Each platform's name as it writes it (the keys are the contract's field names). */
export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tikTok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'Twitter',
  linkedIn: 'LinkedIn',
};

/** How the gym's dates can read, as the form offers them. */
export const CALENDAR_NAMES: Record<Gym['calendar'], Message> = defineMessages({
  AD: { defaultMessage: 'AD', description: 'The gym form: dates in the Gregorian calendar' },
  BS: { defaultMessage: 'Bikram Sambat (BS)', description: 'The gym form: dates in Nepal’s calendar' },
  BS_AD: { defaultMessage: 'BS, with AD beside it', description: 'The gym form: both calendars' },
});

/** Choosing a country sets the time zone and the currency the gym keeps. */
export function countryOf(timeZone: string): Pick<GymFormValues, 'timeZone' | 'currency'> {
  const country = COUNTRIES.find((candidate) => candidate.timeZone === timeZone) ?? COUNTRIES[0];
  return { timeZone: country.timeZone, currency: country.currency };
}

/** What the gym form's toasts are about (see showToast); a field's are about `gym-form/<contract field>`. */
export const GYM_FORM = 'gym-form';

/** The contract's name of a form value (the server names its refusals by it). */
export const contractField = (field: keyof GymFormValues): string =>
  field === 'contactNumbers' ? 'contactNumber' : field === 'socialLinks' ? 'socialMediaLinks' : field;

/** The form's field a refusal of the server names (by the contract's name), if the form has it. */
export function gymFormField(field: string): GymFormField | undefined {
  const named =
    field === 'contactNumber' ? 'contactNumbers' : field === 'socialMediaLinks' ? 'socialLinks' : field;
  return (CHECKED_FIELDS as readonly string[]).includes(named) ? (named as GymFormField) : undefined;
}

export interface GymFormValues {
  gymName: string;
  branch: string;
  address: string;
  contactNumbers: string[];
  emailAddress: string;
  websiteURL: string;
  openingHours: string;
  facilities: string[];
  latitude: number | null;
  longitude: number | null;
  socialLinks: Record<SocialPlatform, string>;
  timeZone: string;
  currency: Gym['currency'];
  calendar: Gym['calendar'];
  logoFile: Blob | null;
  wifiFile: Blob | null;
  /** The coordinates whose typed text is not a number (the field keeps it, the form is not sent). */
  unreadable: readonly ('latitude' | 'longitude')[];
}

const noLinks = () =>
  Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, ''])) as Record<SocialPlatform, string>;

export const EMPTY_GYM_FORM: GymFormValues = {
  gymName: '',
  branch: '',
  address: '',
  contactNumbers: [''],
  emailAddress: '',
  websiteURL: '',
  openingHours: '',
  facilities: [],
  latitude: null,
  longitude: null,
  socialLinks: noLinks(),
  timeZone: 'Asia/Kathmandu',
  currency: 'NPR',
  calendar: 'AD',
  logoFile: null,
  wifiFile: null,
  unreadable: [],
};

/** A stored gym as form values; each social link goes to the platform its address names. */
export function gymToForm(gym: Gym): GymFormValues {
  const socialLinks = noLinks();
  for (const link of gym.socialMediaLinks) {
    const platform = SOCIAL_PLATFORMS.find((name) => link.toLowerCase().includes(name.toLowerCase()));
    if (platform && !socialLinks[platform]) socialLinks[platform] = link;
  }
  return {
    gymName: gym.gymName,
    branch: gym.branch ?? '',
    address: gym.address ?? '',
    contactNumbers: gym.contactNumber.length > 0 ? [...gym.contactNumber] : [''],
    emailAddress: gym.emailAddress ?? '',
    websiteURL: gym.websiteURL ?? '',
    openingHours: gym.openingHours ?? '',
    facilities: [...gym.facilities],
    latitude: gym.latitude,
    longitude: gym.longitude,
    socialLinks,
    timeZone: gym.timeZone,
    currency: gym.currency,
    calendar: gym.calendar,
    logoFile: null,
    wifiFile: null,
    unreadable: [],
  };
}

/** Typed facilities: comma-split, trimmed, blanks and duplicates (of the list so far too) skipped. */
export function addTypedFacilities(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const facility of typed.split(',').map((part) => part.trim())) {
    if (facility && !next.some((existing) => existing.toLowerCase() === facility.toLowerCase()))
      next.push(facility);
  }
  return next;
}

/** The fields the form's rules (and the server's refusals) speak of. */
const CHECKED_FIELDS = [
  'gymName',
  'branch',
  'address',
  'contactNumbers',
  'emailAddress',
  'websiteURL',
  'openingHours',
  'latitude',
  'longitude',
  'timeZone',
] as const;
/** A field of the form, or one contact number of the list ('contactNumbers.1'). */
export type GymFormField = (typeof CHECKED_FIELDS)[number] | `contactNumbers.${number}`;
export type GymFormErrors = Partial<Record<GymFormField, string>>;

const messages = validationMessages.GymForm;
const TEXT_FIELDS = ['gymName', 'branch', 'address', 'emailAddress', 'websiteURL', 'openingHours'] as const;

/**
 * Section 5's gym rules and the contract's, with its messages and the rules the server uses
 * (field-rules): a name, at least one contact number and each one a phone number of the gym's
 * country, an email address, coordinates that are numbers within their range, no text beyond
 * its limit. A contact number's message goes at that number ('contactNumbers.1').
 */
export function validateGymForm(values: GymFormValues): GymFormErrors {
  const errors: GymFormErrors = {};
  for (const field of TEXT_FIELDS) {
    const broken = limitError(GymFormLimits, messages, field, values[field].trim());
    if (broken) errors[field] = broken;
  }
  if (!values.gymName.trim()) errors.gymName = messages.gymName.required;
  if (values.emailAddress.trim() && !isEmailAddress(values.emailAddress))
    errors.emailAddress = messages.emailAddress.format;
  const country = countryOfTimeZone(values.timeZone);
  values.contactNumbers.forEach((number, index) => {
    if (number.trim() && !normalisePhone(number, country))
      errors[`contactNumbers.${index}`] = messages.contactNumber.format;
  });
  if (!values.contactNumbers.some((number) => number.trim())) {
    errors.contactNumbers = messages.contactNumber.required;
  }
  for (const field of ['latitude', 'longitude'] as const) {
    const broken = values.unreadable.includes(field)
      ? messages[field].invalid
      : limitError(GymFormLimits, messages, field, values[field] ?? Number.NaN);
    if (broken) errors[field] = broken;
  }
  return errors;
}

/**
 * The multipart body of POST and PUT /api/gyms, by the contract's GymForm rule: every field is sent,
 * so a cleared one is cleared on the server too. Text goes trimmed (blank as an empty value); a list
 * goes as repeated fields, and an empty list as one blank value. Coordinates go when set.
 */
export function toGymFormData(values: GymFormValues): FormData {
  const form = new FormData();
  const text = (name: string, value: string) => form.append(name, value.trim());
  const list = (name: string, items: readonly string[]) => {
    const filled = items.map((item) => item.trim()).filter(Boolean);
    for (const item of filled.length > 0 ? filled : ['']) form.append(name, item);
  };
  text('gymName', values.gymName);
  text('branch', values.branch);
  text('address', values.address);
  list('contactNumber', values.contactNumbers);
  text('emailAddress', values.emailAddress);
  text('websiteURL', values.websiteURL);
  text('openingHours', values.openingHours);
  list('facilities', values.facilities);
  if (values.latitude !== null) form.append('latitude', String(values.latitude));
  if (values.longitude !== null) form.append('longitude', String(values.longitude));
  list(
    'socialMediaLinks',
    SOCIAL_PLATFORMS.map((platform) => values.socialLinks[platform]),
  );
  text('timeZone', values.timeZone);
  text('currency', values.currency);
  text('calendar', values.calendar);
  if (values.logoFile) form.append('logoFile', values.logoFile, 'logo.jpg');
  if (values.wifiFile) form.append('wifiFile', values.wifiFile, 'wifi.jpg');
  return form;
}

/** Links open in a new tab; one typed without a scheme gets 'http://'. */
export const withScheme = (link: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `http://${link}`);
