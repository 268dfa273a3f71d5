import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { countSms } from './count.ts';

/**
 * Our counter against `sms-segments-calculator`, the reference it replaced. Both keep a character
 * the reader sees as one inside one segment; the library finds those characters with
 * grapheme-splitter (Unicode 10's rules), we with Intl.Segmenter (today's). Where the two see the
 * same characters the counts must be equal. Where today's rules join what Unicode 10 split (Indic
 * conjuncts since Unicode 15.1, newer emoji sequences), a joined character may move whole to the
 * next segment: ours is then the library's or one more, never fewer.
 */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function library(text: string) {
  const message = new SegmentedMessage(text);
  return {
    encoding: message.encodingName,
    pages: text === '' ? 0 : message.segmentsCount,
    characters: message.graphemes,
  };
}

/** Our characters as the library lists its own: a CR LF line break as its two characters. */
function ourCharacters(text: string): string[] {
  return [...graphemes.segment(text)].flatMap(({ segment }) =>
    segment === '\r\n' ? ['\r', '\n'] : [segment],
  );
}

/** Compares one text; true when both saw the same characters (and so must agree exactly). */
function compare(text: string, name: string): boolean {
  const theirs = library(text);
  const ours = countSms(text);
  expect(ours.encoding, name).toBe(theirs.encoding);
  const same = ourCharacters(text).join('\u0000') === theirs.characters.join('\u0000');
  if (same) expect(ours.pages, name).toBe(theirs.pages);
  else expect(ours.pages - theirs.pages, name).toBeOneOf([0, 1]);
  return same;
}

/** A consonant joined to the next by a virama (and maybe a joiner): one character since Unicode 15.1. */
const CONJUNCT = /\u094D\u200D?[\u0915-\u0939\u0958-\u095F\u0978-\u097F]/u;
/** Emoji sequences that Unicode 10's rules (the library's) cut in two: one character today. */
const NEWER_EMOJI = ['🤝🏻', '❤️‍🔥', '🧑‍🤝‍🧑', '🫱🏼‍🫲🏿'];

/** Whether the text holds a character the library's Unicode 10 rules split and today's keep whole. */
const joinedSinceUnicode10 = (text: string) =>
  CONJUNCT.test(text) || NEWER_EMOJI.some((emoji) => text.includes(emoji));

const around = (unit: string, lengths: number[], filler = unit) =>
  lengths.map((length): [string, string] => [
    `${JSON.stringify(unit)} at ${length}`,
    filler.repeat(length - 1) + unit,
  ]);

const CORPUS: [string, string][] = [
  ['empty', ''],
  ['Nepali reminder', 'नमस्ते राम, तपाईंको सदस्यता २०८२-०८-१५ मा सकिन्छ। कृपया नवीकरण गर्नुहोस्। धन्यवाद!'],
  ['Sinhala reminder', 'ආයුබෝවන් සුනිල්, ඔබගේ සාමාජිකත්වය 2026-12-01 දින අවසන් වේ. ශ්‍රී ලංකා'],
  ['Tamil', 'வணக்கம், உங்கள் உறுப்பினர் காலம் முடிவடைகிறது. நன்றி'],
  ['Hindi with English', 'Hi Ram! आपकी membership कल समाप्त हो रही है 💪'],
  ['ZWJ family', `${'a'.repeat(60)}👨‍👩‍👧‍👦${'b'.repeat(60)}`],
  ['skin tones', '👍🏽👋🏿👩🏻‍💻 '.repeat(12)],
  ['emoji newer than Unicode 10', `${'न'.repeat(64)}🤝🏻 ❤️‍🔥 🧑‍🤝‍🧑 🫱🏼‍🫲🏿${'न'.repeat(60)}`],
  ['flags', '🇳🇵🇱🇰🇮🇳 '.repeat(15)],
  ['rainbow flag and keycap', '🏳️‍🌈 1️⃣ 🏴󠁧󠁢󠁥󠁮󠁧󠁿 '.repeat(8)],
  ['extension characters', '^{}\\[~]|€'.repeat(20)],
  ['GSM letters', 'Ærø Åse Ñandú Øystein Δelta £5 ¥10 §3 ¡Hola! ¿Qué? @home _x_'.repeat(3)],
  ['CR LF', 'Line one\r\nLine two\r\n'.repeat(12)],
  ['CR LF in UCS-2', 'पहिलो\r\nदोस्रो\r\n'.repeat(12)],
  // Boundaries: one segment's end, the split parts' ends, with a two-unit character across them.
  ...around('a', [159, 160, 161, 305, 306, 307, 459, 460]),
  ...around('€', [152, 153, 154, 305, 306, 307], 'a'),
  ...around('{', [80, 81]),
  ...around('न', [69, 70, 71, 133, 134, 135, 201, 202]),
  ...around('😀', [66, 67, 68, 69, 70, 71, 133, 134, 135], 'न'),
  ...around('😀', [34, 35, 36]),
  ...around('कि', [66, 67, 68, 133, 134], 'न'),
  ...around('👍🏽', [64, 65, 66, 67, 68, 130, 131], 'a'),
  ...around('🇳🇵', [64, 65, 66, 67, 68], 'न'),
  ...around('👨‍👩‍👧‍👦', [56, 57, 58, 60], 'न'),
];

