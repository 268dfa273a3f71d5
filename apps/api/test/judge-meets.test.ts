import { LIFTER_BEFORE_OPENER } from '@gym/judge-core/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { type MeetFixture, ownerWithMeet } from './support/judge.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import type { TestServer } from './support/test-server.ts';

describe.each(backends)('judge meets on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let meet: MeetFixture['meet'];
  beforeAll(async () => {
    ({ server, owner, stranger, meet } = await ownerWithMeet(backend));
  });
  afterAll(() => server.close());

  const asOwner = (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: owner.token, body });

  it('creates a meet with numbered platforms, each with its public id and referee code, and a token', async () => {
    expect(meet).toMatchObject({ name: 'Nepal Open', date: '2026-12-05', platformCount: 2 });
    expect(meet.meetToken).toMatch(/^[\w-]{43}$/);
    expect(meet.platforms.map((platform) => platform.number)).toEqual([1, 2]);
    for (const platform of meet.platforms) {
      expect(platform.platformId).toBeGreaterThan(0);
      expect(platform.refereeCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    }
    expect(new Set(meet.platforms.map((platform) => platform.refereeCode)).size).toBe(2);

    const list = await asOwner('GET', '/api/judge/meets');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([meet]);
    expect((await asOwner('GET', `/api/judge/meets/${meet.id}`)).body).toEqual(meet);
  });

  it.each([
    [{ platformCount: 1 }, 'name', 'Name is required.'],
    [{ name: '', platformCount: 1 }, 'name', 'Name is required.'],
    [{ name: '   ', platformCount: 1 }, 'name', 'Name is required.'],
    [{ name: 'Meet', platformCount: 21 }, 'platformCount', 'Platform count must be between 1 and 20.'],
    [{ name: 'Meet', platformCount: 0 }, 'platformCount', 'Platform count must be between 1 and 20.'],
    [{ name: 'Meet' }, 'platformCount', 'Platform count must be between 1 and 20.'],
    [{ name: 'Meet', platformCount: 1, date: '5 Dec' }, 'date', 'Date must be a date.'],
  ] satisfies [unknown, string, string][])('refuses the meet %j naming %s', async (body, field, message) => {
    const answer = await asOwner('POST', '/api/judge/meets', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_ERROR', message, details: [{ field, message }] });
  });

  it('adds platforms when the count grows and removes the highest when it shrinks', async () => {
    const created = await asOwner('POST', '/api/judge/meets', { name: 'Club meet', platformCount: 1 });
    const [first] = created.body.platforms;
    const grown = await asOwner('PUT', `/api/judge/meets/${created.body.id}`, {
      name: 'Club meet (day 2)',
      platformCount: 3,
    });
    expect(grown.status).toBe(200);
    expect(grown.body).toMatchObject({ name: 'Club meet (day 2)', date: null, platformCount: 3 });
    // The existing platform keeps its public id and referee code.
    expect(grown.body.platforms[0]).toEqual(first);

    const third = grown.body.platforms[2].platformId;
    await asOwner('PUT', `/api/judge/platforms/${third}/current`, {
      lift: 'B',
      lifterData: LIFTER_BEFORE_OPENER,
    });
    const feed = await server.call('GET', `/public/api/judge/combined-data?platformId=${third}`);
    expect(feed.body.liftData.platformData.lift).toBe('B');

    const shrunk = await asOwner('PUT', `/api/judge/meets/${created.body.id}`, {
      name: 'Club meet',
      platformCount: 2,
    });
    expect(shrunk.body.platforms.map((platform: { number: number }) => platform.number)).toEqual([1, 2]);
    // The removed platform's viewers now get the empty state.
    const gone = await server.call('GET', `/public/api/judge/combined-data?platformId=${third}`);
    expect(gone.body.liftData).toEqual({ lifterData: null, platformData: { lift: 'S' } });
    expect((await asOwner('GET', `/api/judge/platforms/${third}`)).status).toBe(404);
  });

  it('renews the meet token and every referee code', async () => {
    const created = await asOwner('POST', '/api/judge/meets', { name: 'Leaky', platformCount: 2 });
    const renewed = await asOwner('POST', `/api/judge/meets/${created.body.id}/renew-codes`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.meetToken).not.toBe(created.body.meetToken);
    renewed.body.platforms.forEach((platform: { platformId: number; refereeCode: string }, i: number) => {
      expect(platform.platformId).toBe(created.body.platforms[i].platformId);
      expect(platform.refereeCode).not.toBe(created.body.platforms[i].refereeCode);
    });
    const oldCode = await fetch(
      `${server.url}/api/judge/platforms/${created.body.platforms[0].platformId}/referee-view`,
      { headers: { 'x-referee-code': created.body.platforms[0].refereeCode } },
    );
    expect(oldCode.status).toBe(401);
  });

  it('deletes a meet, its platforms and their feeds', async () => {
    const created = await asOwner('POST', '/api/judge/meets', { name: 'Gone soon', platformCount: 1 });
    const platformId = created.body.platforms[0].platformId;
    await asOwner('PUT', `/api/judge/platforms/${platformId}/current`, {
      lift: 'S',
      lifterData: LIFTER_BEFORE_OPENER,
    });
    expect((await asOwner('DELETE', `/api/judge/meets/${created.body.id}`)).status).toBe(204);
    expect((await asOwner('GET', `/api/judge/meets/${created.body.id}`)).status).toBe(404);
    const feed = await server.call('GET', `/public/api/judge/combined-data?platformId=${platformId}`);
    expect(feed.body.liftData.lifterData).toBeNull();
  });

  it.each([
    ['GET', '/api/judge/meets/{meet}'],
    ['PUT', '/api/judge/meets/{meet}', () => ({ name: 'Mine now', platformCount: 1 })],
    ['DELETE', '/api/judge/meets/{meet}'],
    ['POST', '/api/judge/meets/{meet}/renew-codes'],
    ['GET', '/api/judge/platforms/{platform}'],
    ['PUT', '/api/judge/platforms/{platform}/current', () => ({ lift: 'D', lifterData: null })],
    ['PUT', '/api/judge/platforms/{platform}/attempts/S/1', () => ({ weightKg: 1 })],
  ] satisfies RouteCall[])('answers 404 to another owner for %s %s', async (...route) => {
    const ids = { meet: meet.id, platform: meet.platforms[0]?.platformId };
    const answer = await callRoute(server, stranger.token, ids, route);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
  });

  it('lists another owner only their own meets, and they changed nothing of the owner’s', async () => {
    expect((await server.call('GET', '/api/judge/meets', { token: stranger.token })).body).toEqual([]);
    expect((await asOwner('GET', `/api/judge/meets/${meet.id}`)).body).toEqual(meet);
  });

  it('needs a sign-in for meets and the table operator', async () => {
    expect((await server.call('GET', '/api/judge/meets')).status).toBe(401);
    expect(
      (await server.call('POST', '/api/judge/meets', { body: { name: 'X', platformCount: 1 } })).status,
    ).toBe(401);
    const platformId = meet.platforms[0]?.platformId;
    const write = await server.call('PUT', `/api/judge/platforms/${platformId}/current`, {
      body: { lift: 'S' },
    });
    expect(write.status).toBe(401);
  });
});
