import type { AppContext } from '../context.ts';
import type { Schemas } from '../contract.ts';
import { isVerified, type UserRow } from '../users/user-record.ts';
import { toLoginResponse } from './session-record.ts';

/** A new session for the user: a token bound to their current session version, and who they are. */
export async function issueSession(ctx: AppContext, user: UserRow): Promise<Schemas['LoginResponse']> {
  const { token, expiresAt } = await ctx.tokens.issue({
    userId: user.id,
    sessionVersion: user.session_version,
  });
  const verified = user.role === 'SUPER_ADMIN' || isVerified(user, ctx.config.platformTimeZone);
  return toLoginResponse(user, { token, expiresAt, verified });
}
