import { STREAM_HEARTBEAT_MS } from '@gym/judge-core';
import {
  feedOf,
  LIFTER_BEFORE_OPENER,
  LIFTER_ON_SECOND_BENCH,
  ONE_DECIDED,
  TWO_GOOD,
  TWO_RED,
} from '@gym/judge-core/fixtures';
import {
  FAILURES_BEFORE_STALE,
  MAX_STREAMS,
  POLL_MS,
  STREAM_FIRST_MESSAGE_MS,
  STREAM_RETRY_MS,
} from '@gym/judge-feed-client';
import { darkColours, lightColours } from '@gym/ui/theme-colours';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineJudgeResults, JudgeResultsElement } from './index.ts';
import { content, FakeEventSource, mount, sections, stubFetch, text } from './test-support.ts';

const SERVER = 'https://results.test';
const pollUrl = (platform: number) => `${SERVER}/public/api/judge/combined-data?platformId=${platform}`;
const streamUrl = (platform: number) => `${SERVER}/public/api/judge/platforms/${platform}/events`;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets pending promises (a stubbed fetch and what follows it) settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('rendering the banner model', () => {
  it("shows 'Waiting for data...' until the first answer, in every variation", () => {
    const element = mount({
      server: SERVER,
      variations: 'banner-100,banner-200,banner-300,minimalist-stats',
    });
    expect(sections(element).map(content)).toEqual(Array(4).fill('Waiting for data...'));
  });

  it("shows 'Waiting for lifter...' when no lifter name is set", () => {
    const element = mount({ server: SERVER, variations: 'banner-300,minimalist-stats' });
    FakeEventSource.instances[0]?.emit(feedOf({ lifter: null }));
    expect(sections(element).map(content)).toEqual(['Waiting for lifter...', 'Waiting for lifter...']);
    FakeEventSource.instances[0]?.emit(feedOf({ lifter: { ...LIFTER_ON_SECOND_BENCH, name: '  ' } }));
    expect(content(sections(element)[0])).toBe('Waiting for lifter...');
  });

  it('draws the lifter, the attempt boxes, the current attempt and the total while referees decide', () => {
    const element = mount({ server: SERVER });
    FakeEventSource.instances[0]?.emit(feedOf({ results: ONE_DECIDED }));
    const [banner] = sections(element);
    expect(banner?.getAttribute('aria-label')).toBe('Platform 1, banner-300');
    expect(text(banner?.querySelector('.platform-label'))).toBe('Platform 1');
    expect(banner?.className).toBe('banner large');
    expect(text(banner?.querySelector('.name'))).toBe('Sita Rai');
    expect(text(banner?.querySelector('.details'))).toBe('Age 24 · NP · Open, -63 kg · 61.4 kg');
    const rows = [...(banner?.querySelectorAll('tr') ?? [])];
    expect(rows.map((row) => text(row.querySelector('th .long')))).toEqual(['Squat', 'Bench', 'Deadlift']);
    // The one-letter names a narrow banner shows instead are hidden from screen readers.
    const short = rows.map((row) => row.querySelector('th .short'));
    expect(short.map((name) => [text(name), name?.getAttribute('aria-hidden')])).toEqual([
      ['S', 'true'],
      ['B', 'true'],
      ['D', 'true'],
    ]);
    expect(rows.map((row) => row.className)).toEqual(['', 'current', '']);
    const boxes = rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.className));
    expect(boxes).toEqual([
      ['good', 'failed', 'good'],
      ['good', 'pending current', 'empty'],
      ['empty', 'empty', 'empty'],
    ]);
    const current = banner?.querySelector('td.current');
    expect(current?.getAttribute('aria-label')).toBe('Attempt 2: 65, current, pending');
    expect(text(current)).toBe('65');
    expect(rows[2]?.querySelector('td')?.getAttribute('aria-label')).toBe('Attempt 1: none, empty');
    // Only one referee has decided: no light is revealed.
    const lights = banner?.querySelector('ul');
    expect(lights?.getAttribute('aria-label')).toBe('Judge lights');
    expect([...(lights?.querySelectorAll('.light') ?? [])].map((light) => light.className)).toEqual([
      'light off',
      'light off',
      'light off',
    ]);
    expect(lights?.querySelector('[title]')).toBeNull();
    expect(text(banner?.querySelector('.total'))).toBe('Total 192.5');
  });

  it('reveals the three lights together with their tooltips; two good lights make the attempt good', () => {
    const element = mount({ server: SERVER });
    FakeEventSource.instances[0]?.emit(feedOf({ results: TWO_GOOD }));
    const [banner] = sections(element);
    const lights = [...(banner?.querySelectorAll('li') ?? [])];
    expect(lights.map((light) => light.querySelector('.light')?.className)).toEqual([
      'light good',
      'light no',
      'light good',
    ]);
    expect(lights.map((light) => light.title)).toEqual([
      'Judge 1: Good Lift',
      'Judge 2: No Lift',
      'Judge 3: Good Lift',
    ]);
    // The tooltip is also text for screen readers (visually hidden).
    expect(lights.map((light) => text(light.querySelector('.hidden')))).toEqual([
      'Judge 1: Good Lift',
      'Judge 2: No Lift',
      'Judge 3: Good Lift',
    ]);
    expect(banner?.querySelector('td.current')?.getAttribute('aria-label')).toBe(
      'Attempt 2: 65, current, good',
    );
    // The heavier good current attempt replaces the best bench: 132.5 + 65.
    expect(text(banner?.querySelector('.total'))).toBe('Total 197.5');
  });

  it('makes the attempt red when two referees say no lift', () => {
    const element = mount({ server: SERVER });
    FakeEventSource.instances[0]?.emit(feedOf({ results: TWO_RED }));
    const [banner] = sections(element);
    expect(banner?.querySelector('td.current')?.className).toBe('failed current');
    expect([...(banner?.querySelectorAll('.light') ?? [])].map((light) => light.className)).toEqual([
      'light no',
      'light no',
      'light good',
    ]);
    expect(text(banner?.querySelector('.total'))).toBe('Total 192.5');
  });

  it("shows each red light's reason card, named for screen readers", () => {
    const element = mount({ server: SERVER });
    FakeEventSource.instances[0]?.emit(feedOf({ results: TWO_RED, cards: { '1': 3, '2': 1, '3': null } }));
    const [banner] = sections(element);
    const lights = [...(banner?.querySelectorAll('li') ?? [])];
    expect(lights.map((light) => light.querySelector('.card')?.className ?? null)).toEqual([
      'card yellow',
      'card red',
      null,
    ]);
    expect(text(lights[0]?.querySelector('.hidden'))).toBe('Judge 1: No Lift, yellow card');
  });

  it("shows '-' as the total while nothing is good yet", () => {
    const element = mount({ server: SERVER, variations: 'banner-300,minimalist-stats' });
    FakeEventSource.instances[0]?.emit(feedOf({ lifter: LIFTER_BEFORE_OPENER, lift: 'S' }));
    expect(text(sections(element)[0]?.querySelector('.total'))).toBe('Total -');
    expect(text(sections(element)[1])).toContain('Total -');
  });

  it('draws the small, medium and large banners and the minimalist stats', () => {
    const element = mount({
      server: SERVER,
      variations: 'banner-100,banner-200,banner-300,banner-250,minimalist-stats',
    });
    FakeEventSource.instances[0]?.emit(feedOf());
    const [small, medium, large, other, minimal] = sections(element);
    expect([small, medium, large, other, minimal].map((section) => section?.className)).toEqual([
      'banner small',
      'banner medium',
      'banner large',
      'banner large',
      'minimal',
    ]);
    // The small banner has one-letter lift labels and no detail line.
    expect([...(small?.querySelectorAll('th') ?? [])].map((cell) => text(cell))).toEqual(['S', 'B', 'D']);
    expect(small?.querySelector('.details')).toBeNull();
    expect(medium?.querySelector('.details')).not.toBeNull();
    expect([...(minimal?.children ?? [])].map((child) => text(child))).toEqual([
      'Platform 1',
      'Sita Rai',
      'Bench 65 kg',
      'Total 192.5',
    ]);
    expect(minimal?.getAttribute('aria-label')).toBe('Platform 1, minimalist-stats');
  });

  it('draws one section per variation per platform, each platform from its own stream', () => {
    const element = mount({ server: SERVER, platforms: '2,1', variations: 'banner-300,minimalist-stats' });
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([streamUrl(2), streamUrl(1)]);
    const labels = () =>
      sections(element).map(
        (section) => `${section.getAttribute('aria-label')} ${section.dataset.variation}`,
      );
    // Each section a landmark of its own name; each shows its platform's name.
    expect(labels()).toEqual([
      'Platform 2, banner-300 banner-300',
      'Platform 2, minimalist-stats minimalist-stats',
      'Platform 1, banner-300 banner-300',
      'Platform 1, minimalist-stats minimalist-stats',
    ]);
    expect(sections(element).map((section) => text(section.querySelector('.platform-label')))).toEqual([
      'Platform 2',
      'Platform 2',
      'Platform 1',
      'Platform 1',
    ]);
    FakeEventSource.instances[1]?.emit(feedOf());
    expect(sections(element).map(content)).toEqual([
      'Waiting for data...',
      'Waiting for data...',
      expect.stringContaining('Sita Rai'),
      'Sita Rai Bench 65 kg Total 192.5',
    ]);
  });

  it('ignores a malformed message and keeps what it shows', () => {
    const element = mount({ server: SERVER });
    const [source] = FakeEventSource.instances;
    source?.emit(feedOf());
    source?.emit('not json');
    source?.emit({ liftData: null });
    expect(text(sections(element)[0])).toContain('Sita Rai');
  });
});

