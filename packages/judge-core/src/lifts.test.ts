import { describe, expect, it } from 'vitest';
import { LIFTER_BEFORE_OPENER, LIFTER_ON_SECOND_BENCH } from './fixtures.ts';
import { attemptStatus, attemptWeight, currentAttempt, setAttempt } from './lifts.ts';

describe('a lifter’s attempts, numbered 1 to 3', () => {
  it('read the weight and status of an attempt', () => {
    expect(attemptWeight(LIFTER_ON_SECOND_BENCH, 'S', 2)).toBe(127.5);
    expect(attemptStatus(LIFTER_ON_SECOND_BENCH, 'S', 2)).toBe(-1);
    expect(attemptWeight(LIFTER_ON_SECOND_BENCH, 'B', 3)).toBeNull();
  });

  it('take the first pending attempt of a lift as its current one', () => {
    expect(currentAttempt(LIFTER_BEFORE_OPENER, 'S')).toBe(1);
    expect(currentAttempt(LIFTER_ON_SECOND_BENCH, 'B')).toBe(2);
    expect(currentAttempt({ ...LIFTER_ON_SECOND_BENCH, benchStatus: [1, -1, 0] }, 'B')).toBe(3);
    expect(currentAttempt(LIFTER_ON_SECOND_BENCH, 'S')).toBeNull();
    expect(currentAttempt(null, 'S')).toBeNull();
  });

  it('change one attempt and leave the others and the lifter given as they were', () => {
    const lifter = { ...LIFTER_BEFORE_OPENER };
    const changed = setAttempt(lifter, 'S', 3, { weightKg: 130.5, status: -1 });
    expect(changed.squatKg).toEqual([120, 125, 130.5]);
    expect(changed.squatStatus).toEqual([0, 0, -1]);
    expect(setAttempt(changed, 'S', 2, { weightKg: null }).squatKg).toEqual([120, null, 130.5]);
    expect(lifter.squatKg).toEqual([120, 125, null]);
  });
});
