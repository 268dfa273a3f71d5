export { callingCode, e164Number, internationalDigits } from './phone-numbers.ts';
export {
  fillPlaceholders,
  type PlaceholderValues,
  placeholderPieces,
  placeholderValues,
  SMS_PLACEHOLDERS,
  type SmsPlaceholder,
} from './placeholders.ts';
export { isGsm7, measureSms, SEGMENT_UNITS, type SmsEncoding, type SmsSegments } from './segments.ts';