describe('attributes', () => {
  it('redraws when variations change, without reopening the stream', () => {
    const element = mount({ server: SERVER });
    FakeEventSource.instances[0]?.emit(feedOf());
    element.setAttribute('variations', 'banner-100, minimalist-stats');
    expect(sections(element).map((section) => section.className)).toEqual(['banner small', 'minimal']);
    expect(content(sections(element)[1])).toBe('Sita Rai Bench 65 kg Total 192.5');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens and closes streams when platforms change', () => {
    const element = mount({ server: SERVER, platforms: '1,2' });
    const [one, two] = FakeEventSource.instances;
    element.setAttribute('platforms', '2,3');
    expect(one?.closed).toBe(true);
    expect(two?.closed).toBe(false);
    expect(FakeEventSource.open().map((source) => source.url)).toEqual([streamUrl(2), streamUrl(3)]);
    expect(sections(element).map((section) => section.getAttribute('aria-label'))).toEqual([
      'Platform 2, banner-300',
      'Platform 3, banner-300',
    ]);
  });

  it('reconnects everything when the server changes', () => {
    const element = mount({ server: SERVER, platforms: '1,2' });
    element.setAttribute('server', 'https://other.test/');
    expect(FakeEventSource.instances.slice(0, 2).every((source) => source.closed)).toBe(true);
    expect(FakeEventSource.open().map((source) => source.url)).toEqual([
      'https://other.test/public/api/judge/platforms/1/events',
      'https://other.test/public/api/judge/platforms/2/events',
    ]);
  });

  it("reads a meet's own platform numbers from its address, and reconnects when the meet changes", () => {
    const element = mount({ server: SERVER, meet: 'nationals-ab3k', platforms: '1' });
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
      `${SERVER}/public/api/judge/platforms/1/events?meet=nationals-ab3k`,
    ]);
    element.setAttribute('meet', 'open-x2z9');
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    expect(FakeEventSource.open().map((source) => source.url)).toEqual([
      `${SERVER}/public/api/judge/platforms/1/events?meet=open-x2z9`,
    ]);
  });

  it('polls a meet by its address', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { mock } = stubFetch(feedOf({ lifter: LIFTER_BEFORE_OPENER }));
    mount({ server: SERVER, meet: 'nationals-ab3k', platforms: '2' });
    await settle();
    expect(mock.mock.calls.map(([url]) => url)).toEqual([`${pollUrl(2)}&meet=nationals-ab3k`]);
  });

  it("defaults to the page's origin, platform 1 and banner-300", () => {
    const element = mount();
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
      `${location.origin}/public/api/judge/platforms/1/events`,
    ]);
    expect(sections(element).map((section) => section.dataset.variation)).toEqual(['banner-300']);
  });

  it('themes through the theme attribute and clears the background with transparent', () => {
    const element = mount({ server: SERVER });
    const background = () => getComputedStyle(sections(element)[0] as HTMLElement).backgroundColor;
    expect(background()).toBe(lightColours.surface);
    element.setAttribute('theme', 'dark');
    expect(background()).toBe(darkColours.surface);
    expect(getComputedStyle(sections(element)[0] as HTMLElement).color).toBe(darkColours.text);
    element.setAttribute('theme', 'nonsense');
    expect(background()).toBe(lightColours.surface);
    element.setAttribute('transparent', '');
    expect(background()).toBe('transparent');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('uses the stream for the first few platforms and polls the rest', async () => {
    const { mock } = stubFetch(feedOf());
    mount({ server: SERVER, platforms: '1,2,3,4,5,6' });
    expect(FakeEventSource.instances).toHaveLength(MAX_STREAMS);
    await settle();
    expect(mock.mock.calls.map(([url]) => url)).toEqual([pollUrl(5), pollUrl(6)]);
  });
});

