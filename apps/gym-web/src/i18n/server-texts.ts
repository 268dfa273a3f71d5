import { translate } from './i18n.ts';
import { defineMessages } from './messages.ts';

/**
 * The server's sentences a converted screen shows (the contract's `x-messages` and a few of its
 * handlers'), found by their English. The server answers in English until it answers in the
 * caller's language (issue 26); until then the screen translates what it knows and shows any other
 * sentence as the server wrote it. server-texts.test.ts holds each English to the contract's or the
 * server's own words, so a reworded rule cannot leave its translation behind unnoticed.
 */
export const CONTRACT_TEXTS = defineMessages({
  loginRequired: { defaultMessage: 'Phone and password are required' },
  phoneDigits: { defaultMessage: 'Phone number must be exactly 10 digits.' },
  nameRequired: { defaultMessage: 'Name is required.' },
  passwordLength: { defaultMessage: 'Password must be at least 8 characters.' },
  addressRequired: { defaultMessage: 'Address is required.' },
  districtRequired: { defaultMessage: 'District is required.' },
  districtFromList: { defaultMessage: 'Please choose a district from the list.' },
  countryFromList: { defaultMessage: 'Please choose a country from the list.' },
  codeDigits: { defaultMessage: 'Enter the 6-digit code from the SMS.' },
  codeWrong: { defaultMessage: 'This code is wrong or has expired. Check it, or ask for a new one.' },
  allRequired: { defaultMessage: 'All fields are required' },
  newPasswordLength: { defaultMessage: 'New password must be at least 8 characters long' },
  typeAgain: { defaultMessage: 'Please type the new password again.' },
  passwordsDiffer: { defaultMessage: 'The two passwords do not match.' },
});

export const HANDLER_TEXTS = defineMessages({
  invalidLogin: { defaultMessage: 'Invalid phone number or password.' },
  phoneTaken: { defaultMessage: 'An account with this phone number already exists.' },
  tooManySignIns: { defaultMessage: 'Too many failed sign-in attempts.' },
  tooManySignInsHere: { defaultMessage: 'Too many failed sign-in attempts from this network.' },
  tooManyAccounts: { defaultMessage: 'Too many accounts registered from this network.' },
  tooManyCodesHere: { defaultMessage: 'Too many reset codes asked for from this network.' },
  tooManyCodesPhone: { defaultMessage: 'Too many reset codes asked for this phone number.' },
});

const BY_ENGLISH = new Map(
  [...Object.values(CONTRACT_TEXTS), ...Object.values(HANDLER_TEXTS)].map((message) => [
    String(message.defaultMessage),
    message,
  ]),
);

/** A sentence of the server in the current language, when it is one the app knows; else as it came. */
export function serverText(text: string): string;
export function serverText(text: string | undefined): string | undefined;
export function serverText(text: string | undefined): string | undefined {
  const message = text === undefined ? undefined : BY_ENGLISH.get(text);
  return message ? translate(message) : text;
}
