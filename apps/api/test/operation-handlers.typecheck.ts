/**
 * Checked by `tsc` (pnpm --filter @gym/api typecheck), never run: each `@ts-expect-error` below
 * fails the type check as soon as the mistake it marks would compile.
 */
import type { Handler, HandlerMap, OperationHandlers } from '../src/contract.ts';
import { combineHandlers } from '../src/http/combine-handlers.ts';

declare const getUser: Handler<'getUser'>;
declare const getGym: Handler<'getGym'>;

export const users = { getUser } satisfies HandlerMap;
export const gyms = { getGym } satisfies HandlerMap;

// @ts-expect-error: 'getUsr' is not an operationId of openapi.yaml.
export const misspelt = { getUsr: getUser } satisfies HandlerMap;

// @ts-expect-error: a handler must take and answer its own operation's types.
export const swapped = { getGym: getUser } satisfies HandlerMap;

// @ts-expect-error: getUser is handled by two modules; one would silently win.
export const twice = combineHandlers(users, gyms, { getUser });

export const combined: Pick<OperationHandlers, 'getUser' | 'getGym'> = combineHandlers(users, gyms);

// @ts-expect-error: every operation of the contract needs a handler.
export const incomplete: OperationHandlers = combineHandlers(users, gyms);
