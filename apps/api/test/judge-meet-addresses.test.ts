import { lifterNamed } from '@gym/judge-core/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMeet } from '../src/judge/queries.ts';
import { backends } from './support/backends.ts';
import { type MeetFixture, openEvents, ownerWithMeet, sleep } from './support/judge.ts';

interface Meet {
  id: number;
  slug: string;
  live: boolean;
  platforms: { platformId: number; number: number }[];
}

// Its own server: which meet is live is one answer for the whole server.
describe.each(backends)("meets' own public addresses on %s", (backend) => {
  let fixture: MeetFixture;
  let first: Meet;
  let second: Meet;
  const feed = async (query: string) =>
    (await fixture.server.call('GET', `/public/api/judge/combined-data?${query}`)).body.liftData.lifterData
      ?.name ?? null;

  beforeAll(async () => {
    fixture = await ownerWithMeet(backend);
    const { token } = fixture.owner;
    first = (await fixture.server.call('GET', `/api/judge/meets/${fixture.meet.id}`, { token })).body;
    const created = await fixture.server.call('POST', '/api/judge/meets', {
      token,
      body: { name: 'Bagmati Classic 2026!', platformCount: 3 },
    });
    second = created.body;
    const platform = (meet: Meet, number: number) =>
      meet.platforms.find((p) => p.number === number)?.platformId;
    for (const [meet, name] of [
      [first, 'First Meet Lifter'],
      [second, 'Second Meet Lifter'],
    ] as const) {
      await fixture.server.call('PUT', `/api/judge/platforms/${platform(meet, 1)}/current`, {
        token,
        body: { lift: 'S', lifterData: lifterNamed(name) },
      });
    }
  });
  afterAll(() => fixture.server.close());

  it('gives each meet its own slug, not live, with platforms numbered 1..N', () => {
    expect(second.slug).toMatch(/^bagmati-classic-2026-[a-z2-9]{4}$/);
    expect(first.slug).not.toBe(second.slug);
    expect(second.live).toBe(false);
    expect(second.platforms.map((p) => p.number)).toEqual([1, 2, 3]);
    // The public ids run on across meets; the numbers do not.
    expect(second.platforms[0]?.platformId).toBeGreaterThan(2);
  });

  it('draws a slug again when the one drawn is taken, instead of failing on the unique slug', async () => {
    const draws = [second.slug, 'drawn-again-x2y3'];
    const created = await insertMeet(
      fixture.server.db,
      { userId: fixture.stranger.id, name: 'Bagmati Classic 2026!', date: null, token: 'slug-test-token' },
      () => draws.shift() ?? 'never-drawn',
    );
    expect(created.slug).toBe('drawn-again-x2y3');
    expect(draws).toEqual([]);
  });

  it("answers each meet's platform 1 at its own address, and the empty state for a number it lacks", async () => {
    expect(await feed(`meet=${first.slug}&platformId=1`)).toBe('First Meet Lifter');
    expect(await feed(`meet=${second.slug}&platformId=1`)).toBe('Second Meet Lifter');
    expect(await feed(`meet=${second.slug}&platformId=2`)).toBeNull();
    expect(await feed(`meet=${first.slug}&platformId=3`)).toBeNull();
    expect(await feed('meet=no-such-meet&platformId=1')).toBeNull();
    const bad = await fixture.server.call(
      'GET',
      '/public/api/judge/combined-data?meet=Not%20A%20Slug&platformId=1',
    );
    expect(bad.status).toBe(400);
  });

  it('streams a platform by its meet address', async () => {
    const events = await openEvents(
      `${fixture.server.url}/public/api/judge/platforms/1/events?meet=${second.slug}`,
    );
    const event = await events.next();
    events.close();
    expect(event.data.liftData.lifterData.name).toBe('Second Meet Lifter');
  });

  it('tells anyone a meet by its slug, with no secrets', async () => {
    const answer = await fixture.server.call('GET', `/public/api/judge/meets/${second.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      slug: second.slug,
      name: 'Bagmati Classic 2026!',
      date: null,
      platformCount: 3,
    });
    expect((await fixture.server.call('GET', '/public/api/judge/meets/no-such-meet')).status).toBe(404);
  });

  it("keeps combined-data?platformId= working: public ids while no meet is live, then the live meet's numbers", async () => {
    const secondsFirst = second.platforms[0]?.platformId;
    expect(await feed(`platformId=${secondsFirst}`)).toBe('Second Meet Lifter');

    const path = `/api/judge/meets/${second.id}/live`;
    const stranger = await fixture.server.call('PUT', path, {
      token: fixture.stranger.token,
      body: { live: true },
    });
    expect(stranger.status).toBe(404);
    const marked = await fixture.server.call('PUT', path, {
      token: fixture.owner.token,
      body: { live: true },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.live).toBe(true);
    expect(await feed('platformId=1')).toBe('Second Meet Lifter');

    // An owner has one live meet: marking another moves it.
    await fixture.server.call('PUT', `/api/judge/meets/${first.id}/live`, {
      token: fixture.owner.token,
      body: { live: true },
    });
    await sleep(2_100); // addresses are remembered for two seconds
    expect(await feed('platformId=1')).toBe('First Meet Lifter');
    const meets = (await fixture.server.call('GET', '/api/judge/meets', { token: fixture.owner.token }))
      .body as Meet[];
    expect(meets.map((meet) => meet.live).sort()).toEqual([false, true]);
  });
});
