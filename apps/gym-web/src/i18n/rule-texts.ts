import { errorMessage } from '@gym/api-client';
import { translate } from './i18n.ts';
import { defineMessages, type Message } from './messages.ts';

const TEXT = defineMessages({
  unknownError: {
    defaultMessage: 'Unknown error',
    description: 'In a failure toast, when the server gave no reason',
  },
});

/**
 * Why a request failed, for a toast's `{reason}`: the server's sentence as it came (the server
 * answers in English until it answers in the caller's language), or 'Unknown error' in the language.
 */
export const failureReason = (error: unknown): string => errorMessage(error, translate(TEXT.unknownError));

/**
 * A form's rules in the interface's language: the contract's sentences of that form (its
 * `x-messages`, which the form's own checks and the server's refusals both say), found by their
 * English. Each form keeps its own few (billing/…-rule-texts.ts), so a screen carries only its
 * form's; a sentence it does not know reads as it came.
 */
export function ruleTexts(messages: Record<string, Message>) {
  const byEnglish = new Map(
    Object.values(messages).map((message) => [String(message.defaultMessage), message]),
  );
  const text = (english: string) => {
    const message = byEnglish.get(english);
    return message ? translate(message) : english;
  };
  return {
    text,
    /** The form's messages, field by field. */
    fields: <Errors extends Partial<Record<string, string>>>(errors: Errors): Errors =>
      Object.fromEntries(
        Object.entries(errors).map(([field, english]) => [
          field,
          english === undefined ? english : text(english),
        ]),
      ) as Errors,
    /** Why a save failed, for a toast's `{reason}`. */
    reason: (error: unknown) => text(failureReason(error)),
  };
}
