import { describe, expect, it } from 'vitest';
import { tagTotals } from './tag-totals.ts';

describe('the per-tag totals', () => {
  it('lists every tag once, with its income and its expense, alphabetically', () => {
    expect(tagTotals({ Membership: 5000, Shop: 1200 }, { Rent: 8000, Shop: 300 })).toEqual([
      { tag: 'Membership', income: 5000, expense: 0 },
      { tag: 'Rent', income: 0, expense: 8000 },
      { tag: 'Shop', income: 1200, expense: 300 },
    ]);
  });

  it('is empty when nothing was recorded', () => {
    expect(tagTotals({}, {})).toEqual([]);
  });
});
