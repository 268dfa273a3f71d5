import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { openEventStream } from './event-stream.ts';
import { feedAddresses } from './feed-addresses.ts';

/** Whether an If-None-Match header names this ETag (a list, weak forms and '*' included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The public feed: polled with ETags, or streamed as Server-Sent Events. */
export function feedHandlers(ctx: AppContext) {
  const platformOf = feedAddresses(ctx.db);
  return {
    async getJudgeCombinedData(request, reply) {
      const platformId = await platformOf(request.query.meet, request.query.platformId);
      const snapshot = await ctx.judgeFeed.snapshot(platformId);
      // Any cache may keep it a second: at one poll per second, a CDN or browser absorbs the repeats.
      reply.header('cache-control', 'public, max-age=1').header('etag', snapshot.etag);
      if (matches(request.headers['if-none-match'], snapshot.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(snapshot.json);
    },

    async streamJudgeEvents(request, reply) {
      const lastEventId = request.headers['last-event-id'];
      const platformId = await platformOf(request.query.meet, request.params.platformId);
      const release = ctx.viewerSlots.take(request.ip);
      let unsubscribe = () => {};
      const viewer = openEventStream(request, reply, () => {
        unsubscribe();
        release();
      });
      unsubscribe = ctx.judgeFeed.watch(
        platformId,
        viewer,
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
    },
  } satisfies HandlerMap;
}
