/**
 * The field rules the server and the web app's forms share, beside the contract's messages
 * (validation-messages.gen.ts): a phone number of a gym's country, an email address, a date against
 * another, and the sentence for a limit the contract sets (a length, a range). The server checks
 * with these and answers with the contract's message; the forms check with the same functions
 * before sending, so a rule is written once (decision 0030).
 */

import { CALLING_CODES, type CountryCode, countryOfTimeZone } from '@gym/dates';

// The countries, and a gym's country from its time zone, are @gym/dates' (one definition).
export { type CountryCode, countryOfTimeZone };

interface PhonePlan {
  /** The national significant number (what follows the country code). */
  significant: RegExp;
  /**
   * How people there write a number at home: a mobile in Nepal and India without a leading 0
   * (9812345678), everything else with the trunk 0 (077 123 4567 in Sri Lanka, 01-4123456 in Nepal).
   */
  national: (significant: string) => string;
  /** What the form shows as an example. */
  example: string;
}

const withTrunkZero = (significant: string) => `0${significant}`;

/**
 * Numbering plans (ITU-T E.164 national plans): Nepal's mobiles 9[678] and 8 digits, landlines an
 * area code and number of 8 digits; Sri Lanka 9 digits; India 10 (mobiles 6-9...); Pakistan 9 or
 * 10; Australia 9.
 */
const PHONE_PLANS: Record<CountryCode, PhonePlan> = {
  NP: {
    significant: /^(9[678]\d{8}|[1-8]\d{7})$/,
    national: (n) => (n.startsWith('9') ? n : withTrunkZero(n)),
    example: '98XXXXXXXX or +977 98XXXXXXXX',
  },
  LK: {
    significant: /^[1-9]\d{8}$/,
    national: withTrunkZero,
    example: '07X XXX XXXX or +94 7X XXX XXXX',
  },
  IN: {
    significant: /^[1-9]\d{9}$/,
    national: (n) => (/^[6-9]/.test(n) ? n : withTrunkZero(n)),
    example: '9XXXXXXXXX or +91 9XXXXXXXXX',
  },
  PK: {
    significant: /^[1-9]\d{8,9}$/,
    national: withTrunkZero,
    example: '03XX XXXXXXX or +92 3XX XXXXXXX',
  },
  AU: {
    significant: /^[2-478]\d{8}$/,
    national: withTrunkZero,
    example: '04XX XXX XXX or +61 4XX XXX XXX',
  },
};

/** What people put between digits: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s().-]/g;
/** Any number in international form, for a country the platform has no plan for. */
const ANY_NUMBER = /^\+?\d{7,15}$/;

/**
 * A typed phone number in the one form the app stores, the way it is written in the gym's country
 * (9812345678 in Nepal, 0771234567 in Sri Lanka), or undefined when it is not a number of that
 * country. It may be typed with or without the country code (+977, 00977 or 977), with the trunk
 * 0, and with spaces, dashes, dots or brackets. For a country without a plan, any number of 7 to 15
 * digits (with its '+') is kept as typed without separators.
 */
export function normalisePhone(typed: string, country: CountryCode | undefined): string | undefined {
  const compact = typed.trim().replace(SEPARATORS, '');
  if (!country) return ANY_NUMBER.test(compact) ? compact : undefined;
  if (!/^\+?\d+$/.test(compact)) return undefined;
  const plan = PHONE_PLANS[country];
  const fits = (significant: string) =>
    plan.significant.test(significant) ? plan.national(significant) : undefined;
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : undefined;
  if (international !== undefined) {
    return international.startsWith(CALLING_CODES[country])
      ? fits(international.slice(CALLING_CODES[country].length))
      : undefined;
  }
  // At home, with or without the trunk 0; else the country code typed without its '+'.
  return (
    fits(compact.replace(/^0/, '')) ??
    (compact.startsWith(CALLING_CODES[country])
      ? fits(compact.slice(CALLING_CODES[country].length))
      : undefined)
  );
}

/**
 * A stored number with its country code ('+9779812345678'), for what dials from anywhere (a
 * WhatsApp link); a number stored with its '+', or of a country without a plan, as it is.
 */
export function internationalPhone(stored: string, country: CountryCode | undefined): string {
  const national = normalisePhone(stored, country);
  if (!country || !national) return stored;
  return `+${CALLING_CODES[country]}${national.replace(/^0/, '')}`;
}

