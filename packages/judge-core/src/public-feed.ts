/** What the public and the referees are shown of a platform's state at a moment. */
import { allDecided, keyedByReferee } from './decisions.ts';
import type { JudgeFeed, RefereeKey } from './feed-shapes.ts';
import { type PlatformState, settleExpired } from './platform-state.ts';

/**
 * The public feed at `now`: lights (and reason cards) only once all three referees have decided,
 * and only until they clear. A pure function of the stored state and the time, so every server
 * process answers the same, whether or not it has written the settled state back.
 */
export function publicFeed(stored: PlatformState, now: number): JudgeFeed {
  const state = settleExpired(stored, now);
  const revealed = allDecided(state.decisions);
  return {
    liftData: { lifterData: state.lifter, platformData: { lift: state.lift } },
    judgeResults: keyedByReferee(revealed ? state.decisions : [null, null, null]),
    judgeCards: keyedByReferee(revealed ? state.cards : [null, null, null]),
  };
}

/** Which referees have decided the attempt up (never how). */
export const refereesDecided = ({ decisions }: PlatformState): Record<RefereeKey, boolean> =>
  keyedByReferee([decisions[0] !== null, decisions[1] !== null, decisions[2] !== null]);
