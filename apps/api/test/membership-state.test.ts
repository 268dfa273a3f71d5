import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsDueReminders, clientsInGroup } from '../src/sms/queries.ts';
import { addDays, todayIn } from '../src/time.ts';
import { backends } from './support/backends.ts';
import { claimedDevice } from './support/devices.ts';
import { type GymFixture, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';

/**
 * One definition of a membership's state (apps/api/src/memberships/state.ts), and every reader
 * agreeing with it: the client record, the dashboard, the expired list, the SMS groups, the
 * reminders and the door (issue 25's state matrix).
 */
describe.each(backends)('membership state on %s', (backend) => {
  let fixture: GymFixture;
  let today: string;
  const ids: Record<string, number> = {};
  const CASES = {
    'no end date': { end: undefined, state: 'NONE', dashboard: null },
    'ends today': { end: 0, state: 'EXPIRING', dashboard: 'totalActiveMembers' },
    'ends in 6 days': { end: 6, state: 'EXPIRING', dashboard: 'totalActiveMembers' },
    'renewed ahead': { end: 400, state: 'ACTIVE', dashboard: 'totalActiveMembers' },
    'ended yesterday': { end: -1, state: 'EXPIRED', dashboard: 'totalExpiredMembers' },
    inactive: { end: 30, state: 'INACTIVE', dashboard: 'totalInactiveMembers' },
    frozen: { end: 30, state: 'FROZEN', dashboard: 'totalActiveMembers' },
  } as const;
  type Case = keyof typeof CASES;
  const names = Object.keys(CASES) as Case[];
  const running = (name: Case) => ['ACTIVE', 'EXPIRING'].includes(CASES[name].state);

  beforeAll(async () => {
    fixture = await ownerWithGym(backend, 'State Gym');
    today = todayIn('Asia/Kathmandu');
    for (const name of names) {
      const end = CASES[name].end;
      const created = await fixture.server.call('POST', '/api/clients', {
        token: fixture.owner.token,
        body: multipartForm({
          gymId: fixture.gymId,
          name,
          phone: '9841000000',
          gender: 'FEMALE',
          ...(end === undefined ? {} : { membershipEndDate: addDays(today, end) }),
        }),
      });
      ids[name] = created.body.id;
    }
    await fixture.server.call('POST', `/api/clients/${ids.inactive}/set-inactive`, {
      token: fixture.owner.token,
    });
    const frozen = await fixture.server.call('POST', `/api/clients/${ids.frozen}/freezes`, {
      token: fixture.owner.token,
      body: { startDate: today, days: 5 },
    });
    expect(frozen.body).toMatchObject({ state: 'RUNNING' });
  });
  afterAll(() => fixture.server.close());

  const call = (path: string) => fixture.server.call('GET', path, { token: fixture.owner.token });

  it('is the state the client record answers', async () => {
    for (const name of names) {
      expect([name, (await call(`/api/clients/${ids[name]}`)).body.membershipState]).toEqual([
        name,
        CASES[name].state,
      ]);
    }
  });

  it('is what the dashboard counts', async () => {
    const cards = (await call(`/api/dashboard-cards/${fixture.gymId}`)).body;
    const count = (card: string) => names.filter((name) => CASES[name].dashboard === card).length;
    expect(cards).toMatchObject({
      totalUsers: names.length,
      totalActiveMembers: count('totalActiveMembers'),
      totalExpiredMembers: count('totalExpiredMembers'),
      totalInactiveMembers: count('totalInactiveMembers'),
    });
  });

  it('is who the expired list shows', async () => {
    const expired = (await call(`/api/expired-clients/gyms/${fixture.gymId}`)).body;
    expect(expired.content.map((client: { id: number }) => client.id)).toEqual([ids['ended yesterday']]);
  });

  it('is who each SMS group reaches', async () => {
    const group = async (name: 'ALL' | 'EXPIRED' | 'NON_EXPIRED') =>
      (await clientsInGroup(fixture.server.db, fixture.gymId, name)).map((client) => client.id).sort();
    const idsOf = (filter: (name: Case) => boolean) =>
      names
        .filter(filter)
        .map((name) => ids[name])
        .sort();
    expect(await group('ALL')).toEqual(idsOf((name) => CASES[name].state !== 'INACTIVE'));
    expect(await group('EXPIRED')).toEqual(idsOf((name) => CASES[name].state === 'EXPIRED'));
    expect(await group('NON_EXPIRED')).toEqual(
      idsOf((name) => running(name) || CASES[name].state === 'FROZEN'),
    );
  });

  it('is who is reminded of their end date', async () => {
    const ends = await fixture.server.db.query<{ end_date: string }>(
      'SELECT membership_end_date::text AS end_date FROM clients WHERE gym_id = $1 AND membership_end_date IS NOT NULL',
      [fixture.gymId],
    );
    const expiry = ends.map(({ end_date }) => ['BEFORE_EXPIRY_7', end_date] as ['BEFORE_EXPIRY_7', string]);
    const due = await clientsDueReminders(fixture.server.db, fixture.gymId, today, { expiry, birthdays: [] });
    expect([...new Set(due.map((row) => row.id))].sort()).toEqual(
      names
        .filter((name) => !['INACTIVE', 'NONE'].includes(CASES[name].state))
        .map((name) => ids[name])
        .sort(),
    );
  });

  it('is who the door admits', async () => {
    const { deviceId, simulator } = await claimedDevice(
      fixture.server,
      fixture.owner,
      fixture.gymId,
      `STATE-${backend}`,
    );
    await fixture.server.call('POST', `/api/access-control-devices/${deviceId}/add-clients`, {
      token: fixture.owner.token,
      body: names.map((name) => ids[name]),
    });
    await simulator.poll();
    expect([...simulator.users.keys()].map(Number).sort()).toEqual(
      names
        .filter(running)
        .map((name) => ids[name])
        .sort(),
    );
  });
});
