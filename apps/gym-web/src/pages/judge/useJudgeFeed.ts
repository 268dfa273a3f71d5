import { PlatformFeed, type PlatformFeedState } from '@gym/judge-feed-client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

export interface JudgeFeedView extends PlatformFeedState {
  /** Fetches now, as the failure line's Retry button does. */
  retry: () => void;
}

/**
 * One platform's live feed while the component shows it: the shared client of the widget and the
 * viewer (event stream, back-off, silence detection, polling), read through React.
 */
export function useJudgeFeed(platform: number, meet?: string): JudgeFeedView {
  // The app is served from the API's own origin.
  const feed = useMemo(() => new PlatformFeed({ server: '', platform, meet }), [platform, meet]);
  useEffect(() => {
    feed.start();
    return () => feed.stop();
  }, [feed]);
  const state = useSyncExternalStore(feed.subscribe, feed.getState);
  return { ...state, retry: feed.retry };
}
