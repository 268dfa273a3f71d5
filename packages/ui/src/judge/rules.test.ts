import { describe, expect, it } from 'vitest';
import {
  attemptBoxState,
  bannerSizeForHeight,
  bestLift,
  currentAttemptIndex,
  type JudgeResults,
  judgeLightLabel,
  type LifterAttempts,
  lifterTotal,
  majorityDecision,
} from './rules.ts';

const undecided: JudgeResults = { '1': null, '2': null, '3': null };
const twoGood: JudgeResults = { '1': true, '2': false, '3': true };
const twoBad: JudgeResults = { '1': true, '2': false, '3': false };

const lifter = (change: Partial<LifterAttempts> = {}): LifterAttempts => ({
  squatKg: [200, 210, 220],
  benchKg: [120, 127.5, null],
  deadliftKg: [null, null, null],
  squatStatus: [1, -1, 1],
  benchStatus: [1, 0, 0],
  deadliftStatus: [0, 0, 0],
  ...change,
});

describe('judge rules', () => {
  it('decide by a majority of two, only once all three have decided', () => {
    expect(majorityDecision(undecided)).toBeUndefined();
    expect(majorityDecision({ '1': true, '2': true, '3': null })).toBeUndefined();
    expect(majorityDecision(twoGood)).toBe(true);
    expect(majorityDecision(twoBad)).toBe(false);
  });

  it('take the first pending attempt as the current one', () => {
    expect(currentAttemptIndex(lifter(), 'B')).toBe(1);
    expect(currentAttemptIndex(lifter(), 'S')).toBe(-1);
  });

  it('colour boxes grey when empty, white pending, green good, red failed', () => {
    const states = [0, 1, 2].map((index) => attemptBoxState(lifter(), 'S', index, 'B', undecided));
    expect(states).toEqual(['good', 'failed', 'good']);
    expect(attemptBoxState(lifter(), 'B', 1, 'B', undecided)).toBe('pending');
    expect(attemptBoxState(lifter(), 'B', 2, 'B', undecided)).toBe('empty');
  });

  it('colour the current attempt by the referees once all have decided', () => {
    expect(attemptBoxState(lifter(), 'B', 1, 'B', twoGood)).toBe('good');
    expect(attemptBoxState(lifter(), 'B', 1, 'B', twoBad)).toBe('failed');
    // The decision belongs to the current lift only.
    expect(attemptBoxState(lifter(), 'B', 1, 'S', twoBad)).toBe('pending');
  });

  it('keep the heaviest good attempt, replaced by a heavier good current attempt', () => {
    expect(bestLift(lifter(), 'S', 'B', undecided)).toBe(220);
    expect(bestLift(lifter(), 'B', 'B', undecided)).toBe(120);
    expect(bestLift(lifter(), 'B', 'B', twoGood)).toBe(127.5);
    expect(bestLift(lifter(), 'B', 'B', twoBad)).toBe(120);
  });

  it('total the best lifts, or show - while it is 0', () => {
    expect(lifterTotal(lifter(), 'B', twoGood)).toBe(347.5);
    const fresh = lifter({ squatStatus: [0, 0, 0], benchStatus: [0, 0, 0] });
    expect(lifterTotal(fresh, 'S', undecided)).toBe('-');
  });

  it('label the lights and size the banner by height', () => {
    expect(judgeLightLabel(2, true)).toBe('Judge 2: Good Lift');
    expect(judgeLightLabel(3, false)).toBe('Judge 3: No Lift');
    expect([100, 200, 300, 250].map(bannerSizeForHeight)).toEqual(['small', 'medium', 'large', 'large']);
  });
});
