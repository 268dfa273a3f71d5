import { type Permission, permissionByOperationId } from '@gym/api-client/permissions';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { operationIdOf } from '../http/contract-operations.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { callerRow } from '../users/queries.ts';
import { isVerified } from '../users/user-record.ts';

// What an unverified user (expired subscription) may still do: see and edit their own profile.
const ALLOWED_WHEN_UNVERIFIED = new Set(['getUser', 'updateUser', 'changePassword', 'getUserTotalSms']);

export const SESSION_ENDED_MESSAGE =
  'Your session has ended because your account changed. Please log in again.';

/** An operation's `x-permission`; one the contract does not know is the super admins' alone. */
const permissionOf = (operationId: string): Permission =>
  permissionByOperationId[operationId as keyof typeof permissionByOperationId] ?? 'platform.admin';

/** Where the bearer check keeps a user's role and subscription (forget it after editing the user). */
export const callerKey = (userId: number) => `user ${userId}`;

/** The `bearerAuth` security handler: loads the caller from the token, refuses expired subscriptions. */
export function bearerAuth(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Please log in to continue.');
    const { userId, sessionVersion } = await ctx.tokens.verify(match[1]);
    const row = await ctx.caches.callers.remember(callerKey(userId), 0, () => callerRow(ctx.db, userId));
    if (!row) throw unauthorized('Your account no longer exists. Please log in again.');
    // A password change, a role change or a reset by an admin moved the version on: this session ended.
    if (row.session_version !== sessionVersion) throw unauthorized(SESSION_ENDED_MESSAGE, 'SESSION_ENDED');
    const superAdmin = row.role === 'SUPER_ADMIN';
    // Staff work under their owner's subscription: an owner's that runs lets them in too.
    const verified =
      superAdmin ||
      isVerified(row, ctx.config.platformTimeZone) ||
      isVerified({ payment_expiry_date: row.employer_expiry_date }, ctx.config.platformTimeZone);
    const operationId = operationIdOf(request) ?? '';
    request.caller = { id: row.id, superAdmin, verified, permission: permissionOf(operationId) };
    if (!verified && !ALLOWED_WHEN_UNVERIFIED.has(operationId)) {
      throw new HttpError(403, 'NOT_VERIFIED', 'Your subscription has expired. Please renew to continue.');
    }
  };
}

/** The caller of an authenticated route (the security handler has run). */
export function callerOf(request: FastifyRequest) {
  if (!request.caller) throw unauthorized('Please log in to continue.');
  return request.caller;
}