describe('countSms agrees with sms-segments-calculator', () => {
  it.each(CORPUS)('%s', (name, text) => {
    compare(text, name);
  });

  it('on the corpus, seeing other characters only in conjuncts and newer emoji', () => {
    for (const [name, text] of CORPUS) expect(compare(text, name), name).toBe(!joinedSinceUnicode10(text));
  });

  it('on thousands of seeded random texts', () => {
    const random = mulberry32(20261125);
    let same = 0;
    const count = 2000;
    for (let i = 0; i < count; i++) {
      const text = randomText(random);
      const name = `random text ${i}: ${JSON.stringify(text)}`;
      const sameCharacters = compare(text, name);
      expect(sameCharacters, name).toBe(!joinedSinceUnicode10(text));
      if (sameCharacters) same++;
    }
    // Most texts are compared exactly, not only within one segment.
    expect(same).toBeGreaterThan(count / 3);
    // The library takes a few seconds for these on an idle machine, many more on a loaded one.
  }, 60_000);

  it('differs only where today’s Unicode joins what the library splits: then one segment more', () => {
    // 'क्ष' is one character of three units today (Unicode 15.1), two (क् and ष) for the library.
    const text = `${'न'.repeat(65)}क्ष${'न'.repeat(66)}`;
    expect(library(text).pages).toBe(2);
    expect(countSms(text).pages).toBe(3);
    // The same for a handshake with a skin tone (an emoji modifier base since Unicode 14).
    const handshake = `${'न'.repeat(65)}🤝🏻${'न'.repeat(65)}`;
    expect(library(handshake).pages).toBe(2);
    expect(countSms(handshake).pages).toBe(3);
  });
});

/** A small seeded generator (mulberry32): the same texts on every run. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GSM_PIECES = [
  'a',
  'b',
  'Z',
  ' ',
  '.',
  '1',
  'é',
  'Δ',
  '£',
  '\n',
  '\r\n',
  '€',
  '{',
  '}',
  '^',
  '|',
  '~',
  '[',
  ']',
  '\\',
];
const UNICODE_PIECES = [
  'न',
  'म',
  'कि',
  'स्',
  'क्ष',
  'ं',
  'ශ',
  'ශ්‍රී',
  'வ',
  'ன்',
  '😀',
  '👍🏽',
  '🇳🇵',
  '👨‍👩‍👧‍👦',
  '❤️',
  'ç',
  '`',
];

/**
 * A text of 0 to 720 units, most near a boundary (70, 134, 160, 306...), of GSM-7 pieces only or
 * with pieces outside GSM-7 mixed in.
 */
function randomText(random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const unicode = random() < 0.6;
  const boundaries = unicode ? [70, 134, 201, 268, 335] : [160, 306, 459, 612];
  const target =
    random() < 0.8 ? pick(boundaries) + Math.floor(random() * 9) - 4 : Math.floor(random() * 721);
  let text = '';
  while (text.length < target) {
    text += unicode && random() < 0.5 ? pick(UNICODE_PIECES) : pick(GSM_PIECES);
  }
  return text;
}
