import type { components } from '@gym/api-client';
import australiaFlag from '../assets/flags/au.svg?no-inline';
import indiaFlag from '../assets/flags/in.svg?no-inline';
import sriLankaFlag from '../assets/flags/lk.svg?no-inline';
import nepalFlag from '../assets/flags/np.svg?no-inline';
import pakistanFlag from '../assets/flags/pk.svg?no-inline';

/**
 * Countries with their flag, and the time zone and currency their gyms keep. Flags are pictures
 * (src/assets/flags): emoji flags show as empty boxes where no font draws them (Debian's Chromium).
 * They are files of their own (`?no-inline`), fetched when shown, not text in the forms' first load.
 */
export const COUNTRIES = [
  { code: 'NP', name: 'Nepal', flag: nepalFlag, timeZone: 'Asia/Kathmandu', currency: 'NPR' },
  { code: 'LK', name: 'Sri Lanka', flag: sriLankaFlag, timeZone: 'Asia/Colombo', currency: 'LKR' },
  { code: 'IN', name: 'India', flag: indiaFlag, timeZone: 'Asia/Kolkata', currency: 'INR' },
  { code: 'AU', name: 'Australia', flag: australiaFlag, timeZone: 'Australia/Sydney', currency: 'AUD' },
  { code: 'PK', name: 'Pakistan', flag: pakistanFlag, timeZone: 'Asia/Karachi', currency: 'PKR' },
] as const;

type OwnerCountry = components['schemas']['OwnerCountry'];
const OWNER_CODES: readonly string[] = ['NP', 'LK', 'IN'] satisfies OwnerCountry[];

/** The countries an owner signs up in: each has its own district list (decision 0031). */
export const OWNER_COUNTRIES = COUNTRIES.filter((country) => OWNER_CODES.includes(country.code)).map(
  (country) => ({ id: country.code as OwnerCountry, label: country.name, image: country.flag }),
);
