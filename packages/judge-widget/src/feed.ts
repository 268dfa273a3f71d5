/**
 * One platform's live feed: the Server-Sent Events stream where the browser has EventSource, and
 * polling of combined-data every second (the specification's interval) when it has not or the
 * stream fails. While polling, the stream is tried again with a growing back-off, and the first
 * event it delivers stops the polling.
 */
import { type JudgeFeed, LIFTS } from '@gym/judge-core';

/** The specification's poll interval (part 1, section 9). */
export const POLL_MS = 1_000;
/** First wait before trying a failed stream again; doubles up to STREAM_RETRY_MAX_MS. */
export const STREAM_RETRY_MS = 5_000;
export const STREAM_RETRY_MAX_MS = 60_000;
/**
 * The server sends the current state as soon as a stream opens: a stream that has delivered
 * nothing by then is held up on the way (a buffering proxy), and polling takes over.
 */
export const STREAM_FIRST_MESSAGE_MS = 5_000;
/**
 * With data already on screen, a single failed poll (a dropped packet on a livestream) does not
 * replace the banner with the failure line; this many failures in a row (about 3 s) do.
 */
export const FAILURES_BEFORE_STALE = 3;

export interface FeedOptions {
  server: string;
  /** The meet's public address; without it `platform` is the live meet's platform. */
  meet?: string | undefined;
  platform: number;
  /** Use the event stream (when the browser has EventSource); false polls only. */
  stream: boolean;
  /** Called whenever `feed` or `failed` changed. */
  onChange: () => void;
}

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

export class PlatformFeed {
  /** The latest state; undefined until the first answer. */
  feed: JudgeFeed | undefined;
  /** The failure line shows instead of the banner. */
  failed = false;

  readonly #options: FeedOptions;
  #raw = '';
  #failures = 0;
  #stopped = false;
  #source: EventSource | undefined;
  #streamTimer: ReturnType<typeof setTimeout> | undefined;
  #streamDelay = STREAM_RETRY_MS;
  #polling = false;
  #pollTimer: ReturnType<typeof setTimeout> | undefined;
  #request: AbortController | undefined;
  #sequence = 0;

  constructor(options: FeedOptions) {
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

  /** Whether this feed uses the event stream (when the browser has one). */
  get stream(): boolean {
    return this.#options.stream;
  }

  /** Whether the feed is polling now (no stream, or the stream failed). */
  get polling(): boolean {
    return this.#polling;
  }

  start(): void {
    if (this.#options.stream && typeof globalThis.EventSource === 'function') this.#openStream();
    else this.#startPolling();
  }

  /** Closes the stream, stops the timers and abandons a request in flight. */
  stop(): void {
    this.#stopped = true;
    this.#polling = false;
    this.#source?.close();
    this.#source = undefined;
    clearTimeout(this.#streamTimer);
    clearTimeout(this.#pollTimer);
    this.#request?.abort();
  }

  /** The Retry button: fetch now (and go on polling from there when polling). */
  retry(): void {
    if (this.#stopped) return;
    if (this.#polling) void this.#poll();
    else void this.#fetch();
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
    const failed = () => {
      // EventSource would retry on its own, silently; polling keeps the banner live meanwhile.
      source.close();
      clearTimeout(this.#streamTimer);
      if (this.#source !== source || this.#stopped) return;
      this.#source = undefined;
      this.#startPolling();
      this.#streamTimer = setTimeout(() => this.#openStream(), this.#streamDelay);
      this.#streamDelay = Math.min(this.#streamDelay * 2, STREAM_RETRY_MAX_MS);
    };
    this.#streamTimer = setTimeout(failed, STREAM_FIRST_MESSAGE_MS);
    source.onmessage = (event: MessageEvent) => {
      clearTimeout(this.#streamTimer);
      this.#streamDelay = STREAM_RETRY_MS;
      this.#stopPolling();
      this.#accept(String(event.data));
    };
    source.onerror = failed;
  }

  #startPolling(): void {
    if (this.#polling || this.#stopped) return;
    this.#polling = true;
    void this.#poll();
  }

  #stopPolling(): void {
    if (!this.#polling) return;
    this.#polling = false;
    this.#sequence++;
    clearTimeout(this.#pollTimer);
    this.#request?.abort();
  }

  /** One fetch, then the next one POLL_MS after it answered (never two in flight). */
  async #poll(): Promise<void> {
    const sequence = ++this.#sequence;
    clearTimeout(this.#pollTimer);
    await this.#fetch();
    if (sequence === this.#sequence && this.#polling && !this.#stopped) {
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
      if (!request.signal.aborted && !this.#stopped) this.#fail();
    }
  }

  #accept(text: string): void {
    if (this.#stopped) return;
    let changed = this.failed;
    if (text !== this.#raw) {
      let feed: unknown;
      try {
        feed = JSON.parse(text);
      } catch {
        feed = undefined;
      }
      if (!isFeed(feed)) {
        this.#fail();
        return;
      }
      this.#raw = text;
      this.feed = feed;
      changed = true;
    }
    this.#failures = 0;
    this.failed = false;
    if (changed) this.#options.onChange();
  }

  #fail(): void {
    this.#failures++;
    const failed = this.feed === undefined || this.#failures >= FAILURES_BEFORE_STALE;
    if (failed === this.failed) return;
    this.failed = failed;
    this.#options.onChange();
  }
}
