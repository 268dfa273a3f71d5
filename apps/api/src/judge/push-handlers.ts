import { changeLifter, decisionsOf, pushDecisions } from '@gym/judge-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Schemas } from '../contract.ts';
import { notFound } from '../http/errors.ts';
import { PLATFORM_NOT_FOUND } from './meet-access.ts';
import { platformStateAnswer } from './platform-answers.ts';
import { writePlatform } from './platform-writes.ts';

type PushRequest = FastifyRequest<{
  Params: { meetId: number; platformNumber: number };
  Body: Schemas['JudgePushRequest'];
}>;

/** A federation's competition software drives a platform, authorised by the meet token (meetToken scheme). */
export function pushHandlers(ctx: AppContext) {
  return {
    async pushJudgeCombinedData(request: PushRequest) {
      const { meetId, platformNumber } = request.params;
      const [platform] = await ctx.db.query<{ id: number }>(
        'SELECT id FROM meet_platforms WHERE meet_id = $1 AND number = $2',
        [meetId, platformNumber],
      );
      if (!platform) throw notFound(PLATFORM_NOT_FOUND);
      const { liftData, judgeResults } = request.body;
      const lightsMs = ctx.config.judgeLightsSeconds * 1000;
      const { row, state, now } = await writePlatform(ctx, platform.id, (current, at) => {
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
  };
}
