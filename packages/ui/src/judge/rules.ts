/**
 * The judge-results rules of the specification (part 1, section 4) as pure functions: what the
 * banner shows is computed here, so the banner itself only draws. No React, no styles: the
 * embeddable widget uses the same functions.
 */

/** 1 good lift, -1 failed, 0 pending or current. */
export type AttemptStatus = -1 | 0 | 1;
export type Lift = 'S' | 'B' | 'D';
export type JudgeDecision = boolean | null;
export type JudgeResults = Record<'1' | '2' | '3', JudgeDecision>;

export interface LifterAttempts {
  squatKg: (number | null)[];
  benchKg: (number | null)[];
  deadliftKg: (number | null)[];
  squatStatus: AttemptStatus[];
  benchStatus: AttemptStatus[];
  deadliftStatus: AttemptStatus[];
}

export type AttemptBoxState = 'empty' | 'pending' | 'good' | 'failed';

const WEIGHTS = { S: 'squatKg', B: 'benchKg', D: 'deadliftKg' } as const;
const STATUSES = { S: 'squatStatus', B: 'benchStatus', D: 'deadliftStatus' } as const;
const GOOD_LIFT_MAJORITY = 2;

/** All three referees have decided (lights are only revealed then). */
export function allJudgesDecided(results: JudgeResults): boolean {
  return [results['1'], results['2'], results['3']].every((decision) => typeof decision === 'boolean');
}

/** Two good lights of three make the lift good; undefined while a referee is still deciding. */
export function majorityDecision(results: JudgeResults): boolean | undefined {
  if (!allJudgesDecided(results)) return undefined;
  const good = [results['1'], results['2'], results['3']].filter((decision) => decision === true).length;
  return good >= GOOD_LIFT_MAJORITY;
}

/** The current attempt of a lift: the first one still pending (status 0), or -1 when none is. */
export function currentAttemptIndex(lifter: LifterAttempts, lift: Lift): number {
  return lifter[STATUSES[lift]].indexOf(0);
}

/**
 * The colour state of one attempt box: grey when no weight is set, white when pending, green when
 * good, red when failed. The current attempt takes the referees' majority once all have decided.
 */
export function attemptBoxState(
  lifter: LifterAttempts,
  lift: Lift,
  index: number,
  currentLift: Lift,
  results: JudgeResults,
): AttemptBoxState {
  const weight = lifter[WEIGHTS[lift]][index];
  if (weight === null || weight === undefined) return 'empty';
  const status = lifter[STATUSES[lift]][index];
  if (lift === currentLift && index === currentAttemptIndex(lifter, lift)) {
    const decision = majorityDecision(results);
    if (decision !== undefined) return decision ? 'good' : 'failed';
  }
  if (status === 1) return 'good';
  if (status === -1) return 'failed';
  return 'pending';
}

/**
 * The best good attempt of a lift. When the current attempt of that lift is judged good and is
 * heavier, it replaces the best.
 */
export function bestLift(
  lifter: LifterAttempts,
  lift: Lift,
  currentLift: Lift,
  results: JudgeResults,
): number {
  const weights = lifter[WEIGHTS[lift]];
  const statuses = lifter[STATUSES[lift]];
  let best = 0;
  statuses.forEach((status, index) => {
    const weight = weights[index] ?? 0;
    if (status === 1 && weight > best) best = weight;
  });
  if (lift === currentLift && majorityDecision(results) === true) {
    const current = weights[currentAttemptIndex(lifter, lift)] ?? 0;
    if (current > best) best = current;
  }
  return best;
}

/** The lifter's total (best squat + bench + deadlift), or '-' while it is 0. */
export function lifterTotal(lifter: LifterAttempts, currentLift: Lift, results: JudgeResults): number | '-' {
  const total = (['S', 'B', 'D'] as const).reduce(
    (sum, lift) => sum + bestLift(lifter, lift, currentLift, results),
    0,
  );
  return total === 0 ? '-' : total;
}

/** Tooltip of referee N's light. */
export function judgeLightLabel(judge: 1 | 2 | 3, decision: boolean): string {
  return `Judge ${judge}: ${decision ? 'Good Lift' : 'No Lift'}`;
}

export const BANNER_SIZES = ['small', 'medium', 'large'] as const;
export type BannerSize = (typeof BANNER_SIZES)[number];

/** Banner heights 100 and 200 are small and medium; any other height is large. */
export function bannerSizeForHeight(height: number): BannerSize {
  if (height === 100) return 'small';
  if (height === 200) return 'medium';
  return 'large';
}
