import { changeLifter, decisionsOf, pushDecisions } from '@gym/judge-core';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { notFound } from '../http/errors.ts';
import { OWNED_NOT_FOUND } from '../owned-records.ts';
import { platformStateAnswer } from './platform-answers.ts';
import { writePlatform } from './platform-writes.ts';
import { platformIdByNumber } from './queries.ts';

/** A federation's competition software drives a platform, authorised by the meet token (meetToken scheme). */
export function pushHandlers(ctx: AppContext) {
  return {
    async pushJudgeCombinedData(request) {
      const { meetId, platformNumber } = request.params;
      const platformId = await platformIdByNumber(ctx.db, meetId, platformNumber);
      if (platformId === undefined) throw notFound(OWNED_NOT_FOUND.platform);
      const { liftData, judgeResults } = request.body;
      const lightsMs = ctx.config.judgeLightsSeconds * 1000;
      const { row, state, now } = await writePlatform(ctx, platformId, (current, at) => {
        const next = changeLifter(
          current,
          () => ({ lifter: liftData.lifterData, lift: liftData.platformData.lift }),
          at,
        );
        if (!judgeResults) return next;
        return pushDecisions(next, decisionsOf(judgeResults), at, lightsMs);
      });
      return platformStateAnswer(row, state, now);
    },
  } satisfies HandlerMap;
}
