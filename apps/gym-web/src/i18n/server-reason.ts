import { errorMessage } from '@gym/api-client';
import { translate } from './i18n.ts';
import { defineMessages } from './messages.ts';
import { serverText } from './server-texts.ts';

const TEXT = defineMessages({
  unknownError: {
    defaultMessage: 'Unknown error',
    description: 'In a failure toast, when the server gave no reason',
  },
});

/** Why a request failed, for a toast's `{reason}`: the server's sentence in the interface's language. */
export const serverReason = (error: unknown): string =>
  serverText(errorMessage(error, translate(TEXT.unknownError)));

/** A form's messages (the contract's sentences, field by field) in the interface's language. */
export const fieldTexts = <Errors extends Partial<Record<string, string>>>(errors: Errors): Errors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, text === undefined ? text : serverText(text)]),
  ) as Errors;
