import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../src/time.ts';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import type { TestServer } from './support/test-server.ts';

// The heavy reads are answered from memory under the gym's data version: these prove that no
// answer outlives a change, whichever way the change reached the database.
describe.each(backends)('cached gym reads on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let gymId: number;
  const cards = async () =>
    (await server.call('GET', `/api/dashboard-cards/${gymId}`, { token: owner.token })).body;
  const basicInfo = async () =>
    (await server.call('GET', `/api/moneyflows/basic-info?gymId=${gymId}`, { token: owner.token })).body;

  beforeAll(async () => {
    ({ server, owner, gymId } = await ownerWithGym(backend, 'Cache Gym'));
    await server.call('POST', '/api/clients', {
      token: owner.token,
      body: multipartForm({ gymId, name: 'Sita Rai', phone: '9801234567', gender: 'FEMALE' }),
    });
  });
  afterAll(() => server.close());

  it('shows a write made through the API on the very next read', async () => {
    for (const amount of [100, 250, 75]) {
      const before = await basicInfo();
      await server.call('POST', '/api/moneyflows', {
        token: owner.token,
        body: {
          gymId,
          transactionDate: new Date().toISOString(),
          transactionType: 'EXPENSE',
          tags: ['Rent'],
          amount,
        },
      });
      expect((await basicInfo()).totalExpense).toBe(before.totalExpense + amount);
    }
  });

  it('shows a change written by another process straight into the database', async () => {
    expect((await cards()).totalInactiveMembers).toBe(0);
    await server.db.query('UPDATE clients SET active_member = false WHERE gym_id = $1', [gymId]);
    expect((await cards()).totalInactiveMembers).toBe(1);
    const names = async () =>
      (
        await server.call('GET', `/api/clients/gyms/${gymId}?name=sita`, { token: owner.token })
      ).body.content.map((client: { name: string }) => client.name);
    expect(await names()).toEqual(['Sita Rai']);
    await server.db.query(`UPDATE clients SET name = 'Gita Rai' WHERE gym_id = $1`, [gymId]);
    expect(await names()).toEqual([]);
  });

  it('moves "today" with an edit of the gym itself', async () => {
    // Pago Pago (UTC-11) is always at least a day behind Kiritimati (UTC+14): a membership ending
    // today in the one has ended in the other.
    await server.db.query(`UPDATE gyms SET time_zone = 'Pacific/Pago_Pago' WHERE id = $1`, [gymId]);
    await server.call('POST', '/api/clients', {
      token: owner.token,
      body: multipartForm({
        gymId,
        name: 'Ends Today',
        phone: '9802345678',
        gender: 'MALE',
        membershipEndDate: todayIn('Pacific/Pago_Pago'),
      }),
    });
    const expired = async () =>
      (
        await server.call('GET', `/api/expired-clients/gyms/${gymId}`, { token: owner.token })
      ).body.content.map((client: { name: string }) => client.name);
    expect(await expired()).toEqual([]);
    await server.db.query(`UPDATE gyms SET time_zone = 'Pacific/Kiritimati' WHERE id = $1`, [gymId]);
    expect(await expired()).toEqual(['Ends Today']);
  });
});
