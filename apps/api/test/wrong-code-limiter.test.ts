import { describe, expect, it } from 'vitest';
import { WrongCodeLimiter } from '../src/judge/wrong-code-limiter.ts';

describe('WrongCodeLimiter', () => {
  it('refuses an address after the limit of wrong codes, until the oldest ages out', () => {
    const limiter = new WrongCodeLimiter(3, 60_000);
    for (const at of [0, 10_000, 20_000]) limiter.recordWrongCode('10.0.0.1', at);
    expect(limiter.retryAfterSeconds('10.0.0.1', 30_000)).toBe(30);
    expect(limiter.retryAfterSeconds('10.0.0.2', 30_000)).toBe(0);
    expect(limiter.retryAfterSeconds('10.0.0.1', 60_000)).toBe(0);
  });
});
