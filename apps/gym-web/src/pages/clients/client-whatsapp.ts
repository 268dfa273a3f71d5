import { whatsappChat } from '../../app/phone-links.ts';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

// Apart from the form's rules, so the client forms do not load the phone-link code they never use.

const TEXT = defineMessages({
  greeting: {
    defaultMessage: "Hello, we're contacting you regarding your membership.",
    description: 'The WhatsApp message to a client a row’s button starts with',
  },
  noPhone: {
    defaultMessage: 'Client phone number is not available.',
    description: 'Toast: WhatsApp pressed for a client without a phone',
  },
});

/** What the WhatsApp button says when the client has no phone. */
export const NO_PHONE_MESSAGE = TEXT.noPhone;

/**
 * A WhatsApp chat with a client of a gym (its time zone names its country), with the default text;
 * null when the phone has no digits.
 */
export const whatsappLink = (phone: string | null | undefined, gymTimeZone: string) =>
  whatsappChat(phone ?? '', gymTimeZone, translate(TEXT.greeting));
