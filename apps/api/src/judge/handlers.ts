import type { AppContext } from '../context.ts';
import { combineHandlers } from '../http/combine-handlers.ts';
import { feedHandlers } from './feed-handlers.ts';
import { meetHandlers } from './meet-handlers.ts';
import { operatorHandlers } from './operator-handlers.ts';
import { pushHandlers } from './push-handlers.ts';
import { refereeHandlers } from './referee-handlers.ts';

/** Every operation of the judge feed, by operationId. */
export function judgeHandlers(ctx: AppContext) {
  return combineHandlers(
    feedHandlers(ctx),
    meetHandlers(ctx),
    operatorHandlers(ctx),
    refereeHandlers(ctx),
    pushHandlers(ctx),
  );
}
