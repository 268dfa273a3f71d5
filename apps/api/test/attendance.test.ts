import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../src/time.ts';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import type { TestServer } from './support/test-server.ts';

describe.each(backends)('attendance on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  let clientId: number;
  beforeAll(async () => {
    ({ server, owner, stranger, gymId } = await ownerWithGym(backend, 'Punch Gym'));
    const client = async (name: string) =>
      (
        await server.call('POST', '/api/clients', {
          token: owner.token,
          body: multipartForm({ gymId, name, phone: '9801234567', gender: 'MALE' }),
        })
      ).body.id;
    clientId = await client('Regular');
    const other = await client('Occasional');
    // Kathmandu time (UTC+5:45). 2026-11-01 is a Sunday; 2026-10-05, 11-02, 11-09 and 11-16 are Mondays.
    const punches: [number, string, string][] = [
      [clientId, '2026-11-02T06:05:00+05:45', 'CHECK_IN'],
      [clientId, '2026-11-02T07:30:00+05:45', 'CHECK_OUT'],
      [clientId, '2026-11-09T06:10:00+05:45', 'CHECK_IN'],
      [clientId, '2026-11-09T18:10:00+05:45', 'CHECK_IN'],
      [clientId, '2026-10-31T19:00:00Z', 'CHECK_IN'], // 00:45 on 1 November in Kathmandu
      [other, '2026-11-16T06:40:00+05:45', 'CHECK_IN'],
      [other, '2026-10-05T17:00:00+05:45', 'CHECK_IN'],
    ];
    for (const [client, at, status] of punches) {
      await server.db.query(
        'INSERT INTO attendance (gym_id, client_id, punched_at, status) VALUES ($1, $2, $3, $4)',
        [gymId, client, at, status],
      );
    }
  });
  afterAll(() => server.close());

  const get = (path: string, token = owner.token) => server.call('GET', path, { token });

  it('counts the days a client came in a month, in the gym’s time zone', async () => {
    const days = await get(`/api/attendance/client/total-days?clientId=${clientId}&month=11&year=2026`);
    expect(days.body).toEqual({ clientId, month: 11, year: 2026, totalDays: 3 });
  });

  it('lists a client’s punches of a month in order', async () => {
    const records = await get(`/api/attendance/client/in-out?clientId=${clientId}&month=11&year=2026`);
    expect(records.body.map((record: { status: string }) => record.status)).toEqual([
      'CHECK_IN',
      'CHECK_IN',
      'CHECK_OUT',
      'CHECK_IN',
      'CHECK_IN',
    ]);
    expect(records.body[0].datetime).toBe('2026-10-31T19:00:00.000Z');
  });

  it('counts distinct clients in, and finds the busiest day and hour', async () => {
    expect(
      (await get(`/api/attendance/gym/total-clients-in?gymId=${gymId}&month=11&year=2026`)).body.totalClients,
    ).toBe(2);
    expect((await get(`/api/attendance/gym/most-traffic-day?gymId=${gymId}`)).body).toEqual({
      day: 'MONDAY',
      count: 5,
    });
    expect((await get(`/api/attendance/gym/most-traffic-time?gymId=${gymId}&day=MONDAY`)).body).toEqual({
      hour: 6,
      count: 3,
    });
    expect((await get(`/api/attendance/gym/most-traffic-time?gymId=${gymId}&day=FUNDAY`)).status).toBe(400);
  });

  it('gives all of the last 12 months, with 0 for months without attendance', async () => {
    const months = await get(`/api/attendance/client/last-12-months?clientId=${clientId}`);
    const keys = Object.keys(months.body);
    expect(keys).toHaveLength(12);
    expect(keys.at(-1)).toBe(todayIn('Asia/Kathmandu').slice(0, 7));
    expect(Object.values(months.body).every((days) => typeof days === 'number')).toBe(true);
    if (keys.includes('2026-11')) expect(months.body['2026-11']).toBe(3);
  });

  it('refuses a month outside 1-12', async () => {
    expect(
      (await get(`/api/attendance/client/total-days?clientId=${clientId}&month=13&year=2026`)).status,
    ).toBe(400);
  });

  it.each([
    ['GET', '/api/attendance/client/total-days?clientId={client}&month=11&year=2026'],
    ['GET', '/api/attendance/client/in-out?clientId={client}&month=11&year=2026'],
    ['GET', '/api/attendance/gym/total-clients-in?gymId={gym}&month=11&year=2026'],
    ['GET', '/api/attendance/gym/most-traffic-day?gymId={gym}'],
    ['GET', '/api/attendance/gym/most-traffic-time?gymId={gym}&day=MONDAY'],
    ['GET', '/api/attendance/client/last-12-months?clientId={client}'],
  ] satisfies RouteCall[])('answers 404 to another owner for %s %s', async (...route) => {
    const answer = await callRoute(server, stranger.token, { client: clientId, gym: gymId }, route);
    expect(answer.status).toBe(404);
  });
});