describe('failure and Retry', () => {
  beforeEach(() => vi.stubGlobal('EventSource', undefined));

  it("shows 'Failed to fetch data for Platform {n}' with a Retry button when the fetch fails", async () => {
    const fetch = stubFetch(new TypeError('Failed to fetch'));
    const element = mount({ server: SERVER, platforms: '7', variations: 'banner-300,minimalist-stats' });
    await settle();
    const failures = sections(element);
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      expect(failure.getAttribute('role')).toBe('alert');
      expect(failure.getAttribute('aria-label')).toMatch(/^Platform 7, /);
      expect(text(failure.querySelector('p'))).toBe('Failed to fetch data for Platform 7');
      const button = failure.querySelector('button');
      expect(button?.type).toBe('button');
      expect(text(button)).toBe('Retry');
    }

    fetch.answer(feedOf());
    const calls = fetch.mock.mock.calls.length;
    failures[0]?.querySelector('button')?.click();
    expect(fetch.mock).toHaveBeenCalledTimes(calls + 1);
    await settle();
    expect(text(sections(element)[0])).toContain('Sita Rai');
    expect(sections(element)[0]?.getAttribute('role')).toBeNull();
  });

  it('treats an HTTP error as a failure', async () => {
    stubFetch(500);
    const element = mount({ server: SERVER });
    await settle();
    expect(text(sections(element)[0])).toBe('Failed to fetch data for Platform 1 Retry');
  });

  it('keeps the banner through a single failed poll, and shows the failure when failures go on', async () => {
    const fetch = stubFetch(feedOf());
    const element = mount({ server: SERVER });
    await settle();
    fetch.answer(503);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(text(sections(element)[0])).toContain('Sita Rai');
    await vi.advanceTimersByTimeAsync(POLL_MS * (FAILURES_BEFORE_STALE - 1));
    expect(text(sections(element)[0])).toBe('Failed to fetch data for Platform 1 Retry');
    // Polling goes on, so the banner comes back by itself when the server does (an overlay has
    // nobody to press Retry).
    fetch.answer(feedOf({ results: { '1': true, '2': true, '3': true } }));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(text(sections(element)[0])).toContain('Total 197.5');
  });

  it('does not poll twice at once when Retry is pressed during a poll', async () => {
    const fetch = stubFetch(new TypeError('offline'));
    const element = mount({ server: SERVER });
    await settle();
    sections(element)[0]?.querySelector('button')?.click();
    sections(element)[0]?.querySelector('button')?.click();
    await settle();
    const calls = fetch.mock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetch.mock.mock.calls.length).toBe(calls + 1);
  });
});

