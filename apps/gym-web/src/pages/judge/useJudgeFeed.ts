import type { JudgeFeed } from '@gym/ui';
import { useEffect } from 'react';
import { api, queryClient } from '../../app/api.ts';

// The specification polls every second; the event stream usually answers first.
const POLL_MS = 1_000;

const feedQuery = (platformId: number) => ({ params: { query: { platformId } } });

/**
 * One platform's live feed: polled every second (what the specification asks, and what keeps
 * working behind proxies that cut streams), with the Server-Sent Events stream writing each change
 * into the same cache entry the moment it happens.
 */
export function useJudgeFeed(platformId: number) {
  const feed = api.useQuery('get', '/public/api/judge/combined-data', feedQuery(platformId), {
    refetchInterval: POLL_MS,
    retry: false,
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const stream = new EventSource(`/public/api/judge/platforms/${platformId}/events`);
    const key = api.queryOptions('get', '/public/api/judge/combined-data', feedQuery(platformId)).queryKey;
    stream.onmessage = (event) => queryClient.setQueryData(key, JSON.parse(event.data));
    return () => stream.close();
  }, [platformId]);
  return {
    feed: feed.data as JudgeFeed | undefined,
    failed: feed.isError && !feed.data,
    retry: () => feed.refetch(),
  };
}
