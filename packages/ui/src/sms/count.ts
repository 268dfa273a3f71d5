import { measureSms, SEGMENT_UNITS, type SmsEncoding } from '@gym/sms-segments';

export type { SmsEncoding } from '@gym/sms-segments';

/** The composer's limit from the specification. */
export const SMS_MAX_CHARACTERS = 720;

export interface SmsCount {
  /** UTF-16 units, the unit of the 720 limit and of UCS-2's pages (an emoji counts two). */
  characters: number;
  encoding: SmsEncoding;
  /** Segments ("pages") a gateway charges; each costs 1 SMS credit. */
  pages: number;
  /** Characters one page holds: GSM-7 160 alone or 153 when split, UCS-2 70 or 67. */
  perPage: number;
  /** Characters left before the 720 limit. */
  remaining: number;
  cost: number;
}

/**
 * Counts a message the way gateways charge it (`@gym/sms-segments`, the rule the server charges
 * credits by): any character outside GSM-7 (Devanagari, Sinhala, Tamil, most emoji) makes the whole
 * message UCS-2, and GSM-7 extension characters count double.
 */
export function countSms(text: string): SmsCount {
  const { encoding, segments } = measureSms(text);
  const { single, split } = SEGMENT_UNITS[encoding];
  return {
    characters: text.length,
    encoding,
    pages: segments,
    perPage: segments > 1 ? split : single,
    remaining: SMS_MAX_CHARACTERS - text.length,
    cost: segments,
  };
}
