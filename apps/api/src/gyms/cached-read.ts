import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import { assertGymAccess } from './access.ts';

/**
 * A heavy read of one gym (a report, a client page), checked against the caller's access and then
 * answered from memory while the gym's data version is the one it was computed at. Every write to
 * the gym's clients, invoices, payments or money flows makes a new version in the same transaction
 * (migration 007), so no answer outlives the data it came from, in any server process. Answers are
 * the same for everyone allowed to see the gym, so the key is the request's path and query, and
 * `variant`: a setting of the gym the answer follows that is not data (its calendar), which a change
 * of the gym's settings does not version.
 */
export async function cachedGymRead<T>(
  ctx: AppContext,
  request: FastifyRequest,
  gymId: number,
  compute: () => Promise<T>,
  variant = '',
): Promise<T> {
  const version = await assertGymAccess(ctx.db, callerOf(request), gymId);
  return ctx.caches.gymReads.remember(`${gymId} ${request.url} ${variant}`, version, compute);
}
