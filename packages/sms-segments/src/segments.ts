/**
 * What a gateway charges for a text message: segments of 140 octets. Text made only of GSM-7
 * characters takes 7 bits a character (the extension characters two, escape and character): 160 in
 * one segment, 153 in each when split (the user data header takes the rest). Any other character
 * makes the whole message UCS-2: 16 bits a unit, 70 units in one segment, 67 when split. A character
 * the reader sees as one (a letter and its vowel sign, an emoji with its skin tone or joiners, a
 * flag) is never cut between segments, so neither is a surrogate pair.
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** GSM-7: septets (an extension character counts two); UCS-2: UTF-16 code units. */
  units: number;
  /** Segments a gateway charges; none for an empty text. */
  segments: number;
}

/** Units in a message that fits one segment, and in each segment of a longer one. */
export const SEGMENT_UNITS = {
  'GSM-7': { single: 160, split: 153 },
  'UCS-2': { single: 70, split: 67 },
} as const satisfies Record<SmsEncoding, { single: number; split: number }>;

/** GSM 03.38's basic table in code order (0x1B, the escape to the extension table, left out). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table's characters, each sent as escape + character: form feed, ^ { } \ [ ~ ] | €. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

/** Septets of each GSM-7 character, by UTF-16 code unit. */
const GSM_SEPTETS = new Map<number, number>([
  ...[...GSM_BASIC].map((character): [number, number] => [character.charCodeAt(0), 1]),
  ...[...GSM_EXTENSION].map((character): [number, number] => [character.charCodeAt(0), 2]),
]);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Whether every character of `text` is in GSM-7's basic or extension table. */
export function isGsm7(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!GSM_SEPTETS.has(text.charCodeAt(i))) return false;
  return true;
}

/** The segments `text` costs, its encoding and its size in that encoding's units. */
export function measureSms(text: string): SmsSegments {
  if (isGsm7(text)) return packed('GSM-7', gsmSizes(text));
  return packed('UCS-2', ucs2Sizes(text));
}

/** Each character's septets: nothing in GSM-7 joins two characters into one. */
function gsmSizes(text: string): number[] {
  const sizes: number[] = [];
  for (let i = 0; i < text.length; i++) sizes.push(GSM_SEPTETS.get(text.charCodeAt(i)) ?? 1);
  return sizes;
}

/**
 * Each user-perceived character's UTF-16 units, which a segment boundary never cuts; a line break
 * written CR LF counts as its two characters, as in GSM-7. One longer than a whole segment (a letter
 * under dozens of combining marks) cannot stay whole: it is cut between code points.
 */
function ucs2Sizes(text: string): number[] {
  const sizes: number[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (segment === '\r\n') sizes.push(1, 1);
    else if (segment.length > SEGMENT_UNITS['UCS-2'].split)
      for (const point of segment) sizes.push(point.length);
    else sizes.push(segment.length);
  }
  return sizes;
}

/**
 * Characters of the given sizes in order, as few segments as they fit: one when the whole fits a
 * single segment, otherwise each segment filled while the next character fits whole.
 */
function packed(encoding: SmsEncoding, sizes: readonly number[]): SmsSegments {
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const { single, split } = SEGMENT_UNITS[encoding];
  if (units === 0) return { encoding, units, segments: 0 };
  if (units <= single) return { encoding, units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used > 0 && used + size > split) {
      segments++;
      used = 0;
    }
    used += size;
  }
  return { encoding, units, segments };
}
