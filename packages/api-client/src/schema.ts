/** The contract's types alone (no runtime code), for consumers such as the server. */
export type { components, operations, paths } from './schema.gen.ts';
