import type { Schemas } from '../contract.ts';
import type { UserRow } from '../users/user-record.ts';

/** What a sign-in or registration answers: who signed in, their token and its expiry. */
export function toLoginResponse(
  user: UserRow,
  session: { token: string; expiresAt: Date; verified: boolean },
): Schemas['LoginResponse'] {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    token: session.token,
    verified: session.verified,
    superAdmin: user.role === 'SUPER_ADMIN',
    expiresAt: session.expiresAt.toISOString(),
    language: user.language,
  };
}
