export { callingCode, e164Number, internationalDigits } from './phone-numbers.ts';
export {
  DUES_REMINDER_PLACEHOLDERS,
  fillPlaceholders,
  type PlaceholderValues,
  placeholderPieces,
  placeholderValues,
  RECEIPT_PLACEHOLDERS,
  SMS_PLACEHOLDERS,
  type SmsPlaceholder,
} from './placeholders.ts';
export { isGsm7, measureSms, SEGMENT_UNITS, type SmsEncoding, type SmsSegments } from './segments.ts';
