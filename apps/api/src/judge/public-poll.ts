import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JudgeFeed, Snapshot } from './feed.ts';
import type { FeedAddresses } from './feed-addresses.ts';

export const COMBINED_DATA_PATH = '/public/api/judge/combined-data';
const QUERY_START = `${COMBINED_DATA_PATH}?`;
// The contract's bounds: platformId an int32 from 1, meet a slug, If-None-Match at most 200 characters.
const PLATFORM_ID = /^[1-9][0-9]{0,9}$/;
const MAX_INT32 = 2_147_483_647;
const MEET_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const MAX_IF_NONE_MATCH = 200;
// Set per answer, by the fast path itself or by Node; the rest of a regular answer's headers are the
// same on every public answer (security headers, CORS).
const PER_ANSWER = new Set([
  'etag',
  'content-type',
  'content-length',
  'cache-control',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);
export const FEED_CACHE_CONTROL = 'public, max-age=1';
export const FEED_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Whether an If-None-Match header names this ETag (a list, weak forms and '*' included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export interface PublicPoll {
  /**
   * Answers a valid poll of combined-data whose answer memory holds, straight from the HTTP server's
   * request event (no routing, hooks, validation or log line); answers false and leaves every other
   * request, and any poll it is not sure of, to Fastify.
   */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** The headers the regular route answered with, learnt once, so both paths answer alike. */
  learnHeaders(headers: Record<string, string | number | string[] | undefined>): void;
}

interface Prepared {
  body: Buffer;
  ok: string[];
  notModified: string[];
}

/**
 * The public poll's fast path. Each answer is prepared once per state (the body's bytes and both
 * header lists, 200 and 304) and written as is to every poll until the state changes. It answers
 * only once the regular route has answered a poll (whose headers it copies), only a GET without a
 * body whose query is exactly `platformId` (and `meet`) within the contract's bounds, and only from
 * the feed's memory: the regular route reads the same memory, so the answers are the same.
 */
export function createPublicPoll(feed: JudgeFeed, addresses: FeedAddresses): PublicPoll {
  let shared: string[] | undefined;
  const prepared = new WeakMap<Snapshot, Prepared>();

  const prepare = (snapshot: Snapshot, common: string[]): Prepared => {
    let answer = prepared.get(snapshot);
    if (!answer) {
      const body = Buffer.from(snapshot.json);
      const caching = ['cache-control', FEED_CACHE_CONTROL, 'etag', snapshot.etag];
      answer = {
        body,
        ok: [...common, ...caching, 'content-type', FEED_CONTENT_TYPE, 'content-length', String(body.length)],
        notModified: [...common, ...caching],
      };
      prepared.set(snapshot, answer);
    }
    return answer;
  };

  /** The platform the query names, or undefined when the regular route should judge it. */
  const platformOf = (url: string): number | undefined => {
    let number: number | undefined;
    let meet: string | undefined;
    for (const pair of url.slice(QUERY_START.length).split('&')) {
      const equals = pair.indexOf('=');
      const key = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      if (equals > 0 && key === 'platformId' && number === undefined && PLATFORM_ID.test(value)) {
        number = Number(value);
        if (number > MAX_INT32) return undefined;
      } else if (equals > 0 && key === 'meet' && meet === undefined && MEET_SLUG.test(value)) {
        meet = value;
      } else return undefined;
    }
    return number === undefined ? undefined : addresses.peek(meet, number);
  };

  return {
    answer(request, response) {
      const { url, headers } = request;
      if (!shared || request.method !== 'GET' || !url?.startsWith(QUERY_START)) return false;
      if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
      const ifNoneMatch = headers['if-none-match'];
      if (ifNoneMatch !== undefined && ifNoneMatch.length > MAX_IF_NONE_MATCH) return false;
      const platformId = platformOf(url);
      const snapshot = platformId === undefined ? undefined : feed.peek(platformId);
      if (!snapshot) return false;
      const answer = prepare(snapshot, shared);
      if (matchesEtag(ifNoneMatch, snapshot.etag)) {
        response.writeHead(304, answer.notModified);
        response.end();
      } else {
        response.writeHead(200, answer.ok);
        response.end(answer.body);
      }
      return true;
    },

    learnHeaders(headers) {
      if (shared) return;
      const common: string[] = [];
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue;
        for (const each of Array.isArray(value) ? value : [value]) common.push(name, String(each));
      }
      shared = common;
    },
  };
}
