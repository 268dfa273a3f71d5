import { operationMessages, validationMessages } from '@gym/api-client/validation-messages';

/**
 * The handlers' own sentences a screen may show (not rules of the contract, so not in its
 * `x-messages`), by the request they answer; server-texts.test.ts holds each to the server's source.
 */
export const HANDLER_SENTENCES: Record<string, readonly string[]> = {
  LoginRequest: [
    'Invalid phone number or password.',
    'Too many failed sign-in attempts.',
    'Too many failed sign-in attempts from this network.',
  ],
  RegisterRequest: [
    'An account with this phone number already exists.',
    'Too many accounts registered from this network.',
  ],
  PasswordResetCodeRequest: [
    'Too many reset codes asked for from this network.',
    'Too many reset codes asked for this phone number.',
  ],
};

const sentencesOf = (tree: object): string[] =>
  Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : sentencesOf(value as object),
  );

/**
 * Every sentence the server may answer a screen with, by the request schema or operation it
 * belongs to, for the catalogs (scripts/messages.ts): the contract's `x-messages` (the generated
 * validationMessages and operationMessages of @gym/api-client, so a rule reworded in openapi.yaml
 * asks for its translation again) and the handlers' own. A sentence the server fills in
 * (`{left} of {limit}`) cannot be found by its words, so it is left out and shows as it came.
 */
export function serverSentences(): Map<string, string[]> {
  const bySource = new Map<string, string[]>();
  const add = (source: string, sentences: readonly string[]) =>
    bySource.set(source, [
      ...(bySource.get(source) ?? []),
      ...sentences.filter((sentence) => !sentence.includes('{')),
    ]);
  for (const [schema, rules] of Object.entries(validationMessages)) add(schema, sentencesOf(rules));
  for (const [operation, rules] of Object.entries(operationMessages)) add(operation, sentencesOf(rules));
  for (const [schema, sentences] of Object.entries(HANDLER_SENTENCES)) add(schema, sentences);
  return bySource;
}