/**
 * A typed list of phone numbers (Send SMS's 'Phone Numbers': separated by commas, blanks ignored),
 * each judged by `normalisePhone` for the gym's country and kept in its stored form, each number
 * once: `phones`; or the first entry that is not a number of that country, as typed: `notAPhone`.
 */
export function parsePhoneList(
  typed: string,
  country: CountryCode | undefined,
): { phones: string[] } | { notAPhone: string } {
  const phones = new Set<string>();
  for (const entry of typed.split(',')) {
    const written = entry.trim();
    if (!written) continue;
    const phone = normalisePhone(written, country);
    if (!phone) return { notAPhone: written };
    phones.add(phone);
  }
  return { phones: [...phones] };
}

/** How a phone number of the country may be written, for a form's hint. */
export function phoneExample(country: CountryCode | undefined): string {
  return country
    ? `For example ${PHONE_PLANS[country].example}.`
    : 'With its country code, e.g. +44 20 7946 0000.';
}

/**
 * Whether the text could be a phone number of some country: digits (at least 7, at most 15) with
 * separators and a leading '+'. The contract's `format: phone`; which country's it must be is the
 * gym's, checked with `normalisePhone`.
 */
export function isPhoneShape(typed: string): boolean {
  return ANY_NUMBER.test(typed.trim().replace(SEPARATORS, ''));
}

/** An email address: a name, '@', and a domain with a dot; no spaces. The contract's `format: email`. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/**
 * Whether a date (YYYY-MM-DD) is before another: the contract's `x-not-before` refuses an end
 * before its start. Blank or missing dates are not before anything.
 */
export function isDateBefore(date: string | null | undefined, other: string | null | undefined): boolean {
  return Boolean(date && other && date < other);
}

/** A field's name as a person reads it: 'extraFeatures' is 'Extra features', 'websiteURL' 'Website URL'. */
export function fieldLabel(field: string): string {
  const last = field.split('.').at(-1) ?? field;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The limits of a field that a message can name (a JSON Schema's own keywords). */
export interface FieldLimits {
  type?: string | string[];
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  maxItems?: number;
  minItems?: number;
  minProperties?: number;
  enum?: readonly unknown[];
  format?: string;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What a number-valued limit says after the field's name, by keyword. */
const LIMIT_SENTENCES = {
  maxLength: (n: number) => `must be at most ${count(n, 'character', 'characters')}`,
  minLength: (n: number) => `must be at least ${count(n, 'character', 'characters')}`,
  maximum: (n: number) => `must be at most ${n.toLocaleString('en-US')}`,
  minimum: (n: number) => `must be at least ${n.toLocaleString('en-US')}`,
  maxItems: (n: number) => `can have at most ${count(n, 'entry', 'entries')}`,
  minItems: (n: number) => `must have at least ${count(n, 'entry', 'entries')}`,
  minProperties: (n: number) => `must name at least ${count(n, 'field', 'fields')}`,
} as const;

/** What the other limits say, when they name one. */
function otherSentence(keyword: string, limits: FieldLimits): string | undefined {
  const types = [limits.type ?? []].flat();
  if (keyword === 'type' && types.includes('integer')) return 'must be a whole number';
  if (keyword === 'type' && types.includes('number')) return 'must be a number';
  if (keyword === 'format' && limits.format === 'date') return 'must be a date';
  if (keyword === 'enum' && limits.enum) {
    return `must be one of ${limits.enum.map((value) => (value === null ? 'empty' : String(value))).join(', ')}`;
  }
  return undefined;
}

/**
 * The sentence for a field that breaks one of its limits, naming the field and the limit ('Name
 * must be at most 200 characters.'), when the contract writes none of its own; undefined for a
 * keyword that names no limit.
 */
export function limitMessage(field: string, keyword: string, limits: FieldLimits): string | undefined {
  const limit = keyword in LIMIT_SENTENCES ? limits[keyword as keyof typeof LIMIT_SENTENCES] : undefined;
  const sentence =
    typeof limit === 'number'
      ? LIMIT_SENTENCES[keyword as keyof typeof LIMIT_SENTENCES](limit)
      : otherSentence(keyword, limits);
  return sentence ? `${fieldLabel(field)} ${sentence}.` : undefined;
}
