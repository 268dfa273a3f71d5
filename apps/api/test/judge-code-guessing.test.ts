import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import { backends } from './support/backends.ts';
import { callWith, type MeetFixture, ownerWithMeet } from './support/judge.ts';

// Its own server: the guard it proves keeps wrong codes per device and platform for the whole process.
describe.each(backends)('wrong referee codes on %s', (backend) => {
  let fixture: MeetFixture;
  let platformId: number;
  let refereeCode: string;
  beforeAll(async () => {
    fixture = await ownerWithMeet(backend);
    const platform = fixture.meet.platforms[0];
    if (!platform) throw new Error('no platform');
    ({ platformId, refereeCode } = platform);
  });
  afterAll(() => fixture.server.close());

  const view = (code: string, device?: string) =>
    callWith(fixture.server, 'GET', `/api/judge/platforms/${platformId}/referee-view`, {
      'X-Referee-Code': code,
      ...(device ? { 'X-Referee-Device': device } : {}),
    });
  const lockedDevices = async (token: string) => {
    const meet = await fixture.server.call('GET', `/api/judge/meets/${fixture.meet.id}`, { token });
    return meet.body.platforms[0].lockedDevices;
  };

  it('counts a wrong code once however often a page polls with it', async () => {
    for (let poll = 0; poll < 30; poll++)
      expect((await view('WRONGONE', 'polling-phone-1')).status).toBe(401);
    expect((await view(refereeCode, 'polling-phone-1')).status).toBe(200);
  });

  it('locks the device after 5 different wrong codes, not the other phones on the same Wi-Fi', async () => {
    for (let guess = 0; guess < 5; guess++)
      expect((await view(`WRONG${guess}`, 'mistyping-phone')).status).toBe(401);
    const refused = await view(refereeCode, 'mistyping-phone');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many wrong referee codes from this phone\. Ask the meet's organiser to unlock it, or try again in \d+ minutes?\.$/,
    );
    expect((await view(refereeCode, 'other-referee-phone')).status).toBe(200);
    expect(await lockedDevices(fixture.owner.token)).toBe(1);
  });

  it("lets only the meet's owner unlock the platform", async () => {
    const path = `/api/judge/platforms/${platformId}/referee-locks`;
    const stranger = await fixture.server.call('DELETE', path, { token: fixture.stranger.token });
    expect(stranger.status).toBe(404);
    expect((await view(refereeCode, 'mistyping-phone')).status).toBe(429);
    expect((await fixture.server.call('DELETE', path)).status).toBe(401);

    expect((await fixture.server.call('DELETE', path, { token: fixture.owner.token })).status).toBe(204);
    expect((await view(refereeCode, 'mistyping-phone')).status).toBe(200);
    expect(await lockedDevices(fixture.owner.token)).toBe(0);
  });

  it('refuses a device id that is not one and counts the address instead', async () => {
    const answer = await view(refereeCode, 'bad id!');
    expect(answer.status).toBe(400);
  });
});

// Behind a load balancer a referee's guesses reach every process: the limits and the owner's unlock
// are the same whichever process answers.
describe.skipIf(!process.env.DATABASE_URL)('wrong referee codes across server processes on postgres', () => {
  let fixture: MeetFixture;
  let peer: FastifyInstance;
  let peerUrl: string;
  let platformId: number;
  let refereeCode: string;
  beforeAll(async () => {
    fixture = await ownerWithMeet('postgres');
    const platform = fixture.meet.platforms[0];
    if (!platform) throw new Error('no platform');
    ({ platformId, refereeCode } = platform);
    ({ app: peer } = await startServer(fixture.server.config));
    peerUrl = await peer.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await peer.close();
    await fixture.server.close();
  });

  const viewThrough = async (url: string, code: string) =>
    (
      await fetch(`${url}/api/judge/platforms/${platformId}/referee-view`, {
        headers: { 'X-Referee-Code': code, 'X-Referee-Device': 'roaming-phone' },
      })
    ).status;

  it('locks a device whose guesses went to both processes, on both, and one unlock frees it on both', async () => {
    for (let guess = 0; guess < 5; guess++) {
      const url = guess % 2 === 0 ? fixture.server.url : peerUrl;
      expect(await viewThrough(url, `WRONG${guess}`)).toBe(401);
    }
    expect(await viewThrough(fixture.server.url, refereeCode)).toBe(429);
    expect(await viewThrough(peerUrl, refereeCode)).toBe(429);
    const meet = await fetch(`${peerUrl}/api/judge/meets/${fixture.meet.id}`, {
      headers: { authorization: `Bearer ${fixture.owner.token}` },
    });
    expect(
      ((await meet.json()) as { platforms: { lockedDevices: number }[] }).platforms[0]?.lockedDevices,
    ).toBe(1);

    const unlock = await fixture.server.call('DELETE', `/api/judge/platforms/${platformId}/referee-locks`, {
      token: fixture.owner.token,
    });
    expect(unlock.status).toBe(204);
    expect(await viewThrough(peerUrl, refereeCode)).toBe(200);
    expect(await viewThrough(fixture.server.url, refereeCode)).toBe(200);
  });
});
