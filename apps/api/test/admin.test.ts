import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/time.ts';
import { type Account, createSuperAdmin, registerOwner } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { multipartForm } from './support/forms.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** An owner with a gym holding a client, a sent SMS, a money flow and a judge meet. */
async function ownerWithRecords(server: TestServer, name: string) {
  const owner = await registerOwner(server, name);
  await server.db.query('UPDATE users SET total_sms = 10 WHERE id = $1', [owner.id]);
  const gym = await server.call('POST', '/api/gyms', {
    token: owner.token,
    body: multipartForm({ gymName: `${name} Gym`, contactNumber: '9800000000' }),
  });
  const gymId: number = gym.body.id;
  const calls = [
    server.call('POST', '/api/clients', {
      token: owner.token,
      body: multipartForm({ gymId, name: 'Ram', phone: '9801000001', gender: 'MALE' }),
    }),
    server.call('POST', '/api/sms/send', {
      token: owner.token,
      body: { gymId, phoneNumbers: '9801000002', type: null, smsContent: 'Namaste' },
    }),
    server.call('POST', '/api/moneyflows', {
      token: owner.token,
      body: {
        gymId,
        transactionDate: '2026-01-05T10:00:00',
        transactionType: 'INCOME',
        tags: ['Shop'],
        amount: 5,
      },
    }),
    server.call('POST', '/api/judge/meets', {
      token: owner.token,
      body: { name: 'Club meet', platformCount: 1 },
    }),
  ];
  for (const answer of await Promise.all(calls)) expect(answer.status).toBeLessThan(300);
  return { owner, gymId };
}

