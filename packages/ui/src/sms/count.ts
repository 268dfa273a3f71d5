import { SegmentedMessage } from 'sms-segments-calculator';

/** The composer's limit from the specification. */
export const SMS_MAX_CHARACTERS = 720;

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsCount {
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
 * Counts a message the way gateways charge it: any character outside GSM-7 (Devanagari, Sinhala,
 * Tamil, most emoji) makes the whole message UCS-2, and GSM-7 extension characters count double.
 */
export function countSms(text: string): SmsCount {
  const message = new SegmentedMessage(text);
  const encoding: SmsEncoding = message.encodingName === 'GSM-7' ? 'GSM-7' : 'UCS-2';
  const pages = text.length === 0 ? 0 : message.segmentsCount;
  const single = encoding === 'GSM-7' ? 160 : 70;
  const split = encoding === 'GSM-7' ? 153 : 67;
  return {
    characters: text.length,
    encoding,
    pages,
    perPage: pages > 1 ? split : single,
    remaining: SMS_MAX_CHARACTERS - text.length,
    cost: pages,
  };
}
