/**
 * @gym/judge-widget: the <judge-results> custom element. Import it in a bundled app and call
 * defineJudgeResults(), or include dist/judge-results.js with a script tag, which defines it.
 */
import { JudgeResultsElement } from './element.ts';

export { JUDGE_VARIATIONS, type JudgeVariation } from './attributes.ts';
export { JudgeResultsElement, MAX_STREAMS } from './element.ts';
export { POLL_MS } from './feed.ts';

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
