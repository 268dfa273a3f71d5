import { e164Number, internationalDigits } from '@gym/ui';

/**
 * Links that take a phone number out of the product, with the calling code of the gym's country (a
 * gym keeps it as its time zone): wa.me read '9841020012' as an Iranian number (+98).
 */

/** A wa.me chat with the number, opened with `text`; null when the number has no digits. */
export function whatsappChat(phone: string, timeZone: string, text: string): string | null {
  const digits = internationalDigits(phone, timeZone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/** A `tel:` link to the number in E.164; null when it has no digits. */
export function telLink(phone: string, timeZone: string): string | null {
  const number = e164Number(phone, timeZone);
  return number ? `tel:${number}` : null;
}
