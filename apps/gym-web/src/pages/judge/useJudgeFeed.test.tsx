import { feedOf, TWO_GOOD } from '@gym/judge-core/fixtures';
import { POLL_MS } from '@gym/judge-feed-client';
import { FakeEventSource, stubFetch } from '@gym/judge-feed-client/testing';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hookMounter } from '../../app/mount-hook.test-support.tsx';
import { useJudgeFeed } from './useJudgeFeed.ts';

const mount = hookMounter();

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The client's own behaviour (back-off, silence, polling) is tested in @gym/judge-feed-client:
// here only what the hook adds, a feed that lives as long as the component.
describe('useJudgeFeed', () => {
  it("listens to the platform's stream on the app's own origin and renders each state", () => {
    const current = mount(() => useJudgeFeed(3, 'nationals-ab3k'));
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
      '/public/api/judge/platforms/3/events?meet=nationals-ab3k',
    ]);
    expect(current()).toMatchObject({ feed: undefined, failed: false });
    act(() => FakeEventSource.instances[0]?.emit(feedOf({ results: TWO_GOOD })));
    expect(current().feed?.judgeResults).toEqual(TWO_GOOD);
  });

  it('reports a failure with a Retry that fetches at once', async () => {
    vi.stubGlobal('EventSource', undefined);
    const fetch = stubFetch(new TypeError('offline'));
    const current = mount(() => useJudgeFeed(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(current()).toMatchObject({ feed: undefined, failed: true });
    fetch.answer(feedOf());
    await act(async () => {
      current().retry();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(current()).toMatchObject({ feed: feedOf(), failed: false });
  });

  it('closes the stream and stops every timer when the component goes', async () => {
    const fetch = stubFetch(feedOf());
    mount(() => useJudgeFeed(1));
    act(() => FakeEventSource.instances[0]?.fail());
    mount.unmount();
    expect(FakeEventSource.instances.every((source) => source.closed)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    const calls = fetch.mock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(fetch.mock).toHaveBeenCalledTimes(calls);
  });
});
