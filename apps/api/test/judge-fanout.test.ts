import { lifterNamed } from '@gym/judge-core/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import type { Account } from './support/accounts.ts';
import { callWith, type MeetFixture, openEvents, ownerWithMeet, sleep } from './support/judge.ts';
import type { TestServer } from './support/test-server.ts';

// Several server processes on one PostgreSQL server: a change written through one reaches the
// viewers and the cached answers of the other through LISTEN/NOTIFY.
describe.skipIf(!process.env.DATABASE_URL)('judge feed across server processes on postgres', () => {
  let writer: TestServer;
  let owner: Account;
  let meet: MeetFixture['meet'];
  let peer: FastifyInstance;
  let peerUrl: string;
  let platformId: number;
  beforeAll(async () => {
    ({ server: writer, owner, meet } = await ownerWithMeet('postgres', { judgeLightsSeconds: 0.5 }));
    platformId = meet.platforms[0]?.platformId ?? 0;
    ({ app: peer } = await startServer(writer.config));
    peerUrl = await peer.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await peer.close();
    await writer.close();
  });

  const setLifter = (name: string) =>
    writer.call('PUT', `/api/judge/platforms/${platformId}/current`, {
      token: owner.token,
      body: { lift: 'S', lifterData: lifterNamed(name) },
    });
  const peerFeed = async () =>
    (await (await fetch(`${peerUrl}/public/api/judge/combined-data?platformId=${platformId}`)).json()) as {
      liftData: { lifterData: { name: string } | null };
    };
  /** The peer's answer once it names `name` (a notification takes a moment to arrive). */
  const peerShows = async (name: string) => {
    for (let tries = 0; tries < 50; tries++) {
      if ((await peerFeed()).liftData.lifterData?.name === name) return true;
      await sleep(20);
    }
    return false;
  };

  it("drops the other process's cached answer when a write commits", async () => {
    await setLifter('First Lifter');
    expect(await peerShows('First Lifter')).toBe(true);
    await setLifter('Second Lifter');
    expect(await peerShows('Second Lifter')).toBe(true);
  });

  it("pushes a referee decision made through one process to the other's viewers, then the cleared lights", async () => {
    await setLifter('Streamed Lifter');
    const events = await openEvents(`${peerUrl}/public/api/judge/platforms/${platformId}/events`);
    try {
      await events.next((event) => event.data.liftData.lifterData?.name === 'Streamed Lifter');
      const code = { 'x-referee-code': meet.platforms[0]?.refereeCode ?? '' };
      for (const referee of [1, 2, 3]) {
        await callWith(writer, 'POST', `/api/judge/platforms/${platformId}/decisions`, code, {
          referee,
          decision: referee === 2 ? 'no lift' : 'good',
        });
      }
      const lights = await events.next((event) => event.data.judgeResults['1'] !== null);
      expect(lights.data.judgeResults).toEqual({ '1': true, '2': false, '3': true });
      const cleared = await events.next((event) => event.data.judgeResults['1'] === null);
      expect(cleared.data.liftData.lifterData.squatStatus).toEqual([1, 0, 0]);
    } finally {
      events.close();
    }
  });

  it('listens again after losing its connection, and catches up on what it missed', async () => {
    const events = await openEvents(`${peerUrl}/public/api/judge/platforms/${platformId}/events`);
    try {
      await events.next();
      // Cut every LISTEN connection to this database: both processes reconnect with back-off.
      const cut = await writer.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
      expect(cut.length).toBe(2);
      await setLifter('While Reconnecting');
      const caughtUp = await events.next(
        (event) => event.data.liftData.lifterData?.name === 'While Reconnecting',
        10_000,
      );
      expect(caughtUp.data.liftData.platformData.lift).toBe('S');
      await setLifter('After Reconnecting');
      await events.next((event) => event.data.liftData.lifterData?.name === 'After Reconnecting', 10_000);
    } finally {
      events.close();
    }
  });
});