describe('polling fallback', () => {
  it('polls combined-data every second when the browser has no EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    const fetch = stubFetch(feedOf());
    const element = mount({ server: SERVER, platforms: '3' });
    await settle();
    expect(fetch.mock.mock.calls.map(([url]) => url)).toEqual([pollUrl(3)]);
    expect(text(sections(element)[0])).toContain('Sita Rai');
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(fetch.mock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.mock).toHaveBeenCalledTimes(2);
    fetch.answer(feedOf({ results: { '1': false, '2': false, '3': false } }));
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(fetch.mock).toHaveBeenCalledTimes(5);
    expect(sections(element)[0]?.querySelector('td.current')?.className).toBe('failed current');
  });

  it('polls while the stream is down, tries the stream again, and stops polling once it delivers', async () => {
    const fetch = stubFetch(feedOf());
    const element = mount({ server: SERVER });
    const [first] = FakeEventSource.instances;
    first?.emit(feedOf());
    expect(fetch.mock).not.toHaveBeenCalled();

    first?.fail();
    expect(first?.closed).toBe(true);
    await settle();
    expect(fetch.mock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    const calls = fetch.mock.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(STREAM_RETRY_MS / POLL_MS);

    FakeEventSource.instances[1]?.emit(feedOf({ results: { '1': true, '2': true, '3': false } }));
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(fetch.mock).toHaveBeenCalledTimes(calls);
    expect(sections(element)[0]?.querySelector('td.current')?.className).toBe('good current');
  });

  it('polls when the stream opens but delivers nothing (a buffering proxy)', async () => {
    const fetch = stubFetch(feedOf());
    const element = mount({ server: SERVER });
    await vi.advanceTimersByTimeAsync(STREAM_FIRST_MESSAGE_MS - 1);
    expect(fetch.mock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    expect(fetch.mock).toHaveBeenCalledTimes(1);
    expect(text(sections(element)[0])).toContain('Sita Rai');
  });

  it('keeps a stream that delivers, however quiet it is afterwards, while its heartbeats come', async () => {
    const fetch = stubFetch(feedOf());
    mount({ server: SERVER });
    FakeEventSource.instances[0]?.emit(feedOf());
    for (let beat = 0; beat < 4; beat++) {
      await vi.advanceTimersByTimeAsync(STREAM_HEARTBEAT_MS);
      FakeEventSource.instances[0]?.heartbeat();
    }
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(fetch.mock).not.toHaveBeenCalled();
  });

  it('waits longer each time the stream fails again', async () => {
    stubFetch(feedOf());
    mount({ server: SERVER });
    FakeEventSource.instances[0]?.fail();
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    FakeEventSource.instances[1]?.fail();
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS * 2 - 1);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(3);
  });
});

