/**
 * One platform's live feed, as a browser page keeps it: the Server-Sent Events stream where the
 * browser has EventSource, and polling of combined-data every second (the specification's
 * interval) when it has not or the stream fails. While polling, the stream is tried again with a
 * growing back-off, and the first state it delivers stops the polling.
 *
 * The stream has failed when EventSource reports an error, when it delivers no state within
 * STREAM_FIRST_MESSAGE_MS of opening (a buffering proxy holds it up), or when, afterwards, neither
 * a state nor the server's heartbeat comes within STREAM_SILENCE_MS (a connection that died
 * without an error: EventSource would wait on it for ever).
 *
 * Framework-free (EventSource, fetch and timers only): the <judge-results> widget draws from it and
 * the web app's viewer reads it through a small React hook. It is a package of its own rather than
 * part of @gym/judge-core because that one holds pure rules that the server imports and type-checks
 * without the DOM's types; this is the browser's side of the feed, with its I/O and timers.
 */
import { type JudgeFeed, LIFTS, STREAM_HEARTBEAT_EVENT, STREAM_HEARTBEAT_MS } from '@gym/judge-core';

/** The specification's poll interval (part 1, section 9). */
export const POLL_MS = 1_000;
/** First wait before trying a failed stream again; doubles up to STREAM_RETRY_MAX_MS. */
export const STREAM_RETRY_MS = 5_000;
export const STREAM_RETRY_MAX_MS = 60_000;
/** The server sends the current state as soon as a stream opens: this long without it, the stream is held up. */
export const STREAM_FIRST_MESSAGE_MS = 5_000;
/**
 * Once it has delivered, a stream is silent, and given up, after two heartbeats in a row failed to
 * come, with half an interval to spare for a late timer (a tab in the background).
 */
export const STREAM_SILENCE_MS = STREAM_HEARTBEAT_MS * 2.5;
/**
 * With data already on screen, a single failed poll (a dropped packet on a livestream) does not
 * replace the banner with the failure line; this many failures in a row (about 3 s) do.
 */
export const FAILURES_BEFORE_STALE = 3;
/**
 * Browsers open at most six HTTP/1.1 connections to one server, and each event stream holds one
 * for good: at most MAX_STREAMS feeds of a page use the stream (the first ones started), the others
 * poll, so the polls and the page's own requests always find a free connection.
 */
export const MAX_STREAMS = 4;

/** Feeds of this page (of this copy of the module) that hold a stream, out of MAX_STREAMS. */
let streamsHeld = 0;

export interface PlatformFeedOptions {
  /** The API's base URL without a trailing slash; '' for the page's own origin. */
  server: string;
  /** The meet's public address; without it `platform` is the live meet's platform. */
  meet?: string | undefined;
  platform: number;
  /** false: poll only. By default the stream, where the browser has EventSource and MAX_STREAMS allows. */
  stream?: boolean;
}

/** What a page shows of the feed. A new object whenever either part changes. */
export interface PlatformFeedState {
  /** The latest state; undefined until the first answer. */
  readonly feed: JudgeFeed | undefined;
  /** The failure line shows instead of the banner. */
  readonly failed: boolean;
}

const WAITING: PlatformFeedState = { feed: undefined, failed: false };

/** Enough of the shape that the banner model can read it without throwing. */
function isFeed(value: unknown): value is JudgeFeed {
  const feed = value as JudgeFeed | null;
  const lifter = feed?.liftData?.lifterData;
  return (
    typeof feed?.judgeResults === 'object' &&
    feed.judgeResults !== null &&
    LIFTS.some((lift) => lift === feed.liftData?.platformData?.lift) &&
    (lifter === null ||
      (typeof lifter === 'object' &&
        [
          lifter.squatKg,
          lifter.benchKg,
          lifter.deadliftKg,
          lifter.squatStatus,
          lifter.benchStatus,
          lifter.deadliftStatus,
          lifter.divisions,
        ].every(Array.isArray)))
  );
}

