import { type CountryCode, parsePhoneList } from '@gym/api-client';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

const TEXT = defineMessages({
  messageRequired: { defaultMessage: 'Message is required.', description: 'SMS: the message is empty' },
  noPhone: { defaultMessage: 'Add at least one phone number.', description: 'Send SMS: no number typed' },
  notAPhone: {
    defaultMessage: "{number} is not a phone number of the gym's country.",
    description: 'Send SMS: a typed entry is not a phone number',
  },
});

/** The message an SMS form gives for an empty message, in the interface's language. */
export const messageRequired = () => translate(TEXT.messageRequired);

export type SendMode = 'clients' | 'phones';

export interface SendProblem {
  field: 'message' | 'phones';
  text: string;
}

/**
 * What stops a send before it reaches the server: no message, or in phone mode no number, or an
 * entry that is not a phone number of the gym's country (the server's own rule and message).
 */
export function sendProblem(
  mode: SendMode,
  message: string,
  phones: string,
  country: CountryCode | undefined,
): SendProblem | null {
  if (message.trim() === '') return { field: 'message', text: messageRequired() };
  if (mode !== 'phones') return null;
  const typed = parsePhoneList(phones, country);
  if ('notAPhone' in typed) {
    // The server's own sentence (operationMessages.sendSms.notAPhone), in the interface's language.
    return { field: 'phones', text: translate(TEXT.notAPhone, { number: typed.notAPhone }) };
  }
  if (typed.phones.length === 0) return { field: 'phones', text: translate(TEXT.noPhone) };
  return null;
}
