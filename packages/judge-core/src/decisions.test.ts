import { describe, expect, it } from 'vitest';
import { allDecided, decisionsOf, judgeLightLabel, majorityDecision } from './decisions.ts';
import { NOT_DECIDED, ONE_DECIDED, TWO_GOOD, TWO_RED } from './fixtures.ts';

describe('referee decisions', () => {
  it('are read from the feed in seat order', () => {
    expect(decisionsOf(TWO_RED)).toEqual([false, false, true]);
  });

  it('decide by a majority of two, and only once all three have decided', () => {
    expect(allDecided(decisionsOf(ONE_DECIDED))).toBe(false);
    expect(majorityDecision(decisionsOf(NOT_DECIDED))).toBeUndefined();
    expect(majorityDecision([true, true, null])).toBeUndefined();
    expect(majorityDecision(decisionsOf(TWO_GOOD))).toBe(true);
    expect(majorityDecision([false, true, true])).toBe(true);
    expect(majorityDecision([true, true, true])).toBe(true);
    expect(majorityDecision(decisionsOf(TWO_RED))).toBe(false);
    expect(majorityDecision([false, false, false])).toBe(false);
  });

  it("label a referee's light", () => {
    expect(judgeLightLabel(2, true)).toBe('Judge 2: Good Lift');
    expect(judgeLightLabel(3, false)).toBe('Judge 3: No Lift');
  });
});
