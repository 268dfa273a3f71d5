import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { measureSms, SEGMENT_UNITS } from '@gym/sms-segments';

export const SMS_MAX_CHARACTERS = 720;

export interface SmsCost {
  encoding: 'GSM_7' | 'UCS_2';
  /** What a gateway charges: GSM-7 160 / 153 per segment, UCS-2 70 / 67. */
  segments: number;
}

/**
 * The segments a text costs under its real encoding (one character outside GSM-7 makes it UCS-2):
 * `@gym/sms-segments`, the rule the composer's counter shows. An empty text still goes out as one.
 */
export function smsCost(text: string): SmsCost {
  const { encoding, segments } = measureSms(text);
  return { encoding: encoding === 'GSM-7' ? 'GSM_7' : 'UCS_2', segments: Math.max(1, segments) };
}

const LIMITS = { GSM_7: SEGMENT_UNITS['GSM-7'], UCS_2: SEGMENT_UNITS['UCS-2'] } as const;
// Characters that join others into one grapheme or take two units (marks, joiners, variation
// selectors, characters beyond the BMP): a segment never cuts a user-perceived character, so such
// text may waste units at part boundaries.
const JOINING = /\p{M}|\u200D|[\uFE00-\uFE0F\uD800-\uDFFF\u{10000}-\u{10FFFF}]/u;
// Work on the event loop between yields, so a bulk send of many long texts never stalls other requests.
const SLICE_MS = 8;

interface Piece {
  ucs2: boolean;
  /** GSM-7 septets (extension characters count two); meaningful only when !ucs2. */
  septets: number;
  joining: boolean;
}

/**
 * Counts many messages built of few distinct pieces (a template's text between placeholders, the
 * placeholder values) without measuring every character of every message: each distinct piece is
 * measured once (its encoding, its GSM-7 septets), each distinct text once. A message whose parts
 * cannot split a character (well inside a part's size, or one segment) is counted from the sums;
 * any other is measured whole. Yields to the event loop every few milliseconds so a bulk send never
 * stalls other requests.
 */
export function createSmsCostCounter() {
  const pieces = new Map<string, Piece>();
  const texts = new Map<string, SmsCost>();
  let sliceStarted = performance.now();

  const pieceOf = (text: string): Piece => {
    let piece = pieces.get(text);
    if (!piece) {
      const measured = measureSms(text);
      const ucs2 = measured.encoding === 'UCS-2';
      piece = { ucs2, septets: ucs2 ? 0 : measured.units, joining: JOINING.test(text) };
      pieces.set(text, piece);
    }
    return piece;
  };

  const fromSums = (parts: string[], text: string): SmsCost | undefined => {
    const measured = parts.map(pieceOf);
    const encoding = measured.some((piece) => piece.ucs2) ? 'UCS_2' : 'GSM_7';
    const units =
      encoding === 'UCS_2' ? text.length : measured.reduce((sum, piece) => sum + piece.septets, 0);
    const limit = LIMITS[encoding];
    if (units <= limit.single) return { encoding, segments: 1 };
    if (encoding === 'UCS_2' && measured.some((piece) => piece.joining)) return undefined;
    const segments = Math.ceil(units / limit.split);
    // A two-unit character (GSM-7 extension, or nothing in plain UCS-2) may move to the next part at
    // each boundary: exact only when that waste cannot reach the next part.
    const wastable = encoding === 'GSM_7' ? segments - 1 : 0;
    return segments * limit.split - units >= wastable ? { encoding, segments } : undefined;
  };

  return {
    /** The cost of the text made of these pieces (joined in order). */
    async cost(parts: string[]): Promise<SmsCost> {
      if (performance.now() - sliceStarted > SLICE_MS) {
        await yieldToEventLoop();
        sliceStarted = performance.now();
      }
      const text = parts.join('');
      let cost = texts.get(text);
      if (!cost) {
        cost = fromSums(parts, text) ?? smsCost(text);
        texts.set(text, cost);
      }
      return cost;
    },
  };
}
