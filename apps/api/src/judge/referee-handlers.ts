import { decide, type ReasonCard, type Referee } from '@gym/judge-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Schemas } from '../contract.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { PLATFORM_NOT_FOUND } from './meet-access.ts';
import { refereeViewAnswer } from './platform-answers.ts';
import { type PlatformRow, toPlatformState } from './platform-record.ts';
import { writePlatform } from './platform-writes.ts';

type PlatformParams = { Params: { platformId: number } };

const REFUSALS = {
  NO_ATTEMPT: () => conflict('There is no attempt to judge on this platform yet.'),
  ALREADY_DECIDED: (referee: Referee) => conflict(`Referee ${referee} has already decided this attempt.`),
};

/** The three referees of a platform, authorised by its referee code (the refereeCode security scheme). */
export function refereeHandlers(ctx: AppContext) {
  const meetNameOf = async (meetId: number) => {
    const [meet] = await ctx.db.query<{ name: string }>('SELECT name FROM meets WHERE id = $1', [meetId]);
    return meet?.name ?? '';
  };

  return {
    async getJudgeRefereeView(request: FastifyRequest<PlatformParams>) {
      const [row] = await ctx.db.query<PlatformRow & { meet_name: string }>(
        'SELECT p.*, m.name AS meet_name FROM meet_platforms p JOIN meets m ON m.id = p.meet_id WHERE p.id = $1',
        [request.params.platformId],
      );
      if (!row) throw notFound(PLATFORM_NOT_FOUND);
      return refereeViewAnswer(row, row.meet_name, toPlatformState(row), Date.now());
    },

    async submitJudgeDecision(
      request: FastifyRequest<PlatformParams & { Body: Schemas['JudgeDecisionRequest'] }>,
    ) {
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
      return refereeViewAnswer(row, await meetNameOf(row.meet_id), state, now);
    },
  };
}
