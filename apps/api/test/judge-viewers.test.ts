import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { type EventReader, type MeetFixture, openEvents, ownerWithMeet, sleep } from './support/judge.ts';
import type { TestServer } from './support/test-server.ts';

const PER_ADDRESS = 5;

describe.each(backends)('judge event-stream viewers on %s', (backend) => {
  let server: TestServer;
  let meet: MeetFixture['meet'];
  beforeAll(async () => {
    ({ server, meet } = await ownerWithMeet(backend, { eventStreamsPerAddress: PER_ADDRESS }));
  });
  afterAll(() => server.close());

  const streamUrl = (index: number) =>
    `${server.url}/public/api/judge/platforms/${meet.platforms[index % meet.platforms.length]?.platformId}/events`;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const open = async (index: number, address: string) => {
    const events = await openEvents(streamUrl(index), from(address));
    await events.next();
    return events;
  };
  const counts = () => ({ ...server.ctx.judgeFeed.counts(), slots: server.ctx.viewerSlots.counts() });
  const idle = { viewers: 0, platforms: 0, slots: { streams: 0, addresses: 0 } };
  /** The server's counts once they settle on `expected` (a closed connection takes a moment to be seen). */
  const settle = async (expected: ReturnType<typeof counts>) => {
    for (let tries = 0; tries < 100 && JSON.stringify(counts()) !== JSON.stringify(expected); tries++) {
      await sleep(20);
    }
    return counts();
  };

  it(`lets one address hold ${PER_ADDRESS} streams, answers 429 to the next, and frees a slot when one closes`, async () => {
    const streams: EventReader[] = [];
    try {
      for (let index = 0; index < PER_ADDRESS; index++) streams.push(await open(index, '10.1.1.1'));
      const refused = await fetch(streamUrl(0), { headers: from('10.1.1.1') });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        code: 'TOO_MANY_STREAMS',
        message: `Too many live streams from this network (at most ${PER_ADDRESS}). Please close some and try again.`,
      });
      // Another network is not held back.
      streams.push(await open(0, '10.1.1.2'));

      streams.shift()?.close();
      await settle({ viewers: PER_ADDRESS, platforms: 2, slots: { streams: PER_ADDRESS, addresses: 2 } });
      streams.push(await open(0, '10.1.1.1'));
    } finally {
      for (const stream of streams) stream.close();
    }
    expect(await settle(idle)).toEqual(idle);
  });

  it('lets go of every viewer, subscription and slot once many viewers have left', async () => {
    const streams: EventReader[] = [];
    for (let index = 0; index < 60; index++) streams.push(await open(index, `10.2.0.${index % 12}`));
    expect(counts()).toEqual({ viewers: 60, platforms: 2, slots: { streams: 60, addresses: 12 } });
    for (const stream of streams) stream.close();
    expect(await settle(idle)).toEqual(idle);
  });

  it('lets go of viewers that leave before their stream has started', async () => {
    const attempts = Array.from({ length: 30 }, async (_, index) => {
      const abort = new AbortController();
      const answer = fetch(streamUrl(index), { headers: from('10.3.0.1'), signal: abort.signal });
      // Leave at once, or just after the request went out: before or while the platform is looked up.
      await sleep(index % 3);
      abort.abort();
      await answer.catch(() => undefined);
    });
    await Promise.all(attempts);
    expect(await settle(idle)).toEqual(idle);
  });
});
