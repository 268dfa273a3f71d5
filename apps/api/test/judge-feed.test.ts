import type { JudgeFeed } from '@gym/judge-core';
import { LIFTER_BEFORE_OPENER, lifterNamed } from '@gym/judge-core/fixtures';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import {
  callWith,
  type MeetFixture,
  openEvents,
  ownerWithMeet,
  type StreamEvent,
  sleep,
} from './support/judge.ts';
import type { TestServer } from './support/test-server.ts';

const LIGHTS_SECONDS = 1;
const NO_LIGHTS = { '1': null, '2': null, '3': null };

describe.each(backends)('judge feed on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let meet: MeetFixture['meet'];
  let platformId: number;
  let refereeCode: string;
  beforeAll(async () => {
    ({ server, owner, meet } = await ownerWithMeet(backend, { judgeLightsSeconds: LIGHTS_SECONDS }));
    platformId = meet.platforms[0]?.platformId ?? 0;
    refereeCode = meet.platforms[0]?.refereeCode ?? '';
  });
  afterAll(() => server.close());

  const operator = (method: string, path: string, body?: unknown) =>
    server.call(method, `/api/judge/platforms/${platformId}${path}`, { token: owner.token, body });
  const feed = async (id = platformId) =>
    (await server.call('GET', `/public/api/judge/combined-data?platformId=${id}`)).body;
  const decide = (
    referee: number,
    decision: string,
    extra: object = {},
    code = refereeCode,
    id = platformId,
  ) =>
    callWith(
      server,
      'POST',
      `/api/judge/platforms/${id}/decisions`,
      { 'x-referee-code': code },
      {
        referee,
        decision,
        ...extra,
      },
    );
  const lightsShown = (event: StreamEvent) => event.data.judgeResults['1'] !== null;

  // Every test starts from a fresh lifter on the squat, nothing decided. (Setting the same lifter
  // on the same attempt again would keep decisions already made: clear the platform first.)
  beforeEach(async () => {
    await operator('PUT', '/current', { lift: 'S', lifterData: null });
    const answer = await operator('PUT', '/current', { lift: 'S', lifterData: LIFTER_BEFORE_OPENER });
    expect(answer.status).toBe(200);
  });

  it('answers the lifter and lift the table operator set, in the specification shape', async () => {
    const answer = await operator('PUT', '/current', { lift: 'B', lifterData: lifterNamed('Maya Gurung') });
    expect(answer.body).toMatchObject({
      platformId,
      meetId: meet.id,
      platformNumber: 1,
      attempt: 1,
      refereesDecided: { '1': false, '2': false, '3': false },
      lightsUntil: null,
    });
    expect(await feed()).toEqual({
      liftData: { lifterData: lifterNamed('Maya Gurung'), platformData: { lift: 'B' } },
      judgeResults: NO_LIGHTS,
      judgeCards: NO_LIGHTS,
    });
    // Omitting the lifter keeps it; null clears it.
    await operator('PUT', '/current', { lift: 'D' });
    expect((await feed()).liftData).toEqual({
      lifterData: lifterNamed('Maya Gurung'),
      platformData: { lift: 'D' },
    });
    const cleared = await operator('PUT', '/current', { lift: 'D', lifterData: null });
    expect(cleared.body.attempt).toBeNull();
    expect((await feed()).liftData.lifterData).toBeNull();
    expect((await operator('GET', '')).body).toEqual(cleared.body);
  });

  it("sets an attempt's weight and result; the attempt up is the first pending one", async () => {
    const weighed = await operator('PUT', '/attempts/S/3', { weightKg: 130.5 });
    expect(weighed.body.combinedData.liftData.lifterData.squatKg).toEqual([120, 125, 130.5]);
    const judged = await operator('PUT', '/attempts/S/1', { status: 1 });
    expect(judged.body.attempt).toBe(2);
    expect(judged.body.combinedData.liftData.lifterData.squatStatus).toEqual([1, 0, 0]);
    const both = await operator('PUT', '/attempts/S/2', { weightKg: null, status: -1 });
    expect(both.body.combinedData.liftData.lifterData).toMatchObject({
      squatKg: [120, null, 130.5],
      squatStatus: [1, -1, 0],
    });
    expect(both.body.attempt).toBe(3);
  });

  it.each([
    ['PUT', '/current', { lift: 'X' }, 'lift', 'Lift must be S, B or D.'],
    ['PUT', '/current', {}, 'lift', 'Lift must be S, B or D.'],
    ['PUT', '/current', { lift: 'S', lifterData: { name: 'No arrays' } }, 'age', 'Age is required.'],
    [
      'PUT',
      '/current',
      { lift: 'S', lifterData: { ...LIFTER_BEFORE_OPENER, squatStatus: [0, 2, 0] } },
      'squatStatus',
      'Squat status must be one of -1, 0, 1.',
    ],
    [
      'PUT',
      '/current',
      { lift: 'S', lifterData: { ...LIFTER_BEFORE_OPENER, benchKg: [1, 2] } },
      'benchKg',
      'Bench kg must have at least 3 entries.',
    ],
    ['PUT', '/attempts/S/1', { weightKg: 2000 }, 'weightKg', 'Weight must be between 0 and 1000 kg.'],
    ['PUT', '/attempts/S/1', {}, 'body', 'Body must name at least 1 field.'],
    ['PUT', '/attempts/S/4', { weightKg: 100 }, 'attempt', 'Attempt must be at most 3.'],
    ['PUT', '/attempts/Q/1', { weightKg: 100 }, 'lift', 'Lift must be S, B or D.'],
  ] satisfies [string, string, unknown, string, string][])(
    'refuses an invalid operator write %s %s %j naming %s',
    async (method, path, body, field, message) => {
      const answer = await operator(method, path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message, details: expect.arrayContaining([{ field, message }]) });
    },
  );

  it('refuses an attempt write while no lifter is up', async () => {
    await operator('PUT', '/current', { lift: 'S', lifterData: null });
    const answer = await operator('PUT', '/attempts/S/1', { weightKg: 100 });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 'CONFLICT',
      message: 'No lifter is up on this platform: set the lifter first.',
    });
    expect((await decide(1, 'good')).status).toBe(409);
  });

  it("refuses referees without the platform's code", async () => {
    const other = meet.platforms[1]?.refereeCode ?? '';
    const view = (headers: Record<string, string>, id = platformId) =>
      callWith(server, 'GET', `/api/judge/platforms/${id}/referee-view`, headers);
    expect(await view({})).toMatchObject({
      status: 401,
      body: { message: 'Enter the referee code of this platform.' },
    });
    expect(await view({ 'x-referee-code': 'WRONG123' })).toMatchObject({
      status: 401,
      body: { message: 'Wrong referee code for this platform.' },
    });
    // Another platform's code does not open this one.
    expect((await view({ 'x-referee-code': other })).status).toBe(401);
    expect((await decide(1, 'good', {}, other)).status).toBe(401);
    expect((await view({ 'x-referee-code': refereeCode }, 999_999)).status).toBe(404);
    // Phones may send it in lower case.
    const ok = await view({ 'x-referee-code': refereeCode.toLowerCase() });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      platformId,
      platformNumber: 1,
      meetName: 'Nepal Open',
      lifterName: 'Sita Rai',
      lift: 'S',
      attempt: 1,
      weightKg: 120,
      refereesDecided: { '1': false, '2': false, '3': false },
      lightsShown: false,
    });
    expect((await feed()).judgeResults).toEqual(NO_LIGHTS);
  });

  it.each([
    [{ referee: 4, decision: 'good' }, 'referee', 'Referee must be 1, 2 or 3.'],
    [{ decision: 'good' }, 'referee', 'Referee must be 1, 2 or 3.'],
    [{ referee: 1, decision: 'maybe' }, 'decision', "Decision must be 'good' or 'no lift'."],
    [
      { referee: 1, decision: 'no lift', reasonCard: 4 },
      'reasonCard',
      'Reason card must be 1 (red), 2 (blue) or 3 (yellow).',
    ],
    [{ referee: 1, decision: 'good', reasonCard: 2 }, 'reasonCard', 'A reason card goes only with no lift.'],
  ] satisfies [object, string, string][])(
    'refuses the decision %j naming %s',
    async (body, field, message) => {
      const answer = await callWith(
        server,
        'POST',
        `/api/judge/platforms/${platformId}/decisions`,
        { 'x-referee-code': refereeCode },
        body,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message, details: [{ field, message }] });
    },
  );

  it('hides the lights until all three referees have decided, then shows them with the reason cards', async () => {
    const first = await decide(1, 'good');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      refereesDecided: { '1': true, '2': false, '3': false },
      lightsShown: false,
    });
    expect((await feed()).judgeResults).toEqual(NO_LIGHTS);
    const twice = await decide(1, 'no lift');
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'Referee 1 has already decided this attempt.' },
    });

    await decide(3, 'no lift', { reasonCard: 1 });
    const partial = await feed();
    expect(partial.judgeResults).toEqual(NO_LIGHTS);
    expect(partial.judgeCards).toEqual(NO_LIGHTS);
    expect((await operator('GET', '')).body.refereesDecided).toEqual({ '1': true, '2': false, '3': true });

    const last = await decide(2, 'good');
    expect(last.body).toMatchObject({
      refereesDecided: { '1': true, '2': true, '3': true },
      lightsShown: true,
    });
    const shown = await feed();
    expect(shown.judgeResults).toEqual({ '1': true, '2': true, '3': false });
    expect(shown.judgeCards).toEqual({ '1': null, '2': null, '3': 1 });
    // While the lights show, the attempt is still pending: viewers colour it from the lights.
    expect(shown.liftData.lifterData.squatStatus).toEqual([0, 0, 0]);
    expect((await decide(3, 'good')).status).toBe(409);
  });

  it('writes the majority into the status when the lights clear, and moves to the next attempt', async () => {
    await decide(1, 'good');
    await decide(2, 'good');
    await decide(3, 'no lift', { reasonCard: 2 });
    const state = await operator('GET', '');
    expect(Date.parse(state.body.lightsUntil) - Date.now()).toBeGreaterThan(0);
    await sleep(LIGHTS_SECONDS * 1000 + 100);
    const cleared = await feed();
    expect(cleared.judgeResults).toEqual(NO_LIGHTS);
    expect(cleared.judgeCards).toEqual(NO_LIGHTS);
    expect(cleared.liftData.lifterData.squatStatus).toEqual([1, 0, 0]);
    expect((await operator('GET', '')).body).toMatchObject({ attempt: 2, lightsUntil: null });

    // The second attempt: one good light of three fails it.
    await decide(1, 'no lift', { reasonCard: 3 });
    await decide(2, 'good');
    await decide(3, 'no lift');
    expect((await feed()).judgeResults).toEqual({ '1': false, '2': true, '3': false });
    await sleep(LIGHTS_SECONDS * 1000 + 100);
    expect((await feed()).liftData.lifterData.squatStatus).toEqual([1, -1, 0]);
    const view = await callWith(server, 'GET', `/api/judge/platforms/${platformId}/referee-view`, {
      'x-referee-code': refereeCode,
    });
    expect(view.body).toMatchObject({ attempt: 3, weightKg: null, lightsShown: false });
  });

  it('settles lights still showing when the operator moves on, so the result is kept', async () => {
    await decide(1, 'no lift');
    await decide(2, 'no lift');
    await decide(3, 'good');
    const moved = await operator('PUT', '/current', { lift: 'B' });
    expect(moved.body.combinedData).toMatchObject({
      liftData: { platformData: { lift: 'B' } },
      judgeResults: NO_LIGHTS,
    });
    expect(moved.body.combinedData.liftData.lifterData.squatStatus).toEqual([-1, 0, 0]);
    expect(moved.body.refereesDecided).toEqual({ '1': false, '2': false, '3': false });
  });

  it('starts the decisions over when the attempt up changes, and keeps them otherwise', async () => {
    await decide(1, 'good');
    await operator('PUT', '/attempts/S/3', { weightKg: 135 });
    expect((await operator('GET', '')).body.refereesDecided).toEqual({ '1': true, '2': false, '3': false });
    // A jury decision on the attempt up moves on to the next attempt.
    await operator('PUT', '/attempts/S/1', { status: -1 });
    expect((await operator('GET', '')).body).toMatchObject({
      attempt: 2,
      refereesDecided: { '1': false, '2': false, '3': false },
    });
  });

  it('answers a strong ETag with short public caching, and 304 while the state is unchanged', async () => {
    const first = await fetch(`${server.url}/public/api/judge/combined-data?platformId=${platformId}`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=1');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await fetch(`${server.url}/public/api/judge/combined-data?platformId=${platformId}`, {
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    await decide(2, 'good');
    // Hidden decisions do not change what viewers see.
    const hidden = await fetch(`${server.url}/public/api/judge/combined-data?platformId=${platformId}`, {
      headers: { 'if-none-match': etag },
    });
    expect(hidden.status).toBe(304);
    await operator('PUT', '/attempts/S/2', { weightKg: 127.5 });
    const changed = await fetch(`${server.url}/public/api/judge/combined-data?platformId=${platformId}`, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as JudgeFeed).liftData.lifterData?.squatKg).toEqual([120, 127.5, null]);
  });

  it('answers the empty state for a platform that does not exist, and 400 for an invalid id', async () => {
    expect(await feed(999_999)).toEqual({
      liftData: { lifterData: null, platformData: { lift: 'S' } },
      judgeResults: NO_LIGHTS,
      judgeCards: NO_LIGHTS,
    });
    const invalid = await server.call('GET', '/public/api/judge/combined-data?platformId=0');
    expect(invalid.status).toBe(400);
    expect(invalid.body.details[0].field).toBe('platformId');
    expect((await server.call('GET', '/public/api/judge/combined-data')).status).toBe(400);
  });

  it('streams the state, then every change, to any origin', async () => {
    const events = await openEvents(`${server.url}/public/api/judge/platforms/${platformId}/events`, {
      origin: 'https://federation.example',
    });
    try {
      expect(events.response.status).toBe(200);
      expect(events.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(events.response.headers.get('access-control-allow-origin')).toBe('*');
      const initial = await events.next();
      expect(initial.data).toEqual(await feed());
      const etag = (
        await fetch(`${server.url}/public/api/judge/combined-data?platformId=${platformId}`)
      ).headers.get('etag');
      expect(`"${initial.id}"`).toBe(etag);

      await decide(1, 'good');
      await decide(2, 'no lift');
      await decide(3, 'no lift', { reasonCard: 3 });
      const lights = await events.next(lightsShown);
      expect(lights.data.judgeResults).toEqual({ '1': true, '2': false, '3': false });
      expect(lights.data.judgeCards).toEqual({ '1': null, '2': null, '3': 3 });
      // Hidden decisions sent nothing: the lights are the first change after the initial state.
      expect(events.pending()).toEqual([]);

      // The lights clear by time alone; the stream says so too.
      const cleared = await events.next((event) => !lightsShown(event), LIGHTS_SECONDS * 1000 + 3000);
      expect(cleared.data.liftData.lifterData.squatStatus).toEqual([-1, 0, 0]);
    } finally {
      events.close();
    }
  });

  it('does not repeat the state a reconnecting viewer already has', async () => {
    const url = `${server.url}/public/api/judge/platforms/${platformId}/events`;
    const first = await openEvents(url);
    const { id } = await first.next();
    first.close();
    const again = await openEvents(url, { 'last-event-id': id ?? '' });
    try {
      await sleep(300);
      expect(again.pending()).toEqual([]);
      await operator('PUT', '/attempts/B/2', { weightKg: 65 });
      expect((await again.next()).data.liftData.lifterData.benchKg).toEqual([60, 65, null]);
    } finally {
      again.close();
    }
  });

  it("takes competition software's whole state with the meet token", async () => {
    const push = (body: unknown, token = meet.meetToken, number = 2, meetId = meet.id) =>
      callWith(
        server,
        'PUT',
        `/api/judge/meets/${meetId}/platforms/${number}/combined-data`,
        { 'x-meet-token': token },
        body,
      );
    const second = meet.platforms[1]?.platformId ?? 0;
    const state = { liftData: { lifterData: lifterNamed('Bikash Thapa'), platformData: { lift: 'D' } } };

    expect((await push(state, '')).status).toBe(401);
    expect(await push(state, 'not-the-token')).toMatchObject({
      status: 401,
      body: { message: 'Wrong meet token for this meet.' },
    });
    expect((await push(state, meet.meetToken, 2, 999_999)).status).toBe(401);
    expect((await push(state, meet.meetToken, 3)).status).toBe(404);
    const invalid = await push({ liftData: { lifterData: null } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details[0].field).toBe('platformData');

    const pushed = await push(state);
    expect(pushed.status).toBe(200);
    expect(pushed.body).toMatchObject({ platformId: second, platformNumber: 2, attempt: 1 });
    expect(await feed(second)).toEqual({ ...state, judgeResults: NO_LIGHTS, judgeCards: NO_LIGHTS });

    // Pushing the same state again changes nothing, not even the ETag.
    const before = (
      await fetch(`${server.url}/public/api/judge/combined-data?platformId=${second}`)
    ).headers.get('etag');
    await push(state);
    const after = (
      await fetch(`${server.url}/public/api/judge/combined-data?platformId=${second}`)
    ).headers.get('etag');
    expect(after).toBe(before);

    // Partial lights stay hidden; all three show, then their majority lands in the statuses.
    await push({ ...state, judgeResults: { '1': true, '2': null, '3': null } });
    expect((await feed(second)).judgeResults).toEqual(NO_LIGHTS);
    await push({ ...state, judgeResults: { '1': true, '2': true, '3': false } });
    expect((await feed(second)).judgeResults).toEqual({ '1': true, '2': true, '3': false });
    await sleep(LIGHTS_SECONDS * 1000 + 100);
    const settled = await feed(second);
    expect(settled.judgeResults).toEqual(NO_LIGHTS);
    expect(settled.liftData.lifterData.deadliftStatus).toEqual([1, 0, 0]);
  });
});
