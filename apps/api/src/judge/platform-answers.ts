import {
  allDecided,
  attemptWeight,
  type PlatformState,
  publicFeed,
  refereesDecided,
  settleExpired,
} from '@gym/judge-core';
import type { Schemas } from '../contract.ts';
import type { PlatformRow } from './platform-record.ts';

/** What the table operator (and competition software) is answered: the state as it stands at `now`. */
export function platformStateAnswer(
  row: PlatformRow,
  stored: PlatformState,
  now: number,
): Schemas['JudgePlatformState'] {
  const state = settleExpired(stored, now);
  return {
    platformId: row.id,
    meetId: row.meet_id,
    platformNumber: row.number,
    attempt: state.attempt,
    refereesDecided: refereesDecided(state),
    lightsUntil: state.lightsUntil === null ? null : new Date(state.lightsUntil).toISOString(),
    combinedData: publicFeed(stored, now),
  };
}

/** What a referee's phone shows: the attempt up and who has decided, never how (until the lights show). */
export function refereeViewAnswer(
  row: PlatformRow,
  meetName: string,
  stored: PlatformState,
  now: number,
): Schemas['JudgeRefereeView'] {
  const state = settleExpired(stored, now);
  const weight =
    state.lifter && state.attempt !== null ? attemptWeight(state.lifter, state.lift, state.attempt) : null;
  return {
    platformId: row.id,
    platformNumber: row.number,
    meetName,
    lifterName: state.lifter?.name ?? null,
    lift: state.lift,
    attempt: state.attempt,
    weightKg: weight,
    refereesDecided: refereesDecided(state),
    lightsShown: allDecided(state.decisions),
  };
}
