import { type AttemptStatus, changeLifter, setAttempt } from '@gym/judge-core';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap } from '../contract.ts';
import { conflict } from '../http/errors.ts';
import { loadOwned } from '../owned-records.ts';
import { platformStateAnswer } from './platform-answers.ts';
import { toPlatformState } from './platform-record.ts';
import { writePlatform } from './platform-writes.ts';

/** The table operator (the meet's owner) sets the lifter and lift up, and attempts' weights and results. */
export function operatorHandlers(ctx: AppContext) {
  return {
    async getJudgePlatform(request) {
      const row = await loadOwned(ctx.db, callerOf(request), 'platform', request.params.platformId);
      return platformStateAnswer(row, toPlatformState(row), Date.now());
    },

    async setJudgePlatformCurrent(request) {
      await loadOwned(ctx.db, callerOf(request), 'platform', request.params.platformId);
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

    async setJudgeAttempt(request) {
      await loadOwned(ctx.db, callerOf(request), 'platform', request.params.platformId);
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
  } satisfies HandlerMap;
}
