import { SegmentedMessage } from 'sms-segments-calculator';

export const SMS_MAX_CHARACTERS = 720;

export interface SmsCost {
  encoding: 'GSM_7' | 'UCS_2';
  /** What a gateway charges: GSM-7 160 / 153 per segment, UCS-2 70 / 67. */
  segments: number;
}

/** The segments a text costs under its real encoding (one character outside GSM-7 makes it UCS-2). */
export function smsCost(text: string): SmsCost {
  const message = new SegmentedMessage(text);
  return { encoding: message.encodingName === 'GSM-7' ? 'GSM_7' : 'UCS_2', segments: message.segmentsCount };
}
