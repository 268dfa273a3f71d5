import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// Easy to read out and type on a phone: no 0/O, 1/I/L. Eight of 31 characters is about 8.5e11 codes.
const REFEREE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFEREE_CODE_LENGTH = 8;

/** What a platform's referees enter on their phones. */
export function newRefereeCode(): string {
  let code = '';
  for (let i = 0; i < REFEREE_CODE_LENGTH; i++) code += REFEREE_ALPHABET[randomInt(REFEREE_ALPHABET.length)];
  return code;
}

/**
 * A meet's public address: its name in lower case with dashes, and four random characters so two
 * meets of the same name never share one (about 9e5 per name).
 */
export function newMeetSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += REFEREE_ALPHABET[randomInt(REFEREE_ALPHABET.length)];
  return `${words || 'meet'}-${suffix.toLowerCase()}`;
}

/** A meet's token for competition software: 256 random bits. */
export const newMeetToken = (): string => randomBytes(32).toString('base64url');

/** Compares a secret without leaking through timing how much of it matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