function parseFeed(text: string): JudgeFeed | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isFeed(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export class PlatformFeed {
  readonly #options: PlatformFeedOptions;
  readonly #listeners = new Set<() => void>();
  #state = WAITING;
  /** The text of the state shown, to skip parsing an unchanged answer. */
  #raw = '';
  #failures = 0;
  #running = false;
  #holdsStream = false;
  #source: EventSource | undefined;
  /** Gives the open stream up when it stays silent. */
  #silenceTimer: ReturnType<typeof setTimeout> | undefined;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #reconnectDelay = STREAM_RETRY_MS;
  #polling = false;
  #pollTimer: ReturnType<typeof setTimeout> | undefined;
  #request: AbortController | undefined;
  /** Tells a poll loop that was stopped (or replaced) from the current one. */
  #pollSequence = 0;

  constructor(options: PlatformFeedOptions) {
    this.#options = options;
  }

  get url(): string {
    return `${this.#options.server}/public/api/judge/combined-data?platformId=${this.#options.platform}${this.#meetQuery('&')}`;
  }

  get streamUrl(): string {
    return `${this.#options.server}/public/api/judge/platforms/${this.#options.platform}/events${this.#meetQuery('?')}`;
  }

  #meetQuery(separator: '?' | '&'): string {
    const { meet } = this.#options;
    return meet ? `${separator}meet=${encodeURIComponent(meet)}` : '';
  }

  /** Whether the feed is polling now (no stream for it, or its stream failed). */
  get polling(): boolean {
    return this.#polling;
  }

  // The three below are bound, so they can be handed over as they are (to useSyncExternalStore,
  // to a Retry button).

  /** What to show now; the same object until it changes. */
  getState = (): PlatformFeedState => this.#state;

  /** Calls `listener` after every change of the state; answers the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The Retry button: fetch now (and go on polling from there when polling). */
  retry = (): void => {
    if (!this.#running) return;
    if (this.#polling) void this.#poll();
    else void this.#fetch();
  };

  /** Starts listening; after stop() it starts again, keeping the state it showed. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    const wantsStream = this.#options.stream !== false && typeof globalThis.EventSource === 'function';
    if (wantsStream && streamsHeld < MAX_STREAMS) {
      streamsHeld++;
      this.#holdsStream = true;
      this.#openStream();
    } else {
      this.#startPolling();
    }
  }

  /** Closes the stream, clears every timer and abandons a request in flight. */
  stop(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#closeStream();
    clearTimeout(this.#reconnectTimer);
    this.#reconnectDelay = STREAM_RETRY_MS;
    this.#stopPolling();
    if (this.#holdsStream) streamsHeld--;
    this.#holdsStream = false;
  }

  #openStream(): void {
    let source: EventSource;
    try {
      source = new EventSource(this.streamUrl);
    } catch {
      // A server URL the browser refuses: polling answers with the failure line.
      this.#startPolling();
      return;
    }
    this.#source = source;
    this.#giveUpAfterSilence(source, STREAM_FIRST_MESSAGE_MS);
    source.addEventListener('message', (event: MessageEvent) => {
      this.#giveUpAfterSilence(source, STREAM_SILENCE_MS);
      this.#reconnectDelay = STREAM_RETRY_MS;
      this.#stopPolling();
      this.#accept(String(event.data));
    });
    source.addEventListener(STREAM_HEARTBEAT_EVENT, () =>
      this.#giveUpAfterSilence(source, STREAM_SILENCE_MS),
    );
    // EventSource would retry on its own, silently; polling keeps the banner live meanwhile.
    source.addEventListener('error', () => this.#streamFailed(source));
  }

  #giveUpAfterSilence(source: EventSource, silenceMs: number): void {
    clearTimeout(this.#silenceTimer);
    this.#silenceTimer = setTimeout(() => this.#streamFailed(source), silenceMs);
  }

  #streamFailed(source: EventSource): void {
    if (this.#source !== source) {
      source.close();
      return;
    }
    this.#closeStream();
    this.#startPolling();
    this.#reconnectTimer = setTimeout(() => this.#openStream(), this.#reconnectDelay);
    this.#reconnectDelay = Math.min(this.#reconnectDelay * 2, STREAM_RETRY_MAX_MS);
  }

  #closeStream(): void {
    this.#source?.close();
    this.#source = undefined;
    clearTimeout(this.#silenceTimer);
  }

  #startPolling(): void {
    if (this.#polling || !this.#running) return;
    this.#polling = true;
    void this.#poll();
  }

  /** Also abandons a request in flight (a Retry's too): a state from the stream makes its answer stale. */
  #stopPolling(): void {
    this.#polling = false;
    this.#pollSequence++;
    clearTimeout(this.#pollTimer);
    this.#request?.abort();
  }

  /** One fetch, then the next one POLL_MS after it answered (never two in flight). */
  async #poll(): Promise<void> {
    const sequence = ++this.#pollSequence;
    clearTimeout(this.#pollTimer);
    await this.#fetch();
    if (sequence === this.#pollSequence && this.#polling) {
      this.#pollTimer = setTimeout(() => void this.#poll(), POLL_MS);
    }
  }

  async #fetch(): Promise<void> {
    this.#request?.abort();
    const request = new AbortController();
    this.#request = request;
    try {
      // A plain GET (no custom header, so no CORS preflight); the browser's HTTP cache revalidates
      // with If-None-Match by itself once max-age=1 has passed, and hands a 304 back as the 200.
      const response = await fetch(this.url, { signal: request.signal });
      if (response.status === 304) {
        this.#accept(this.#raw);
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      if (!request.signal.aborted) this.#accept(text);
    } catch {
      if (!request.signal.aborted && this.#running) this.#fail();
    }
  }

  #accept(text: string): void {
    if (!this.#running) return;
    let { feed } = this.#state;
    if (text !== this.#raw) {
      const parsed = parseFeed(text);
      if (!parsed) {
        this.#fail();
        return;
      }
      this.#raw = text;
      feed = parsed;
    }
    this.#failures = 0;
    this.#show(feed, false);
  }

  #fail(): void {
    this.#failures++;
    const { feed } = this.#state;
    this.#show(feed, feed === undefined || this.#failures >= FAILURES_BEFORE_STALE);
  }

  #show(feed: JudgeFeed | undefined, failed: boolean): void {
    if (feed === this.#state.feed && failed === this.#state.failed) return;
    this.#state = { feed, failed };
    for (const listener of this.#listeners) listener();
  }
}
