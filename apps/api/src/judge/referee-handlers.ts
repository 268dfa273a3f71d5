import { decide, type ReasonCard, type Referee } from '@gym/judge-core';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { OWNED_NOT_FOUND } from '../owned-records.ts';
import { refereeViewAnswer } from './platform-answers.ts';
import { toPlatformState } from './platform-record.ts';
import { writePlatform } from './platform-writes.ts';
import { meetName, platformWithMeetName } from './queries.ts';

const REFUSALS = {
  NO_ATTEMPT: () => conflict('There is no attempt to judge on this platform yet.'),
  ALREADY_DECIDED: (referee: Referee) => conflict(`Referee ${referee} has already decided this attempt.`),
};

/** The three referees of a platform, authorised by its referee code (the refereeCode security scheme). */
export function refereeHandlers(ctx: AppContext) {
  return {
    async getJudgeRefereeView(request) {
      const row = await platformWithMeetName(ctx.db, request.params.platformId);
      if (!row) throw notFound(OWNED_NOT_FOUND.platform);
      return refereeViewAnswer(row, row.meet_name, toPlatformState(row), Date.now());
    },

    async submitJudgeDecision(request) {
      const { referee, decision, reasonCard } = request.body;
      const good = decision === 'good';
      if (good && reasonCard) throw badRequest('reasonCard', 'A reason card goes only with no lift.');
      const seat = referee as Referee;
      const { row, state, now } = await writePlatform(ctx, request.params.platformId, (current, at) => {
        const next = decide(
          current,
          seat,
          good,
          (reasonCard ?? null) as ReasonCard | null,
          at,
          ctx.config.judgeLightsSeconds * 1000,
        );
        if (typeof next === 'string') throw REFUSALS[next](seat);
        return next;
      });
      return refereeViewAnswer(row, await meetName(ctx.db, row.meet_id), state, now);
    },
  } satisfies HandlerMap;
}