describe.each(backends)('admin on %s', (backend) => {
  let server: TestServer;
  let admin: Account;
  let owner: Account;
  const zone = 'Asia/Kathmandu';
  const today = todayIn(zone);
  const summary = async (token = admin.token) => server.call('GET', '/api/admin/summary', { token });

  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await createSuperAdmin(server);
    owner = await registerOwner(server, 'Maya Gurung');
  });
  afterAll(() => server.close());

  it('gives a super admin the platform figures, and nobody else', async () => {
    expect((await summary(owner.token)).status).toBe(403);
    expect((await server.call('GET', '/api/admin/summary')).status).toBe(401);

    const before = (await summary()).body;
    const { owner: busy, gymId } = await ownerWithRecords(server, 'Busy');
    // A message of last month does not count as this month's.
    await server.db.query(
      `INSERT INTO sms_messages (gym_id, content, phone, send_date_time, sms_cost, status, encoding)
       VALUES ($1, 'old', '9801000003', now() - interval '40 days', 3, 'SENT', 'GSM_7')`,
      [gymId],
    );
    const soon = await registerOwner(server, 'Soon Expiring');
    const later = await registerOwner(server, 'Later Expiring');
    const lastDay = await registerOwner(server, 'Last Day');
    for (const [user, end] of [
      [soon, addDays(today, 2)],
      [later, addDays(today, 8)],
      [lastDay, addDays(today, 7)],
      [busy, addDays(today, -1)],
    ] as const) {
      await server.call('PUT', `/api/users/${user.id}`, {
        token: admin.token,
        body: { paymentExpiryDate: end },
      });
    }

    const after = await summary();
    expect(after.status).toBe(200);
    expect(after.body.totalUsers - before.totalUsers).toBe(4);
    expect(after.body.totalGyms - before.totalGyms).toBe(1);
    expect(after.body.smsSentThisMonth - before.smsSentThisMonth).toBe(1);
    expect(after.body.smsCreditsUsedThisMonth - before.smsCreditsUsedThisMonth).toBe(1);
    const expiring = after.body.expiringUsers.map((user: { id: number }) => user.id);
    expect(expiring).toEqual(expect.arrayContaining([soon.id, lastDay.id]));
    expect(expiring).not.toContain(later.id);
    expect(expiring).not.toContain(busy.id);
    expect(expiring.indexOf(soon.id)).toBeLessThan(expiring.indexOf(lastDay.id));
    expect(after.body.expiringIn7Days).toBe(expiring.length);
  });

  it('lists every gym with its owner’s name and phone for a super admin, and for nobody else', async () => {
    const first = await ownerWithRecords(server, 'Sita Listed');
    const second = await ownerWithRecords(server, 'Hari Listed');
    const list = (query: string, token = admin.token) =>
      server.call('GET', `/api/admin/gyms?${query}`, { token });

    const all = await list('gymName=Listed%20Gym&pageSize=10');
    expect(all.status).toBe(200);
    expect(all.body.paginationResponse.totalElements).toBe(2);
    expect(
      all.body.content.map((row: { gym: { id: number; gymName: string }; owner: unknown }) => [
        row.gym.gymName,
        row.owner,
      ]),
    ).toEqual([
      ['Hari Listed Gym', { id: second.owner.id, name: 'Hari Listed', phone: second.owner.phone }],
      ['Sita Listed Gym', { id: first.owner.id, name: 'Sita Listed', phone: first.owner.phone }],
    ]);
    expect(all.body.content[0].gym.id).toBe(second.gymId);

    const one = await list(`userId=${first.owner.id}`);
    expect(one.body.content.map((row: { gym: { id: number } }) => row.gym.id)).toEqual([first.gymId]);

    // An owner, even of a listed gym, is refused and sees nothing; without a token, 401.
    const refused = await list('pageSize=10', first.owner.token);
    expect(refused.status).toBe(403);
    expect(refused.body.content).toBeUndefined();
    expect((await server.call('GET', '/api/admin/gyms')).status).toBe(401);
  });

  it('keeps a super admin from removing their own role', async () => {
    const demote = await server.call('PUT', `/api/users/${admin.id}`, {
      token: admin.token,
      body: { role: 'USER' },
    });
    expect(demote.status).toBe(403);
    expect(demote.body.message).toBe('You cannot remove your own super admin role.');
    const keep = await server.call('PUT', `/api/users/${admin.id}`, {
      token: admin.token,
      body: { role: 'SUPER_ADMIN', totalSms: 5 },
    });
    expect(keep.body).toMatchObject({ role: 'SUPER_ADMIN', totalSms: 5 });
  });

  it('deletes a user with everything theirs, and only theirs', async () => {
    const doomed = await ownerWithRecords(server, 'Doomed');
    const kept = await ownerWithRecords(server, 'Kept');
    const owned = async (userId: number, gymId: number) =>
      (
        await server.db.query<Record<string, number>>(
          `SELECT (SELECT count(*)::int FROM gyms WHERE user_id = $1) AS gyms,
                  (SELECT count(*)::int FROM clients WHERE gym_id = $2) AS clients,
                  (SELECT count(*)::int FROM sms_messages WHERE gym_id = $2) AS sms,
                  (SELECT count(*)::int FROM money_flows WHERE gym_id = $2) AS money,
                  (SELECT count(*)::int FROM gym_sms_settings WHERE gym_id = $2) AS settings,
                  (SELECT count(*)::int FROM meets WHERE user_id = $1) AS meets,
                  (SELECT count(*)::int FROM users WHERE id = $1) AS users`,
          [userId, gymId],
        )
      )[0];
    expect(await owned(doomed.owner.id, doomed.gymId)).toMatchObject({
      gyms: 1,
      clients: 1,
      sms: 1,
      money: 1,
    });

    // Only a super admin deletes, never themself; another owner's records stay hidden.
    const remove = (id: number, token = admin.token) => server.call('DELETE', `/api/users/${id}`, { token });
    expect((await remove(doomed.owner.id, kept.owner.token)).status).toBe(403);
    expect((await remove(admin.id)).status).toBe(403);
    expect(
      (await server.call('GET', `/api/users/${doomed.owner.id}`, { token: kept.owner.token })).status,
    ).toBe(404);

    expect((await remove(doomed.owner.id)).status).toBe(204);
    expect(await owned(doomed.owner.id, doomed.gymId)).toEqual({
      gyms: 0,
      clients: 0,
      sms: 0,
      money: 0,
      settings: 0,
      meets: 0,
      users: 0,
    });
    expect((await remove(doomed.owner.id)).status).toBe(404);
    expect(
      (await server.call('GET', `/api/gyms/users/${doomed.owner.id}`, { token: doomed.owner.token })).status,
    ).toBe(401);
    expect(await owned(kept.owner.id, kept.gymId)).toMatchObject({
      gyms: 1,
      clients: 1,
      sms: 1,
      money: 1,
      meets: 1,
    });
  });
});
