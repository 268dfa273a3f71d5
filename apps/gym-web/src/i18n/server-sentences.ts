import { operationMessages, validationMessages } from '@gym/api-client/validation-messages';

/**
 * The handlers' own sentences a screen may show (not rules of the contract, so not in its
 * `x-messages`); server-texts.test.ts holds each to the server's source.
 */
export const HANDLER_SENTENCES = [
  'Invalid phone number or password.',
  'An account with this phone number already exists.',
  'Too many failed sign-in attempts.',
  'Too many failed sign-in attempts from this network.',
  'Too many accounts registered from this network.',
  'Too many reset codes asked for from this network.',
  'Too many reset codes asked for this phone number.',
] as const;

const sentencesOf = (tree: object): string[] =>
  Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : sentencesOf(value as object),
  );

/**
 * Every sentence the server may answer a screen with, for the catalogs (scripts/messages.ts): the
 * contract's `x-messages` (the generated validationMessages and operationMessages of
 * @gym/api-client, so a rule reworded in openapi.yaml asks for its translation again) and the
 * handlers' own. A sentence the server fills in (`{left} of {limit}`) cannot be found by its words,
 * so it is left out and shows as the server wrote it.
 */
export function serverSentences(): string[] {
  const all = [...sentencesOf(validationMessages), ...sentencesOf(operationMessages), ...HANDLER_SENTENCES];
  return [...new Set(all)].filter((sentence) => !sentence.includes('{')).sort();
}
