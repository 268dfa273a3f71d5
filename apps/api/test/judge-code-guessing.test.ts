import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
