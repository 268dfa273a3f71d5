import { validationMessages } from '@gym/api-client/validation-messages';
import type { Schemas } from '../contract.ts';
import { badRequest } from '../http/errors.ts';

const MESSAGES = validationMessages.GymForm;

/** Trimmed, blanks dropped, duplicates removed (the spec's rule for typed facilities). */
export function cleanList(values: string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The currency of the country whose time zone a gym keeps (Nepal's rupee, as for the default zone). */
export function currencyOfTimeZone(timeZone: string | null): Schemas['Currency'] {
  if (timeZone === 'Asia/Colombo') return 'LKR';
  if (timeZone === 'Asia/Kolkata' || timeZone === 'Asia/Calcutta') return 'INR';
  if (timeZone === 'Asia/Karachi') return 'PKR';
  if (timeZone?.startsWith('Australia/')) return 'AUD';
  return 'NPR';
}

/**
 * Column values for the fields present in the form; `creating` demands the required ones. The wire
 * rule of the contract's GymForm: a field left out keeps its column (undefined here), a text field
 * sent blank clears it (null), a list sent with only blank values becomes an empty list.
 */
export function gymColumns(form: Schemas['GymForm'], creating: boolean): Record<string, unknown> {
  const text = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  const gymName = text(form.gymName);
  const contactNumber = cleanList(form.contactNumber);
  if ((creating || form.gymName !== undefined) && !gymName)
    throw badRequest('gymName', MESSAGES.gymName.required);
  if ((creating || contactNumber !== undefined) && !contactNumber?.length) {
    throw badRequest('contactNumber', MESSAGES.contactNumber.required);
  }
  const emailAddress = text(form.emailAddress);
  if (emailAddress && !EMAIL.test(emailAddress))
    throw badRequest('emailAddress', MESSAGES.emailAddress.format);
  const timeZone = text(form.timeZone);
  if (timeZone && !isTimeZone(timeZone)) throw badRequest('timeZone', MESSAGES.timeZone.format);
  const columns: Record<string, unknown> = {
    gym_name: gymName,
    branch: text(form.branch),
    address: text(form.address),
    contact_number: contactNumber,
    email_address: emailAddress,
    website_url: text(form.websiteURL),
    opening_hours: text(form.openingHours),
    facilities: cleanList(form.facilities),
    latitude: form.latitude,
    longitude: form.longitude,
    social_media_links: cleanList(form.socialMediaLinks),
    // The column cannot be empty: a blank time zone keeps the stored one.
    time_zone: timeZone ?? undefined,
    // A new gym without a currency charges in its country's; an edit without one keeps the stored one.
    currency: form.currency ?? (creating ? currencyOfTimeZone(timeZone ?? null) : undefined),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
