import { type AttemptStatus, changeLifter, type Lift, setAttempt } from '@gym/judge-core';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { Schemas } from '../contract.ts';
import { conflict } from '../http/errors.ts';
import { loadOwnedPlatform } from './meet-access.ts';
import { platformStateAnswer } from './platform-answers.ts';
import { toPlatformState } from './platform-record.ts';
import { writePlatform } from './platform-writes.ts';

type PlatformParams = { Params: { platformId: number } };
type AttemptParams = { Params: { platformId: number; lift: Lift; attempt: number } };

/** The table operator (the meet's owner) sets the lifter and lift up, and attempts' weights and results. */
export function operatorHandlers(ctx: AppContext) {
  return {
    async getJudgePlatform(request: FastifyRequest<PlatformParams>) {
      const row = await loadOwnedPlatform(ctx.db, callerOf(request), request.params.platformId);
      return platformStateAnswer(row, toPlatformState(row), Date.now());
    },

    async setJudgePlatformCurrent(
      request: FastifyRequest<PlatformParams & { Body: Schemas['JudgeCurrentRequest'] }>,
    ) {
      await loadOwnedPlatform(ctx.db, callerOf(request), request.params.platformId);
      const { lift, lifterData } = request.body;
      const { row, state, now } = await writePlatform(ctx, request.params.platformId, (current, at) =>
        changeLifter(
          current,
          (base) => ({ lifter: lifterData === undefined ? base.lifter : lifterData, lift }),
          at,
        ),
      );
      return platformStateAnswer(row, state, now);
    },

    async setJudgeAttempt(request: FastifyRequest<AttemptParams & { Body: Schemas['JudgeAttemptRequest'] }>) {
      await loadOwnedPlatform(ctx.db, callerOf(request), request.params.platformId);
      const { lift, attempt } = request.params;
      const change = {
        ...(request.body.weightKg !== undefined ? { weightKg: request.body.weightKg } : {}),
        ...(request.body.status !== undefined ? { status: request.body.status as AttemptStatus } : {}),
      };
      const { row, state, now } = await writePlatform(ctx, request.params.platformId, (current, at) => {
        if (!current.lifter) throw conflict('No lifter is up on this platform: set the lifter first.');
        return changeLifter(
          current,
          (base) => ({
            lifter: base.lifter && setAttempt(base.lifter, lift, attempt, change),
            lift: base.lift,
          }),
          at,
        );
      });
      return platformStateAnswer(row, state, now);
    },
  };
}
