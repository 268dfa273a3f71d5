import { type CountryCode, operationMessages, parsePhoneList } from '@gym/api-client';

export const MESSAGE_REQUIRED = 'Message is required.';

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
  if (message.trim() === '') return { field: 'message', text: MESSAGE_REQUIRED };
  if (mode !== 'phones') return null;
  const typed = parsePhoneList(phones, country);
  if ('notAPhone' in typed) {
    return {
      field: 'phones',
      text: operationMessages.sendSms.notAPhone.replace('{number}', typed.notAPhone),
    };
  }
  if (typed.phones.length === 0) return { field: 'phones', text: 'Add at least one phone number.' };
  return null;
}
