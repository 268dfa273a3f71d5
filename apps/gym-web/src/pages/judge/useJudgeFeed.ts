import { useEffect, useState } from 'react';
import { api, queryClient } from '../../app/api.ts';

// The specification's poll interval, used whenever the event stream is not delivering.
const POLL_MS = 1_000;

/** A platform's public address: its meet's slug and its own number, or the live meet's number. */
const feedQuery = (platformId: number, meet: string | undefined) => ({
  params: { query: meet ? { platformId, meet } : { platformId } },
});

/**
 * One platform's live feed: the Server-Sent Events stream writes each change into the query's
 * cache entry the moment it happens; while the stream is not delivering (not open yet, cut by a
 * proxy, no EventSource) the query polls every second instead, so the two never both run.
 */
export function useJudgeFeed(platformId: number, meet?: string) {
  const [streaming, setStreaming] = useState(false);
  const feed = api.useQuery('get', '/public/api/judge/combined-data', feedQuery(platformId, meet), {
    refetchInterval: streaming ? false : POLL_MS,
    retry: false,
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const address = meet ? `?meet=${encodeURIComponent(meet)}` : '';
    const stream = new EventSource(`/public/api/judge/platforms/${platformId}/events${address}`);
    const key = api.queryOptions(
      'get',
      '/public/api/judge/combined-data',
      feedQuery(platformId, meet),
    ).queryKey;
    stream.onmessage = (event) => {
      queryClient.setQueryData(key, JSON.parse(event.data));
      setStreaming(true);
    };
    // EventSource reconnects by itself; polling covers the gap until it delivers again.
    stream.onerror = () => setStreaming(false);
    return () => {
      stream.close();
      setStreaming(false);
    };
  }, [platformId, meet]);
  return feed;
}
