/** Fakes and helpers for the element's tests (not part of the builds); the lifters are @gym/judge-core/fixtures. */
import type { JudgeFeed } from '@gym/judge-core';
import { vi } from 'vitest';
import type { JudgeResultsElement } from './element.ts';
import { defineJudgeResults } from './index.ts';

/** A stand-in for the browser's EventSource that a test drives. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  readonly url: string;

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  close() {
    this.closed = true;
  }

  emit(data: unknown) {
    this.onmessage?.(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }

  fail() {
    this.onerror?.(new Event('error'));
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

/** Puts a <judge-results> with these attributes into the page. */
export function mount(attributes: Record<string, string> = {}): JudgeResultsElement {
  defineJudgeResults();
  const element = document.createElement('judge-results');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

export function sections(element: HTMLElement): HTMLElement[] {
  return [...(element.shadowRoot?.querySelectorAll<HTMLElement>('section') ?? [])];
}

/** The text a person reads: text nodes joined by one space (elements are laid out apart). */
/** A section's text without its visible platform label. */
export function content(node: Node | null | undefined): string {
  if (!node) return '';
  const copy = node.cloneNode(true) as HTMLElement;
  for (const label of copy.querySelectorAll('.platform-label')) label.remove();
  return text(copy);
}

export function text(node: Node | null | undefined): string {
  if (!node) return '';
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let current = walker.nextNode(); current; current = walker.nextNode())
    parts.push(current.nodeValue ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
