import { describe, expect, it } from 'vitest';
import { combinedData, EMPTY_STATE } from '../src/judge/public-view.ts';
import {
  changeLifter,
  decide,
  isGoodLift,
  type PlatformState,
  pendingAttempt,
  pushDecisions,
  settle,
  settleExpired,
} from '../src/judge/rules.ts';
import { sampleLifter } from './support/judge.ts';

const LIGHTS_MS = 5000;
const up = (overrides: Partial<PlatformState> = {}): PlatformState => ({
  ...EMPTY_STATE,
  lifter: sampleLifter() as PlatformState['lifter'],
  attempt: 1,
  ...overrides,
});
const decided = (state: PlatformState, decisions: boolean[], now = 0): PlatformState => {
  let next = state;
  decisions.forEach((good, i) => {
    const result = decide(next, (i + 1) as 1 | 2 | 3, good, null, now, LIGHTS_MS);
    if (typeof result === 'string') throw new Error(result);
    next = result;
  });
  return next;
};

describe('judge rules', () => {
  it('two good lights of three make a good lift', () => {
    expect(isGoodLift([true, true, false])).toBe(true);
    expect(isGoodLift([false, true, true])).toBe(true);
    expect(isGoodLift([true, false, false])).toBe(false);
    expect(isGoodLift([false, false, false])).toBe(false);
  });

  it('the attempt up is the first pending one of the lift', () => {
    const lifter = { ...sampleLifter(), benchStatus: [1, -1, 0] } as PlatformState['lifter'];
    expect(pendingAttempt(lifter, 'S')).toBe(1);
    expect(pendingAttempt(lifter, 'B')).toBe(3);
    expect(pendingAttempt({ ...sampleLifter(), deadliftStatus: [1, 1, -1] } as never, 'D')).toBeNull();
    expect(pendingAttempt(null, 'S')).toBeNull();
  });

  it('turns the lights on with the third decision only, and refuses a second decision or nothing to judge', () => {
    const two = decided(up(), [true, false]);
    expect(two.lightsUntil).toBeNull();
    expect(combinedData(two, 0).judgeResults).toEqual({ '1': null, '2': null, '3': null });
    expect(decide(two, 2, true, null, 0, LIGHTS_MS)).toBe('ALREADY_DECIDED');
    const three = decided(two, [], 10);
    expect(decide(three, 3, true, 1, 100, LIGHTS_MS)).toMatchObject({ lightsUntil: 100 + LIGHTS_MS });
    expect(decide(up({ lifter: null, attempt: null }), 1, true, null, 0, LIGHTS_MS)).toBe('NO_ATTEMPT');
  });

  it('writes the result when the lights clear, not before', () => {
    const lit = decided(up(), [false, true, false], 1000);
    expect(combinedData(lit, 1000 + LIGHTS_MS - 1).liftData.lifterData?.squatStatus).toEqual([0, 0, 0]);
    expect(settleExpired(lit, 1000 + LIGHTS_MS - 1)).toBe(lit);
    const cleared = settleExpired(lit, 1000 + LIGHTS_MS);
    expect(cleared).toMatchObject({ attempt: 2, lightsUntil: null, decisions: [null, null, null] });
    expect(cleared.lifter?.squatStatus).toEqual([-1, 0, 0]);
    expect(settle(up())).toEqual(up());
  });

  it('keeps decisions while the attempt up stays, and settles showing lights before moving on', () => {
    const one = decided(up(), [true]);
    const reweighed = changeLifter(one, (s) => ({ lifter: s.lifter, lift: s.lift }), 0);
    expect(reweighed.decisions).toEqual([true, null, null]);
    const otherLifter = changeLifter(one, () => ({ lifter: sampleLifter('Next') as never, lift: 'S' }), 0);
    expect(otherLifter.decisions).toEqual([null, null, null]);

    const lit = decided(up(), [true, true, true]);
    const toBench = changeLifter(lit, (s) => ({ lifter: s.lifter, lift: 'B' }), 1);
    expect(toBench).toMatchObject({
      lift: 'B',
      attempt: 1,
      decisions: [null, null, null],
      lightsUntil: null,
    });
    expect(toBench.lifter?.squatStatus).toEqual([1, 0, 0]);
  });

  it('pushed lights replace the decisions, and the same lights pushed again change nothing', () => {
    const pushed = pushDecisions(up(), [true, true, false], 0, LIGHTS_MS);
    expect(pushed.lightsUntil).toBe(LIGHTS_MS);
    expect(pushDecisions(pushed, [true, true, false], 3000, LIGHTS_MS)).toBe(pushed);
    expect(pushDecisions(pushed, [null, null, null], 3000, LIGHTS_MS).lightsUntil).toBeNull();
  });
});