describe('shadow DOM', () => {
  it("keeps the page's CSS out and its own CSS in", () => {
    const pageStyle = document.createElement('style');
    pageStyle.textContent = `
      judge-results { color: rgb(255, 0, 0); }
      section, .banner, td { display: none !important; background: rgb(255, 0, 0) !important; }
    `;
    document.head.append(pageStyle);
    const element = mount({ server: SERVER });
    FakeEventSource.instances[0]?.emit(feedOf());
    expect(element.shadowRoot?.mode).toBe('open');
    const banner = sections(element)[0] as HTMLElement;
    expect(getComputedStyle(banner).display).toBe('flex');
    expect(getComputedStyle(banner).backgroundColor).toBe(lightColours.surface);
    // The host's colour does not reach the text: the root sets its own.
    expect(getComputedStyle(banner).color).toBe(lightColours.text);
    const good = banner.querySelector('td.good') as HTMLElement;
    expect(getComputedStyle(good).backgroundColor).toBe(lightColours.success);

    // ...and the element's rules do not style the page.
    const outside = document.createElement('section');
    outside.className = 'banner large';
    document.body.append(outside);
    expect(getComputedStyle(outside).display).toBe('none');
    expect(getComputedStyle(outside).minHeight).not.toBe('300px');
  });

  it('shares one stylesheet between instances', () => {
    const one = mount({ server: SERVER });
    const two = mount({ server: SERVER });
    expect(one.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    expect(two.shadowRoot?.adoptedStyleSheets[0]).toBe(one.shadowRoot?.adoptedStyleSheets[0]);
    expect(document.head.querySelector('style')).toBeNull();
  });
});

describe('clean-up', () => {
  it('closes the streams when removed from the page', () => {
    const element = mount({ server: SERVER, platforms: '1,2' });
    element.remove();
    expect(FakeEventSource.instances.every((source) => source.closed)).toBe(true);
  });

  it('stops polling and abandons a request in flight when removed', async () => {
    vi.stubGlobal('EventSource', undefined);
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal('fetch', fetch);
    const element = mount({ server: SERVER });
    element.remove();
    expect(signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('clears its timers after a stream failure, and starts again when put back', async () => {
    const fetch = stubFetch(feedOf());
    const element = mount({ server: SERVER });
    FakeEventSource.instances[0]?.fail();
    await settle();
    element.remove();
    expect(vi.getTimerCount()).toBe(0);
    const calls = fetch.mock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS * 2);
    expect(fetch.mock).toHaveBeenCalledTimes(calls);
    expect(FakeEventSource.instances).toHaveLength(1);

    document.body.append(element);
    expect(FakeEventSource.open()).toHaveLength(1);
  });
});

describe('defineJudgeResults', () => {
  it('defines <judge-results> once, and another name with a subclass', () => {
    expect(defineJudgeResults()).toBe(JudgeResultsElement);
    expect(defineJudgeResults()).toBe(JudgeResultsElement);
    expect(customElements.get('judge-results')).toBe(JudgeResultsElement);
    const other = defineJudgeResults('federation-results');
    expect(other).not.toBe(JudgeResultsElement);
    expect(document.createElement('federation-results')).toBeInstanceOf(JudgeResultsElement);
  });
});
