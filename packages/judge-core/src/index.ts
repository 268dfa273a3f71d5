/**
 * @gym/judge-core: the judge-results rules of the specification (part 1, section 4) as plain
 * functions, with no framework and no DOM. The server (apps/api), the design system's JudgeBanner
 * (@gym/ui) and the <judge-results> widget all import them; every export of these modules is
 * public. Test fixtures are in @gym/judge-core/fixtures.
 */
export * from './attempt-results.ts';
export * from './banner-layout.ts';
export * from './banner-model.ts';
export * from './decisions.ts';
export type * from './feed-shapes.ts';
export * from './feed-stream.ts';
export * from './lifts.ts';
export * from './platform-state.ts';
export * from './public-feed.ts';
