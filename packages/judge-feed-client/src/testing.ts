/**
 * Stand-ins for the browser's EventSource and fetch, for the tests of the feed and of what draws
 * it (the widget's): not part of any build. Install them with vi.stubGlobal.
 */
import { type JudgeFeed, STREAM_HEARTBEAT_EVENT } from '@gym/judge-core';
import { vi } from 'vitest';

/** An EventSource that a test drives: once closed, like the real one, it delivers nothing. */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  closed = false;
  readonly url: string;

  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  close() {
    this.closed = true;
  }

  /** The server sends a state (anything but a string is sent as its JSON). */
  emit(data: unknown) {
    this.#deliver(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }

  /** The server's heartbeat. */
  heartbeat() {
    this.#deliver(new MessageEvent(STREAM_HEARTBEAT_EVENT, { data: '' }));
  }

  /** The connection fails. */
  fail() {
    this.#deliver(new Event('error'));
  }

  #deliver(event: Event) {
    if (!this.closed) this.dispatchEvent(event);
  }

  static open() {
    return FakeEventSource.instances.filter((source) => !source.closed);
  }
}

type Answer = JudgeFeed | number | Error;

/**
 * A stubbed fetch: each call takes the next queued answer (the last one repeats). A number is an
 * HTTP status with an error body, an Error a network failure.
 */
export function stubFetch(...answers: Answer[]) {
  const queue = [...answers];
  const mock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (answer instanceof Error) throw answer;
    const status = typeof answer === 'number' ? answer : 200;
    const body = typeof answer === 'number' ? '{"message":"down"}' : JSON.stringify(answer);
    return { ok: status >= 200 && status < 300, status, text: async () => body } as Response;
  });
  vi.stubGlobal('fetch', mock);
  return {
    mock,
    /** Replaces what the next calls answer. */
    answer: (...next: Answer[]) => queue.splice(0, queue.length, ...next),
  };
}
