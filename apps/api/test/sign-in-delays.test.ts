import { describe, expect, it } from 'vitest';
import { waitSecondsAfter } from '../src/auth/throttle.ts';

describe('sign-in delays', () => {
  it('lets three typos through, then doubles the wait up to the 15-minute window', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12, 13, 40].map(waitSecondsAfter)).toEqual([
      0, 0, 0, 1, 2, 4, 8, 512, 900, 900,
    ]);
  });
});
