import { validationMessages } from '@gym/api-client';
import australiaFlag from '../../assets/flags/au.svg';
import indiaFlag from '../../assets/flags/in.svg';
import sriLankaFlag from '../../assets/flags/lk.svg';
import nepalFlag from '../../assets/flags/np.svg';
import pakistanFlag from '../../assets/flags/pk.svg';
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

/**
 * Countries with their flag, and the time zone and currency their gyms keep. Flags are pictures
 * (src/assets/flags): emoji flags show as empty boxes where no font draws them (Debian's Chromium).
 */
export const COUNTRIES = [
  { code: 'NP', name: 'Nepal', flag: nepalFlag, timeZone: 'Asia/Kathmandu', currency: 'NPR' },
  { code: 'LK', name: 'Sri Lanka', flag: sriLankaFlag, timeZone: 'Asia/Colombo', currency: 'LKR' },
  { code: 'IN', name: 'India', flag: indiaFlag, timeZone: 'Asia/Kolkata', currency: 'INR' },
  { code: 'AU', name: 'Australia', flag: australiaFlag, timeZone: 'Australia/Sydney', currency: 'AUD' },
  { code: 'PK', name: 'Pakistan', flag: pakistanFlag, timeZone: 'Asia/Karachi', currency: 'PKR' },
] as const;

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
  logoFile: Blob | null;
  wifiFile: Blob | null;
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
  logoFile: null,
  wifiFile: null,
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
    logoFile: null,
    wifiFile: null,
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

export type GymFormErrors = Partial<Record<'gymName' | 'contactNumbers', string>>;

/** Section 5's gym rules, with the contract's messages: a name and at least one contact number. */
export function validateGymForm(values: GymFormValues): GymFormErrors {
  const errors: GymFormErrors = {};
  if (!values.gymName.trim()) errors.gymName = validationMessages.GymForm.gymName.required;
  if (!values.contactNumbers.some((number) => number.trim())) {
    errors.contactNumbers = validationMessages.GymForm.contactNumber.required;
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
  if (values.logoFile) form.append('logoFile', values.logoFile, 'logo.jpg');
  if (values.wifiFile) form.append('wifiFile', values.wifiFile, 'wifi.jpg');
  return form;
}

/** Links open in a new tab; one typed without a scheme gets 'http://'. */
export const withScheme = (link: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `http://${link}`);
