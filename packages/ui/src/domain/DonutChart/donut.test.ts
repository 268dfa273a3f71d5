import { describe, expect, it } from 'vitest';
import {
  DONUT_TONES,
  donutSlices,
  donutTotal,
  formatPercent,
  memberTypeData,
  percentages,
  toneFor,
} from './donut.ts';
import { ringPaths } from './ringPaths.ts';

describe('percentages', () => {
  it('add up to exactly 100 with one decimal', () => {
    expect(percentages([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percentages([50, 30, 20])).toEqual([50, 30, 20]);
    const shares = percentages([7, 13, 29, 51, 3]);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 10);
  });

  it('are zero when there is nothing, and ignore negative values', () => {
    expect(percentages([0, 0])).toEqual([0, 0]);
    expect(percentages([-5, 10])).toEqual([0, 100]);
  });

  it('are written without a needless decimal', () => {
    expect(formatPercent(60)).toBe('60%');
    expect(formatPercent(33.3)).toBe('33.3%');
  });
});

describe('slices', () => {
  const slices = donutSlices([
    { label: 'Membership', value: 60000 },
    { label: 'Personal training', value: 0 },
    { label: 'Supplements', value: 20000 },
  ]);
  const paths = ringPaths([60000, 0, 20000], { radius: 100, thickness: 30 });

  it('keep the data order with their shares', () => {
    expect(slices.map((s) => s.label)).toEqual(['Membership', 'Personal training', 'Supplements']);
    expect(slices.map((s) => s.percent)).toEqual([75, 0, 25]);
  });

  it('draw a path for every value above zero and none for zero', () => {
    expect(paths[0]).toMatch(/^M/);
    expect(paths[1]).toBe('');
    expect(paths[2]).toMatch(/^M/);
    // Negative and NaN values count as nothing: no slice.
    expect(ringPaths([-5, Number.NaN, 3], { radius: 100, thickness: 30 }).map(Boolean)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('take their own tone or the next in the palette', () => {
    expect(slices.map((s) => s.tone)).toEqual(['c1', 'c2', 'c3']);
    expect(toneFor(DONUT_TONES.length)).toBe('c1');
    expect(toneFor(0, 'critical')).toBe('critical');
  });

  it('total only positive values', () => {
    expect(donutTotal([{ value: 5 }, { value: -2 }, { value: 3 }])).toBe(8);
  });
});

describe('member types', () => {
  const slices = donutSlices(memberTypeData({ active: 120, expired: 40, inactive: 0 }));

  it('keep their meaning colours instead of the palette: Active green, Expired red, Inactive grey', () => {
    expect(slices.map((s) => [s.label, s.tone])).toEqual([
      ['Active', 'success'],
      ['Expired', 'critical'],
      ['Inactive', 'muted'],
    ]);
  });

  it('share the ring by their counts, and a type with no members has no slice', () => {
    expect(slices.map((s) => s.percent)).toEqual([75, 25, 0]);
    expect(ringPaths([120, 40, 0], { radius: 100, thickness: 30 })[2]).toBe('');
  });
});
