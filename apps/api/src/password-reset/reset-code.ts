import { randomInt } from 'node:crypto';

/** How long a reset code works. */
export const RESET_CODE_MINUTES = 15;
/** Tries a code allows, right or wrong; a wrong last one voids it. */
export const RESET_CODE_TRIES = 5;

/** Six random digits (leading zeros kept), from the operating system's random source. */
export const newResetCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');

/** The SMS that carries a code. */
export const resetCodeSms = (code: string): string =>
  `Gym Platform: your password reset code is ${code}. It works for ${RESET_CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`;

/** What is kept of the SMS once it has been sent: the code masked. */
export const SENT_RESET_CODE_SMS = resetCodeSms('******');
