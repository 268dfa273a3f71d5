import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { callWith, type MeetFixture, ownerWithMeet } from './support/judge.ts';

// Its own server: the guard it proves counts wrong codes per client address for the whole process.
describe.each(backends)('guessing referee codes on %s', (backend) => {
  let fixture: MeetFixture;
  beforeAll(async () => {
    fixture = await ownerWithMeet(backend);
  });
  afterAll(() => fixture.server.close());

  it('refuses an address after 20 wrong codes, even with the right one, naming the wait', async () => {
    const platform = fixture.meet.platforms[0];
    if (!platform) throw new Error('no platform');
    const view = (code: string) =>
      callWith(fixture.server, 'GET', `/api/judge/platforms/${platform.platformId}/referee-view`, {
        'X-Referee-Code': code,
      });
    for (let guess = 0; guess < 20; guess++) expect((await view(`WRONG${guess}`)).status).toBe(401);
    const refused = await view(platform.refereeCode);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many wrong referee codes\. Please try again in \d+ minutes?\.$/,
    );
  });
});
