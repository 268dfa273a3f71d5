/**
 * Helpers for the element's tests (not part of the builds); the lifters are
 * @gym/judge-core/fixtures, the fake EventSource and fetch those of the feed's own tests.
 */
import type { JudgeResultsElement } from './element.ts';
import { defineJudgeResults } from './index.ts';

export { FakeEventSource, stubFetch } from '@gym/judge-feed-client/testing';

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
