import { describe, expect, it } from 'vitest';
import { WrongCodeLimiter } from '../src/judge/wrong-code-limiter.ts';

const phone = (device: string, address = '10.0.0.1', platformId = 7) => ({ platformId, device, address });

describe('WrongCodeLimiter', () => {
  it('locks a device after the limit of different wrong codes, until the oldest ages out', () => {
    const limiter = new WrongCodeLimiter({ perDevice: 3, perAddress: 10, windowMs: 60_000 });
    for (const [code, at] of [
      ['AAAA', 0],
      ['BBBB', 10_000],
      ['CCCC', 20_000],
    ] as const)
      limiter.recordWrongCode(phone('referee-one'), code, at);
    expect(limiter.retryAfterSeconds(phone('referee-one'), 30_000)).toBe(30);
    expect(limiter.lockedDevices(7, 30_000)).toBe(1);
    expect(limiter.retryAfterSeconds(phone('referee-one'), 60_000)).toBe(0);
  });

  it('counts a wrong code once however often it is sent (a polling page)', () => {
    const limiter = new WrongCodeLimiter({ perDevice: 3, perAddress: 10, windowMs: 60_000 });
    for (let poll = 0; poll < 30; poll++) limiter.recordWrongCode(phone('referee-one'), 'AAAA', poll * 1000);
    expect(limiter.retryAfterSeconds(phone('referee-one'), 30_000)).toBe(0);
  });

  it('leaves the other devices behind the same address, and other platforms, alone', () => {
    const limiter = new WrongCodeLimiter({ perDevice: 2, perAddress: 10, windowMs: 60_000 });
    limiter.recordWrongCode(phone('referee-one'), 'AAAA', 0);
    limiter.recordWrongCode(phone('referee-one'), 'BBBB', 0);
    expect(limiter.retryAfterSeconds(phone('referee-one'), 1000)).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds(phone('referee-two'), 1000)).toBe(0);
    expect(limiter.retryAfterSeconds(phone('referee-one', '10.0.0.1', 8), 1000)).toBe(0);
  });

  it('caps an address that makes up a new device for every guess', () => {
    const limiter = new WrongCodeLimiter({ perDevice: 2, perAddress: 4, windowMs: 60_000 });
    for (let guess = 0; guess < 4; guess++)
      limiter.recordWrongCode(phone(`made-up-${guess}`), `G${guess}`, 0);
    expect(limiter.retryAfterSeconds(phone('made-up-new'), 1000)).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds(phone('made-up-new', '10.0.0.2'), 1000)).toBe(0);
  });

  it("forgets a platform's wrong codes when its owner unlocks it", () => {
    const limiter = new WrongCodeLimiter({ perDevice: 1, perAddress: 10, windowMs: 60_000 });
    limiter.recordWrongCode(phone('referee-one'), 'AAAA', 0);
    limiter.recordWrongCode(phone('referee-one', '10.0.0.1', 8), 'AAAA', 0);
    limiter.reset(7);
    expect(limiter.retryAfterSeconds(phone('referee-one'), 1000)).toBe(0);
    expect(limiter.lockedDevices(7, 1000)).toBe(0);
    expect(limiter.lockedDevices(8, 1000)).toBe(1);
  });
});
