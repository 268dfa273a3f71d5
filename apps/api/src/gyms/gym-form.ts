import { countryOfTimeZone, normalisePhone } from '@gym/api-client/field-rules';
import { validationMessages } from '@gym/api-client/validation-messages';
import type { Schemas } from '../contract.ts';
import { badRequest } from '../http/errors.ts';

const MESSAGES = validationMessages.GymForm;

/** Trimmed, blanks dropped, duplicates removed (the spec's rule for typed facilities). */
export function cleanList(values: string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const CURRENCIES = { NP: 'NPR', LK: 'LKR', IN: 'INR', PK: 'PKR', AU: 'AUD' } as const;

/** The currency of the country whose time zone a gym keeps (Nepal's rupee, as for the default zone). */
export function currencyOfTimeZone(timeZone: string | null): Schemas['Currency'] {
  return CURRENCIES[countryOfTimeZone(timeZone) ?? 'NP'];
}

/**
 * Column values for the fields present in the form; on create (nothing stored) the required ones
 * are demanded. The wire rule of the contract's GymForm: a field left out keeps its column
 * (undefined here), a text field sent blank clears it (null), a list sent with only blank values
 * becomes an empty list. Contact numbers are numbers of the gym's country (the time zone sent, else
 * the stored one), stored in its own form.
 */
export function gymColumns(
  form: Schemas['GymForm'],
  stored: { time_zone: string } | undefined,
): Record<string, unknown> {
  const creating = stored === undefined;
  const text = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  const gymName = text(form.gymName);
  const timeZone = text(form.timeZone);
  if (timeZone && !isTimeZone(timeZone)) throw badRequest('timeZone', MESSAGES.timeZone.format);
  const country = countryOfTimeZone(timeZone ?? stored?.time_zone);
  const contactNumber = cleanList(form.contactNumber)?.map((typed) => {
    const phone = normalisePhone(typed, country);
    if (!phone) throw badRequest('contactNumber', MESSAGES.contactNumber.format);
    return phone;
  });
  if ((creating || form.gymName !== undefined) && !gymName)
    throw badRequest('gymName', MESSAGES.gymName.required);
  if ((creating || contactNumber !== undefined) && !contactNumber?.length) {
    throw badRequest('contactNumber', MESSAGES.contactNumber.required);
  }
  const emailAddress = text(form.emailAddress);
  const columns: Record<string, unknown> = {
    gym_name: gymName,
    branch: text(form.branch),
    address: text(form.address),
    // Two ways of typing one number are one number.
    contact_number: contactNumber && [...new Set(contactNumber)],
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
    // Left out, AD on create (the column's default) and the stored one on an edit.
    date_calendar: form.calendar,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
