import { translate } from './i18n.ts';
import type { Message } from './messages.ts';
import { serverMessageId } from './server-message-id.ts';

/**
 * A sentence of the server (a rule's message from the contract's `x-messages`, or a handler's own)
 * in the current language. The server answers in English; every one of its sentences is a message
 * of the catalogs under its own words (server-sentences.ts, server-message-id.ts), so any 400 a
 * screen shows reads in the user's language, and a sentence the catalogs lack shows as it came.
 */
export function serverText(text: string): string;
export function serverText(text: string | undefined): string | undefined;
export function serverText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const message: Message = { id: serverMessageId(text), defaultMessage: text };
  return translate(message);
}

/** A form's messages (a field's error by its name) in the current language. */
export function serverTexts<Field extends string>(
  messages: Partial<Record<Field, string>>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    Object.entries<string | undefined>(messages).map(([field, text]) => [field, serverText(text)]),
  ) as Partial<Record<Field, string>>;
}
