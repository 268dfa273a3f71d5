import { describe, expect, it } from 'vitest';
import { attemptBoxState, bestLift, type JudgedLifter, lifterTotal } from './attempt-results.ts';
import { type Decisions, decisionsOf } from './decisions.ts';
import type { Lift } from './feed-shapes.ts';
import { LIFTER_BEFORE_OPENER, LIFTER_ON_SECOND_BENCH, NOT_DECIDED, TWO_GOOD, TWO_RED } from './fixtures.ts';

const onBench = (results = NOT_DECIDED, lift: Lift = 'B'): JudgedLifter => ({
  lifter: LIFTER_ON_SECOND_BENCH,
  lift,
  decisions: decisionsOf(results),
});

describe('attempt results as viewers count them', () => {
  it('colour boxes grey when empty, white pending, green good, red failed', () => {
    const squats = [1, 2, 3].map((attempt) => attemptBoxState(onBench(), 'S', attempt));
    expect(squats).toEqual(['good', 'failed', 'good']);
    expect(attemptBoxState(onBench(), 'B', 2)).toBe('pending');
    expect(attemptBoxState(onBench(), 'B', 3)).toBe('empty');
    expect(attemptBoxState(onBench(), 'D', 1)).toBe('empty');
  });

  it('colour the current attempt by the referees once all three have decided', () => {
    expect(attemptBoxState(onBench(TWO_GOOD), 'B', 2)).toBe('good');
    expect(attemptBoxState(onBench(TWO_RED), 'B', 2)).toBe('failed');
    const partial: Decisions = [true, true, null];
    expect(attemptBoxState({ ...onBench(), decisions: partial }, 'B', 2)).toBe('pending');
    // The lights belong to the current attempt of the lift being judged only.
    expect(attemptBoxState(onBench(TWO_RED), 'B', 3)).toBe('empty');
    expect(attemptBoxState(onBench(TWO_RED, 'S'), 'B', 2)).toBe('pending');
  });

  it('keep the heaviest good attempt, replaced by a heavier good current attempt', () => {
    expect(bestLift(onBench(), 'S')).toBe(132.5);
    expect(bestLift(onBench(), 'B')).toBe(60);
    expect(bestLift(onBench(TWO_GOOD), 'B')).toBe(65);
    expect(bestLift(onBench(TWO_RED), 'B')).toBe(60);
    expect(bestLift(onBench(), 'D')).toBe(0);
    // A lighter good current attempt (a weight the table corrected down) leaves the best as it was.
    const lighterCurrent: JudgedLifter = {
      lifter: { ...LIFTER_ON_SECOND_BENCH, squatKg: [120, 135, 130], squatStatus: [1, 1, 0] },
      lift: 'S',
      decisions: decisionsOf(TWO_GOOD),
    };
    expect(bestLift(lighterCurrent, 'S')).toBe(135);
  });

  it("total the best lifts, or show '-' while that is 0", () => {
    expect(lifterTotal(onBench())).toBe(192.5);
    expect(lifterTotal(onBench(TWO_GOOD))).toBe(197.5);
    expect(
      lifterTotal({ lifter: LIFTER_BEFORE_OPENER, lift: 'S', decisions: decisionsOf(NOT_DECIDED) }),
    ).toBe('-');
  });
});
