/**
 * How viewers count a lifter's attempts (part 1, section 4): the stored statuses, and for the
 * current attempt of the lift being judged, the referees' majority as soon as all three have
 * decided (the server writes that result into the statuses only when the lights clear).
 */
import { type Decisions, majorityDecision } from './decisions.ts';
import type { Lift, LifterData } from './feed-shapes.ts';
import { ATTEMPTS, attemptStatus, attemptWeight, currentAttempt, LIFTS } from './lifts.ts';

/** The lifter up, the lift being judged and the referees' decisions on its current attempt. */
export interface JudgedLifter {
  lifter: LifterData;
  lift: Lift;
  decisions: Readonly<Decisions>;
}

/** grey, white, green and red boxes. */
export type AttemptBoxState = 'empty' | 'pending' | 'good' | 'failed';

/** Good (true), failed (false) or not decided yet (undefined). */
export function attemptResult(judged: JudgedLifter, lift: Lift, attempt: number): boolean | undefined {
  const judgedNow = lift === judged.lift && attempt === currentAttempt(judged.lifter, lift);
  const byLights = judgedNow ? majorityDecision(judged.decisions) : undefined;
  if (byLights !== undefined) return byLights;
  const status = attemptStatus(judged.lifter, lift, attempt);
  return status === 0 ? undefined : status === 1;
}

/** Grey when no weight is declared, white when pending, green when good, red when failed. */
export function attemptBoxState(judged: JudgedLifter, lift: Lift, attempt: number): AttemptBoxState {
  if (attemptWeight(judged.lifter, lift, attempt) === null) return 'empty';
  const result = attemptResult(judged, lift, attempt);
  if (result === undefined) return 'pending';
  return result ? 'good' : 'failed';
}

/**
 * The heaviest good attempt of a lift, 0 when there is none. A current attempt the referees have
 * just judged good counts already, so it replaces the best when it is heavier.
 */
export function bestLift(judged: JudgedLifter, lift: Lift): number {
  return Math.max(
    0,
    ...ATTEMPTS.filter((attempt) => attemptResult(judged, lift, attempt) === true).map(
      (attempt) => attemptWeight(judged.lifter, lift, attempt) ?? 0,
    ),
  );
}

/** Best squat + best bench + best deadlift, or '-' while that is 0. */
export function lifterTotal(judged: JudgedLifter): number | '-' {
  const total = LIFTS.reduce((sum, lift) => sum + bestLift(judged, lift), 0);
  return total === 0 ? '-' : total;
}
