import { STREAM_HEARTBEAT_MS } from '@gym/judge-core';
import { feedOf, lifterNamed, TWO_GOOD } from '@gym/judge-core/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAILURES_BEFORE_STALE,
  MAX_STREAMS,
  PlatformFeed,
  type PlatformFeedOptions,
  POLL_MS,
  STREAM_FIRST_MESSAGE_MS,
  STREAM_RETRY_MAX_MS,
  STREAM_RETRY_MS,
  STREAM_SILENCE_MS,
} from './platform-feed.ts';
import { FakeEventSource, stubFetch } from './testing.ts';

const SERVER = 'https://results.test';
const started: PlatformFeed[] = [];

/** A started feed of platform 1 (stopped after the test), and how often it told of a change. */
function startFeed(options: Partial<PlatformFeedOptions> = {}) {
  const feed = new PlatformFeed({ server: SERVER, platform: 1, ...options });
  const changes = vi.fn();
  feed.subscribe(changes);
  feed.start();
  started.push(feed);
  return { feed, changes };
}

/** The stream the feed opened last. */
const latestStream = () => FakeEventSource.instances.at(-1);
/** Lets a stubbed fetch's answer and what follows it settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  for (const feed of started.splice(0)) feed.stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the stream', () => {
  it("opens the platform's stream, of its meet when named, and shows each state it sends", () => {
    const { feed, changes } = startFeed({ platform: 2, meet: 'nationals ab3k' });
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
      `${SERVER}/public/api/judge/platforms/2/events?meet=nationals%20ab3k`,
    ]);
    expect(feed.getState()).toEqual({ feed: undefined, failed: false });
    latestStream()?.emit(feedOf());
    expect(feed.getState()).toEqual({ feed: feedOf(), failed: false });
    const shown = feed.getState();
    // The same state again is no change: the same object, no call.
    latestStream()?.emit(feedOf());
    expect(feed.getState()).toBe(shown);
    latestStream()?.emit(feedOf({ results: TWO_GOOD }));
    expect(feed.getState().feed?.judgeResults).toEqual(TWO_GOOD);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(feed.polling).toBe(false);
  });

  it("uses the page's own origin when the server is empty", () => {
    startFeed({ server: '' });
    expect(latestStream()?.url).toBe('/public/api/judge/platforms/1/events');
  });

  it(`lets the first ${MAX_STREAMS} feeds of a page stream and the others poll, until one stops`, async () => {
    const fetch = stubFetch(feedOf());
    const feeds = Array.from(
      { length: MAX_STREAMS + 1 },
      (_, index) => startFeed({ platform: index + 1 }).feed,
    );
    await settle();
    expect(FakeEventSource.instances).toHaveLength(MAX_STREAMS);
    expect(fetch.mock.mock.calls.map(([url]) => url)).toEqual([
      `${SERVER}/public/api/judge/combined-data?platformId=${MAX_STREAMS + 1}`,
    ]);
    feeds[0]?.stop();
    startFeed({ platform: 99 });
    expect(latestStream()?.url).toBe(`${SERVER}/public/api/judge/platforms/99/events`);
  });
});

describe('back-off', () => {
  it('polls while the stream is down and tries it again after 5 s, 10 s, 20 s... up to 60 s', async () => {
    const fetch = stubFetch(feedOf());
    const { feed } = startFeed();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const streams = FakeEventSource.instances.length;
      latestStream()?.fail();
      expect(latestStream()?.closed).toBe(true);
      expect(feed.polling).toBe(true);
      let waited = 0;
      while (FakeEventSource.instances.length === streams) {
        await vi.advanceTimersByTimeAsync(1_000);
        waited += 1_000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, STREAM_RETRY_MAX_MS, STREAM_RETRY_MAX_MS]);
    // Polling kept the banner live meanwhile, once a second.
    expect(fetch.mock.mock.calls.length).toBeGreaterThanOrEqual(195_000 / POLL_MS);
    expect(feed.getState().feed).toEqual(feedOf());
  });

  it('stops polling at the first state of the new stream, and starts the back-off over', async () => {
    const fetch = stubFetch(feedOf());
    const { feed } = startFeed();
    latestStream()?.fail();
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    latestStream()?.fail();
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS * 2);
    latestStream()?.emit(feedOf({ lifter: lifterNamed('Maya Gurung') }));
    expect(feed.polling).toBe(false);
    expect(feed.getState().feed?.liftData.lifterData?.name).toBe('Maya Gurung');
    const calls = fetch.mock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(fetch.mock).toHaveBeenCalledTimes(calls);

    const streams = FakeEventSource.instances.length;
    latestStream()?.fail();
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    expect(FakeEventSource.instances).toHaveLength(streams + 1);
  });
});

describe('a silent stream', () => {
  it('is given up when it sends no state within 5 s of opening (a buffering proxy)', async () => {
    const fetch = stubFetch(feedOf());
    const { feed } = startFeed();
    await vi.advanceTimersByTimeAsync(STREAM_FIRST_MESSAGE_MS - 1);
    expect(fetch.mock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(latestStream()?.closed).toBe(true);
    expect(fetch.mock).toHaveBeenCalledTimes(1);
    expect(feed.getState().feed).toEqual(feedOf());
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    expect(FakeEventSource.open()).toHaveLength(1);
  });

  it('is kept for as long as its heartbeats come, however quiet the platform', async () => {
    const fetch = stubFetch(feedOf());
    startFeed();
    latestStream()?.emit(feedOf());
    for (let beat = 0; beat < 20; beat++) {
      await vi.advanceTimersByTimeAsync(STREAM_HEARTBEAT_MS);
      latestStream()?.heartbeat();
    }
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latestStream()?.closed).toBe(false);
    expect(fetch.mock).not.toHaveBeenCalled();
  });

  it('is given up when neither a state nor a heartbeat came for two heartbeats and a half, then tried again', async () => {
    const fetch = stubFetch(feedOf({ results: TWO_GOOD }));
    const { feed } = startFeed();
    latestStream()?.emit(feedOf());
    await vi.advanceTimersByTimeAsync(STREAM_HEARTBEAT_MS);
    latestStream()?.heartbeat();
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1);
    expect(latestStream()?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(latestStream()?.closed).toBe(true);
    // Polling brings what the dead stream missed.
    expect(fetch.mock).toHaveBeenCalledTimes(1);
    expect(feed.getState().feed?.judgeResults).toEqual(TWO_GOOD);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});

describe('failures', () => {
  beforeEach(() => vi.stubGlobal('EventSource', undefined));

  it('fails at once with nothing to show, and only after failures in a row with a state shown', async () => {
    const fetch = stubFetch(503);
    const { feed } = startFeed();
    await settle();
    expect(feed.getState()).toEqual({ feed: undefined, failed: true });
    fetch.answer(feedOf());
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(feed.getState()).toEqual({ feed: feedOf(), failed: false });
    fetch.answer(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(POLL_MS * (FAILURES_BEFORE_STALE - 1));
    expect(feed.getState().failed).toBe(false);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    // The state stays, for when it comes back; the failure line shows meanwhile.
    expect(feed.getState()).toEqual({ feed: feedOf(), failed: true });
  });

  it('takes a 304 as the state shown, and refuses an answer that is not a feed', async () => {
    const fetch = stubFetch(feedOf(), 304);
    const { feed } = startFeed({ stream: false });
    await settle();
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(feed.getState()).toEqual({ feed: feedOf(), failed: false });
    fetch.answer({ liftData: null } as never);
    await vi.advanceTimersByTimeAsync(POLL_MS * FAILURES_BEFORE_STALE);
    expect(feed.getState()).toEqual({ feed: feedOf(), failed: true });
  });

  it('fetches at once on Retry, without a second poll loop', async () => {
    const fetch = stubFetch(new TypeError('offline'));
    const { feed } = startFeed();
    await settle();
    fetch.answer(feedOf());
    feed.retry();
    feed.retry();
    await settle();
    expect(feed.getState()).toEqual({ feed: feedOf(), failed: false });
    const calls = fetch.mock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetch.mock).toHaveBeenCalledTimes(calls + 1);
  });
});

describe('stop', () => {
  it('closes the stream and leaves no timer, after a failure too', async () => {
    stubFetch(feedOf());
    const { feed } = startFeed();
    latestStream()?.emit(feedOf());
    feed.stop();
    expect(latestStream()?.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);

    feed.start();
    latestStream()?.fail();
    await settle();
    feed.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MAX_MS);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('abandons a request in flight and tells of nothing afterwards', async () => {
    vi.stubGlobal('EventSource', undefined);
    let answer: ((response: Response) => void) | undefined;
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    vi.stubGlobal('fetch', fetch);
    const { feed, changes } = startFeed();
    feed.stop();
    expect(signal?.aborted).toBe(true);
    answer?.({ ok: true, status: 200, text: async () => JSON.stringify(feedOf()) } as Response);
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(changes).not.toHaveBeenCalled();
    expect(feed.getState().feed).toBeUndefined();
  });

  it('starts again with the state it showed, as a React effect run twice does', () => {
    const { feed } = startFeed();
    latestStream()?.emit(feedOf());
    feed.stop();
    feed.start();
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(feed.getState().feed).toEqual(feedOf());
  });

  it('gives its stream back to the page', () => {
    const feeds = Array.from({ length: MAX_STREAMS }, () => startFeed().feed);
    for (const feed of feeds) feed.stop();
    startFeed();
    expect(FakeEventSource.open()).toHaveLength(1);
  });
});
