import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WrongCodeLimiter, type WrongCodeLimits } from '../src/judge/wrong-code-limiter.ts';
import { backends } from './support/backends.ts';
import { type MeetFixture, ownerWithMeet } from './support/judge.ts';

// The limiter on its own, on the database every process shares; the times are its `now`.
describe.each(backends)('WrongCodeLimiter on %s', (backend) => {
  let fixture: MeetFixture;
  // The meet's two platforms.
  let first = 0;
  let second = 0;
  beforeAll(async () => {
    fixture = await ownerWithMeet(backend);
    [first, second] = fixture.meet.platforms.map((platform) => platform.platformId) as [number, number];
  });
  afterAll(() => fixture.server.close());
  beforeEach(async () => {
    await fixture.server.db.query('DELETE FROM referee_wrong_codes');
  });
  const limiterWith = (limits: Partial<WrongCodeLimits>) => new WrongCodeLimiter(fixture.server.db, limits);
  const phone = (device: string, address = '10.0.0.1', platformId = first) => ({
    platformId,
    device,
    address,
  });

  it('locks a device after the limit of different wrong codes, until the oldest ages out', async () => {
    const limiter = limiterWith({ perDevice: 3, perAddress: 10, windowMs: 60_000 });
    for (const [code, at] of [
      ['AAAA', 0],
      ['BBBB', 10_000],
      ['CCCC', 20_000],
    ] as const)
      await limiter.recordWrongCode(phone('referee-one'), code, at);
    expect(await limiter.retryAfterSeconds(phone('referee-one'), 30_000)).toBe(30);
    expect(await limiter.lockedDevices(fixture.server.db, [first, second], 30_000)).toEqual(
      new Map([[first, 1]]),
    );
    expect(await limiter.retryAfterSeconds(phone('referee-one'), 60_000)).toBe(0);
  });

  it('counts a wrong code once however often it is sent (a polling page)', async () => {
    const limiter = limiterWith({ perDevice: 3, perAddress: 10, windowMs: 60_000 });
    for (let poll = 0; poll < 30; poll++)
      await limiter.recordWrongCode(phone('referee-one'), 'AAAA', poll * 1000);
    expect(await limiter.retryAfterSeconds(phone('referee-one'), 30_000)).toBe(0);
  });

  it('leaves the other devices behind the same address, and other platforms, alone', async () => {
    const limiter = limiterWith({ perDevice: 2, perAddress: 10, windowMs: 60_000 });
    await limiter.recordWrongCode(phone('referee-one'), 'AAAA', 0);
    await limiter.recordWrongCode(phone('referee-one'), 'BBBB', 0);
    expect(await limiter.retryAfterSeconds(phone('referee-one'), 1000)).toBeGreaterThan(0);
    expect(await limiter.retryAfterSeconds(phone('referee-two'), 1000)).toBe(0);
    expect(await limiter.retryAfterSeconds(phone('referee-one', '10.0.0.1', second), 1000)).toBe(0);
  });

  it('caps an address that makes up a new device for every guess', async () => {
    const limiter = limiterWith({ perDevice: 2, perAddress: 4, windowMs: 60_000 });
    for (let guess = 0; guess < 4; guess++)
      await limiter.recordWrongCode(phone(`made-up-${guess}`), `G${guess}`, 0);
    expect(await limiter.retryAfterSeconds(phone('made-up-new'), 1000)).toBeGreaterThan(0);
    expect(await limiter.retryAfterSeconds(phone('made-up-new', '10.0.0.2'), 1000)).toBe(0);
  });

  it("forgets a platform's wrong codes when its owner unlocks it", async () => {
    const limiter = limiterWith({ perDevice: 1, perAddress: 10, windowMs: 60_000 });
    await limiter.recordWrongCode(phone('referee-one'), 'AAAA', 0);
    await limiter.recordWrongCode(phone('referee-one', '10.0.0.1', second), 'AAAA', 0);
    await limiter.reset(first);
    expect(await limiter.retryAfterSeconds(phone('referee-one'), 1000)).toBe(0);
    expect(await limiter.lockedDevices(fixture.server.db, [first, second], 1000)).toEqual(
      new Map([[second, 1]]),
    );
  });
});
