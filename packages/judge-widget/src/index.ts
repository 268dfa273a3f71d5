/**
 * @gym/judge-widget: the <judge-results> custom element. Import it in a bundled app and call
 * defineJudgeResults(), or include dist/judge-results.js with a script tag, which defines it.
 */
import { POLL_MS as POLL_INTERVAL_MS, MAX_STREAMS as STREAMS_PER_PAGE } from '@gym/judge-feed-client';
import { JudgeResultsElement } from './element.ts';

export { JUDGE_VARIATIONS, type JudgeVariation } from './attributes.ts';
export { JudgeResultsElement } from './element.ts';

// Declared here rather than re-exported, so that the published types do not name
// @gym/judge-feed-client, a private package the builds bundle.
/** The specification's poll interval (ms), used while a platform's event stream is not delivering. */
export const POLL_MS: number = POLL_INTERVAL_MS;
/** At most this many platforms of a page use the event stream; the others poll. */
export const MAX_STREAMS: number = STREAMS_PER_PAGE;

export const JUDGE_RESULTS_TAG = 'judge-results';

/**
 * Registers the element under `tag` (default judge-results) and returns its class. Calling it
 * again, or on a page where a script tag already defined it, does nothing; without a DOM it only
 * returns the class.
 */
export function defineJudgeResults(tag: string = JUDGE_RESULTS_TAG): CustomElementConstructor {
  const registry = globalThis.customElements;
  if (!registry) return JudgeResultsElement;
  const existing = registry.get(tag);
  if (existing) return existing;
  // One class can be defined under one name only: another name gets a subclass of its own.
  const inUse = registry.getName?.(JudgeResultsElement) ?? null;
  const element = inUse === null ? JudgeResultsElement : class extends JudgeResultsElement {};
  registry.define(tag, element);
  return element;
}
