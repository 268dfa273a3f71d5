export const MESSAGE_REQUIRED = 'Message is required.';

export type SendMode = 'clients' | 'phones';

export interface SendProblem {
  field: 'message' | 'phones';
  text: string;
}

/** What stops a send before it reaches the server: no message, or no number in phone mode. */
export function sendProblem(mode: SendMode, message: string, phones: string): SendProblem | null {
  if (message.trim() === '') return { field: 'message', text: MESSAGE_REQUIRED };
  if (mode === 'phones' && phones.split(',').every((phone) => phone.trim() === '')) {
    return { field: 'phones', text: 'Add at least one phone number.' };
  }
  return null;
}
