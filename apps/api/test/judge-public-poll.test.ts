import { lifterNamed } from '@gym/judge-core/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { type MeetFixture, ownerWithMeet } from './support/judge.ts';
import type { TestServer } from './support/test-server.ts';

// The public poll's fast path (src/judge/public-poll.ts) answers from the HTTP server's request event
// once the regular route has answered: the same bytes and headers, and everything it is not sure of
// still goes through Fastify's validation.
describe.each(backends)('public poll fast path on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let meet: MeetFixture['meet'] & { slug: string };
  let platformId: number;
  let fast = 0;
  beforeAll(async () => {
    const fixture = await ownerWithMeet(backend);
    ({ server, owner } = fixture);
    meet = fixture.meet as typeof meet;
    platformId = meet.platforms[0]?.platformId ?? 0;
    // Count the requests the fast path answers (the real one still answers them).
    const poll = server.ctx.publicPoll;
    const answer = poll.answer.bind(poll);
    poll.answer = (request, response) => {
      const answered = answer(request, response);
      if (answered) fast++;
      return answered;
    };
  });
  afterAll(() => server.close());

  const get = async (query: string, headers: Record<string, string> = {}) => {
    const before = fast;
    const response = await fetch(`${server.url}/public/api/judge/combined-data?${query}`, { headers });
    const text = await response.text();
    const shown = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
    return { status: response.status, text, headers: shown, fast: fast > before };
  };
  const setLifter = (name: string) =>
    server.call('PUT', `/api/judge/platforms/${platformId}/current`, {
      token: owner.token,
      body: { lift: 'S', lifterData: lifterNamed(name) },
    });

  it('answers a repeated poll itself, with the bytes and headers of the regular route', async () => {
    await setLifter('Fast Lifter');
    const regular = await get(`platformId=${platformId}`);
    expect(regular).toMatchObject({ status: 200, fast: false });
    expect(regular.headers['access-control-allow-origin']).toBe('*');
    expect(regular.headers['x-content-type-options']).toBe('nosniff');
    const repeated = await get(`platformId=${platformId}`);
    expect(repeated).toMatchObject({ status: 200, fast: true });
    expect(repeated.text).toBe(regular.text);
    expect(repeated.headers).toEqual(regular.headers);
    expect(JSON.parse(repeated.text).liftData.lifterData.name).toBe('Fast Lifter');
  });

  it('answers 304 to If-None-Match with the same headers as the regular route', async () => {
    const { headers } = await get(`platformId=${platformId}`);
    const etag = headers.etag ?? '';
    const fastAnswer = await get(`platformId=${platformId}`, { 'if-none-match': `W/"x", ${etag}` });
    expect(fastAnswer).toMatchObject({ status: 304, fast: true, text: '' });
    // A poll the fast path leaves alone (a trailing '&'), answered by the regular route.
    const regular = await get(`platformId=${platformId}&`, { 'if-none-match': etag });
    expect(regular).toMatchObject({ status: 304, fast: false });
    expect(fastAnswer.headers).toEqual(regular.headers);
  });

  it('answers the new state at once after a change', async () => {
    await get(`platformId=${platformId}`);
    await setLifter('Next Lifter');
    const after = await get(`platformId=${platformId}`);
    expect(JSON.parse(after.text).liftData.lifterData.name).toBe('Next Lifter');
    // On PostgreSQL the writer hears its own NOTIFY a moment later and reads once more.
    let again = await get(`platformId=${platformId}`);
    for (let tries = 0; !again.fast && tries < 10; tries++) again = await get(`platformId=${platformId}`);
    expect(again.fast).toBe(true);
    expect(again.text).toBe(after.text);
  });

  it("answers a meet's own address once it was looked up", async () => {
    const query = `meet=${meet.slug}&platformId=1`;
    const first = await get(query);
    const second = await get(query);
    expect([first.fast, second.fast]).toEqual([false, true]);
    expect(second.text).toBe(first.text);
    expect(JSON.parse(second.text).liftData.lifterData.name).toBe('Next Lifter');
  });

  it('leaves every poll outside the contract to the regular validation', async () => {
    for (const query of [
      'platformId=0',
      'platformId=2147483648',
      'platformId=99999999999',
      `platformId=${platformId}&platformId=${platformId}`,
      `platformId=${platformId}&meet=Not%20A%20Slug`,
    ]) {
      const answer = await get(query);
      expect({ query, status: answer.status, fast: answer.fast }).toEqual({
        query,
        status: 400,
        fast: false,
      });
    }
    // Written in a way the regular route takes (ajv reads 1e3 as 1000), the fast path does not.
    expect((await get('platformId=1e3')).fast).toBe(false);
    const longTag = await get(`platformId=${platformId}`, { 'if-none-match': 'x'.repeat(201) });
    expect(longTag).toMatchObject({ status: 400, fast: false });
    const posted = await fetch(`${server.url}/public/api/judge/combined-data?platformId=${platformId}`, {
      method: 'POST',
    });
    expect(posted.status).toBe(404);
  });
});
