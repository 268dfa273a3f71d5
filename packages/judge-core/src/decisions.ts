/**
 * The three referees' decisions: lights are revealed only once all three have decided, and two
 * of three decide the lift.
 */
import type { JudgeDecision, JudgeResults, RefereeKey } from './feed-shapes.ts';

/** Referee seats: 1 left, 2 head (centre), 3 right. */
export type Referee = 1 | 2 | 3;
export const REFEREES = [1, 2, 3] as const satisfies readonly Referee[];

/** One value per referee, in seat order: index 0 is referee 1. */
export type ByReferee<T> = [T, T, T];
export type Decisions = ByReferee<JudgeDecision>;

const GOOD_LIFT_MAJORITY = 2;

/** The feed's keyed form ({ '1', '2', '3' }) of values in seat order. */
export const keyedByReferee = <T>([one, two, three]: Readonly<ByReferee<T>>): Record<RefereeKey, T> => ({
  '1': one,
  '2': two,
  '3': three,
});

/** The decisions in seat order, from the feed's judgeResults. */
export const decisionsOf = (results: JudgeResults): Decisions => [results['1'], results['2'], results['3']];

export const allDecided = (decisions: Readonly<Decisions>): boolean =>
  decisions.every((decision) => decision !== null);

/** Two good lights of three make a good lift; undefined while a referee is still deciding. */
export function majorityDecision(decisions: Readonly<Decisions>): boolean | undefined {
  if (!allDecided(decisions)) return undefined;
  return decisions.filter((decision) => decision === true).length >= GOOD_LIFT_MAJORITY;
}

/** The tooltip of a referee's light: 'Judge N: Good Lift' or 'Judge N: No Lift'. */
export const judgeLightLabel = (referee: Referee, good: boolean): string =>
  `Judge ${referee}: ${good ? 'Good Lift' : 'No Lift'}`;
