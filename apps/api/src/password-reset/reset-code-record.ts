import type { Schemas } from '../contract.ts';
import { RESET_CODE_MINUTES } from './reset-code.ts';

/** A user's reset code as stored: only its scrypt hash, its expiry and the tries made. */
export interface ResetCodeRow {
  user_id: number;
  code_hash: string;
  expires_at: Date;
  tries: number;
}

/** What asking for a code answers, whether or not the phone has an account. */
export const toResetCodeSent = (): Schemas['PasswordResetCodeSent'] => ({
  expiresInMinutes: RESET_CODE_MINUTES,
});
