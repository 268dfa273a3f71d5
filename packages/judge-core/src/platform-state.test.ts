import { describe, expect, it } from 'vitest';
import type { Referee } from './decisions.ts';
import { LIFTER_BEFORE_OPENER, lifterNamed } from './fixtures.ts';
import {
  changeLifter,
  decide,
  EMPTY_PLATFORM,
  type PlatformState,
  pushDecisions,
  settle,
  settleExpired,
} from './platform-state.ts';
import { publicFeed, refereesDecided } from './public-feed.ts';

const LIGHTS_MS = 5000;
/** Sita Rai up for her first squat. */
const up = (overrides: Partial<PlatformState> = {}): PlatformState => ({
  ...EMPTY_PLATFORM,
  lifter: { ...LIFTER_BEFORE_OPENER },
  attempt: 1,
  ...overrides,
});
const decided = (state: PlatformState, decisions: boolean[], now = 0): PlatformState =>
  decisions.reduce((next, good, i) => {
    const result = decide(next, (i + 1) as Referee, good, null, now, LIGHTS_MS);
    if (typeof result === 'string') throw new Error(result);
    return result;
  }, state);

describe('the platform state the server keeps', () => {
  it('turns the lights on with the third decision only, and refuses a second decision or nothing to judge', () => {
    const two = decided(up(), [true, false]);
    expect(two.lightsUntil).toBeNull();
    expect(publicFeed(two, 0).judgeResults).toEqual({ '1': null, '2': null, '3': null });
    expect(refereesDecided(two)).toEqual({ '1': true, '2': true, '3': false });
    expect(decide(two, 2, true, null, 0, LIGHTS_MS)).toBe('ALREADY_DECIDED');
    const three = decide(two, 3, false, 1, 100, LIGHTS_MS);
    expect(three).toMatchObject({ lightsUntil: 100 + LIGHTS_MS, cards: [null, null, 1] });
    if (typeof three === 'string') throw new Error(three);
    expect(publicFeed(three, 100)).toMatchObject({
      judgeResults: { '1': true, '2': false, '3': false },
      judgeCards: { '1': null, '2': null, '3': 1 },
    });
    expect(decide(up({ lifter: null, attempt: null }), 1, true, null, 0, LIGHTS_MS)).toBe('NO_ATTEMPT');
  });

  it('writes the result when the lights clear, not before', () => {
    const lit = decided(up(), [false, true, false], 1000);
    expect(publicFeed(lit, 1000 + LIGHTS_MS - 1).liftData.lifterData?.squatStatus).toEqual([0, 0, 0]);
    expect(settleExpired(lit, 1000 + LIGHTS_MS - 1)).toBe(lit);
    const cleared = settleExpired(lit, 1000 + LIGHTS_MS);
    expect(cleared).toMatchObject({ attempt: 2, lightsUntil: null, decisions: [null, null, null] });
    expect(cleared.lifter?.squatStatus).toEqual([-1, 0, 0]);
    expect(publicFeed(lit, 1000 + LIGHTS_MS).judgeResults).toEqual({ '1': null, '2': null, '3': null });
    expect(settle(up())).toEqual(up());
  });

  it('keeps decisions while the attempt up stays, and settles showing lights before moving on', () => {
    const one = decided(up(), [true]);
    const reweighed = changeLifter(one, (s) => ({ lifter: s.lifter, lift: s.lift }), 0);
    expect(reweighed.decisions).toEqual([true, null, null]);
    const otherLifter = changeLifter(one, () => ({ lifter: lifterNamed('Maya Gurung'), lift: 'S' }), 0);
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
