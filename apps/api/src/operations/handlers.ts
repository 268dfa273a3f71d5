import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { HttpError } from '../http/errors.ts';

/** The balancer's and supervisor's calls: never kept by a cache, never logged (they come every second). */
export function operationsHandlers(ctx: Pick<AppContext, 'readiness'>) {
  return {
    async getHealth(_request, reply) {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
    async getReadiness(_request, reply) {
      reply.header('cache-control', 'no-store');
      const reason = await ctx.readiness.notReadyBecause();
      if (reason) throw new HttpError(503, 'NOT_READY', reason);
      return { status: 'ok' as const };
    },
  } satisfies HandlerMap;
}
