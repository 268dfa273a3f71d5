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

/** A meet's token for competition software: 256 random bits. */
export const newMeetToken = (): string => randomBytes(32).toString('base64url');

/** Compares a secret without leaking through timing how much of it matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
