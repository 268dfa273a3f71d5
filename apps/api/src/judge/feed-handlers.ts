import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { openEventStream } from './event-stream.ts';
import { FEED_CACHE_CONTROL, FEED_CONTENT_TYPE, matchesEtag } from './public-poll.ts';

/** The public feed: polled with ETags, or streamed as Server-Sent Events. */
export function feedHandlers(ctx: AppContext) {
  return {
    async getJudgeCombinedData(request, reply) {
      const platformId = await ctx.feedAddresses.lookup(request.query.meet, request.query.platformId);
      const snapshot = await ctx.judgeFeed.snapshot(platformId);
      // Any cache may keep it a second: at one poll per second, a CDN or browser absorbs the repeats.
      reply.header('cache-control', FEED_CACHE_CONTROL).header('etag', snapshot.etag);
      // The fast path (public-poll.ts) answers the next polls with these same headers.
      ctx.publicPoll.learnHeaders(reply.getHeaders());
      if (matchesEtag(request.headers['if-none-match'], snapshot.etag)) return reply.code(304).send();
      return reply.type(FEED_CONTENT_TYPE).send(snapshot.json);
    },

    async streamJudgeEvents(request, reply) {
      const lastEventId = request.headers['last-event-id'];
      const platformId = await ctx.feedAddresses.lookup(request.query.meet, request.params.platformId);
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
