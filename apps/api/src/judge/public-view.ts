import type { Schemas } from '../contract.ts';
import { allDecided, type PlatformState, settleExpired } from './rules.ts';

export type CombinedData = Schemas['JudgeCombinedData'];

/** What a platform that does not exist (yet) answers: no lifter, squat, no lights. */
export const EMPTY_STATE: PlatformState = {
  lifter: null,
  lift: 'S',
  attempt: null,
  decisions: [null, null, null],
  cards: [null, null, null],
  lightsUntil: null,
};

const keyed = <T>([one, two, three]: readonly [T, T, T]) => ({ '1': one, '2': two, '3': three });

/**
 * The public feed's answer at `now`: lights (and reason cards) only once all three referees have
 * decided, and only until they clear. A pure function of the stored state and the time, so any
 * server process answers the same, whether or not it has written the settled state back.
 */
export function combinedData(stored: PlatformState, now: number): CombinedData {
  const state = settleExpired(stored, now);
  const revealed = allDecided(state.decisions);
  return {
    liftData: { lifterData: state.lifter, platformData: { lift: state.lift } },
    judgeResults: keyed(revealed ? state.decisions : [null, null, null]),
    judgeCards: keyed(revealed ? state.cards : [null, null, null]),
  };
}

/** Which referees have decided the attempt up (never how). */
export function refereesDecided({ decisions: [one, two, three] }: PlatformState) {
  return keyed([one !== null, two !== null, three !== null]);
}
