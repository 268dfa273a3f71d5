/**
 * @gym/judge-feed-client: one platform's live judge feed for a browser page (see platform-feed.ts).
 * Fakes of EventSource and fetch for tests are in @gym/judge-feed-client/testing.
 */
export * from './platform-feed.ts';
