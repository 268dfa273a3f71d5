import { whatsappChat } from '../../app/phone-links.ts';

// Apart from the form's rules, so the client forms do not load the phone-link code they never use.

/** The WhatsApp message a row's button starts with. */
export const WHATSAPP_TEXT = "Hello, we're contacting you regarding your membership.";
export const NO_PHONE_MESSAGE = 'Client phone number is not available.';

/**
 * A WhatsApp chat with a client of a gym (its time zone names its country), with the default text;
 * null when the phone has no digits.
 */
export const whatsappLink = (phone: string | null | undefined, gymTimeZone: string) =>
  whatsappChat(phone ?? '', gymTimeZone, WHATSAPP_TEXT);
