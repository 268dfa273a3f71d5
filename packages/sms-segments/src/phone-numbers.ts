import { CALLING_CODES, countryOfTimeZone } from '@gym/dates';

/**
 * A phone number as it leaves the product (a WhatsApp chat, a `tel:` link, an SMS gateway that
 * wants the country code): with the calling code of the gym's country. Gyms keep their country as
 * its time zone (the gym form sets it from the country chosen); numbers are typed as people dial
 * them at home ('9841020012', '077 123 4567'), and wa.me read '9841020012' as an Iranian number (+98).
 */

/** The calling code of the country whose time zone a gym keeps; Nepal's for the default zone. */
export function callingCode(timeZone: string | null | undefined): string {
  return CALLING_CODES[countryOfTimeZone(timeZone) ?? 'NP'];
}

/** No national number of these countries is longer: more digits means the code is already there. */
const LONGEST_NATIONAL = 10;

/**
 * The number's digits with the country's calling code in front ('9779841020012'), or null when it
 * has no digits. A number written with '+' or '00' keeps its own code; one that starts with the
 * country's code and is longer than any national number already has it; a national trunk '0'
 * ('0771234567' in Sri Lanka) is dropped.
 */
export function internationalDigits(phone: string, timeZone: string | null | undefined): string | null {
  const written = phone.trim();
  const digits = written.replace(/\D/g, '');
  if (!digits) return null;
  if (written.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  const code = callingCode(timeZone);
  if (digits.startsWith(code) && digits.length > LONGEST_NATIONAL) return digits;
  return `${code}${digits.replace(/^0+/, '')}`;
}

/** The number in E.164 ('+9779841020012'), for `tel:` links and gateways that want it; null without digits. */
export function e164Number(phone: string, timeZone: string | null | undefined): string | null {
  const digits = internationalDigits(phone, timeZone);
  return digits ? `+${digits}` : null;
}
