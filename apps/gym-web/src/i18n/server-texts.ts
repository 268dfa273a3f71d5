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
  // The billing and money forms' rules (invoices, payments, pricing plans, money flows).
  invoicePlan: { defaultMessage: 'Pricing Plan is required.' },
  invoiceStart: { defaultMessage: 'Membership Start Date is required.' },
  invoiceEnd: { defaultMessage: 'Membership End Date is required.' },
  invoiceEndBefore: { defaultMessage: 'Membership End Date cannot be before Membership Start Date.' },
  invoiceTotal: { defaultMessage: 'Total Amount can not be zero.' },
  invoiceDiscounted: { defaultMessage: 'Discounted Amount can not be zero.' },
  invoiceDiscountedAbove: { defaultMessage: 'Discounted Amount cannot exceed Total Amount.' },
  paymentBillNo: { defaultMessage: 'Bill Number is required.' },
  paymentBillNoUsed: {
    defaultMessage: 'This Bill Number is already used by another payment or income of this gym.',
  },
  paymentAmount: { defaultMessage: 'Amount is required.' },
  amountAboveZero: { defaultMessage: 'Amount must be greater than zero.' },
  paymentDate: { defaultMessage: 'Payment Date is required.' },
  paymentDateFuture: { defaultMessage: 'Payment Date cannot be later than today.' },
  paymentType: { defaultMessage: 'Payment Type is required.' },
  planName: { defaultMessage: 'Plan Name is required.' },
  planPrices: { defaultMessage: 'All price fields must be filled and greater than zero.' },
  planFreezeFee: { defaultMessage: 'Freeze Fee must be a number greater than zero, or empty for no fee.' },
  planFreezeFeeMax: { defaultMessage: 'Freeze Fee must be at most 100,000,000.' },
  planFrozenDays: {
    defaultMessage: 'Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit.',
  },
  moneyDate: { defaultMessage: 'Transaction Date is required.' },
  moneyDateReal: {
    defaultMessage: 'Transaction Date must be a real date and time, such as 2026-11-03T18:30.',
  },
  moneyType: { defaultMessage: 'Transaction Type is required.' },
  moneyTag: { defaultMessage: 'At least one tag is required.' },
  codeDigits: { defaultMessage: 'Enter the 6-digit code from the SMS.' },
  codeWrong: { defaultMessage: 'This code is wrong or has expired. Check it, or ask for a new one.' },
  allRequired: { defaultMessage: 'All fields are required' },
  newPasswordLength: { defaultMessage: 'New password must be at least 8 characters long' },
  typeAgain: { defaultMessage: 'Please type the new password again.' },
  passwordsDiffer: { defaultMessage: 'The two passwords do not match.' },
  phoneRequired: { defaultMessage: 'Phone is required.' },
  clientGymRequired: { defaultMessage: 'Choose the gym the client belongs to.' },
  genderRequired: { defaultMessage: 'Gender is required.' },
  genderInvalid: { defaultMessage: 'Gender must be MALE or FEMALE.' },
  phoneOfCountry: { defaultMessage: "Phone must be a phone number of the gym's country." },
  emailFormat: { defaultMessage: 'Please enter a valid email address.' },
  birthNotLater: { defaultMessage: 'Date of Birth cannot be later than today.' },
  endNotBeforeJoined: { defaultMessage: 'Membership End Date cannot be before Joined Date.' },
  freezeStartRequired: { defaultMessage: 'Freeze Start Date is required.' },
  daysRequired: { defaultMessage: 'Days is required.' },
  daysWhole: { defaultMessage: 'Days must be a whole number.' },
  daysAtLeastOne: { defaultMessage: 'Days must be at least 1.' },
  daysAtMostYear: { defaultMessage: 'Days must be at most 365.' },
  amountRequired: { defaultMessage: 'Amount is required.' },
  stopAmountRange: { defaultMessage: 'Amount must be a number from 0 to 1,000,000,000.' },
  stopDaysRange: { defaultMessage: 'Days must be a whole number from 0 to 3650.' },
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
