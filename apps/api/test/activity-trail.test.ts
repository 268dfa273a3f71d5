import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/time.ts';
import { backends } from './support/backends.ts';
import { addPricingPlan, type GymFixture, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';

/**
 * The activity trail (decision 0044): every change to money, memberships and door access, with who
 * made it and what it was before and after, written by the database and never edited or deleted.
 */
describe.each(backends)('activity trail on %s', (backend) => {
  let fixture: GymFixture;
  let today: string;
  let planId: number;
  let clientId: number;
  beforeAll(async () => {
    fixture = await ownerWithGym(backend, 'Trail Gym');
    today = todayIn('Asia/Kathmandu');
    planId = await addPricingPlan(fixture.server, fixture.owner.token, fixture.gymId);
    const created = await call(
      'POST',
      '/api/clients',
      multipartForm({ gymId: fixture.gymId, name: 'Asha', phone: '9841000000', gender: 'FEMALE' }),
    );
    clientId = created.body.id;
  });
  afterAll(() => fixture.server.close());

  const call = (method: string, path: string, body?: unknown, token = fixture.owner.token) =>
    fixture.server.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  const clientTrail = async () => (await call('GET', `/api/clients/${clientId}/activity?pageSize=100`)).body;

  it('records who invoiced, paid, froze and set inactive, with what changed, newest first', async () => {
    const invoice = (
      await call('POST', '/api/invoices', {
        clientId,
        pricingPlanId: planId,
        membershipStartDate: today,
        membershipEndDate: addDays(today, 30),
        totalAmount: 2500,
        discountedAmount: 2500,
      })
    ).body;
    await call('PUT', `/api/invoices/${invoice.id}`, {
      clientId,
      pricingPlanId: planId,
      membershipStartDate: today,
      membershipEndDate: addDays(today, 30),
      totalAmount: 2500,
      discountedAmount: 2000,
    });
    const payment = (
      await call('POST', '/api/payments', {
        invoiceId: invoice.id,
        billNo: 'B-1',
        amount: 1500,
        paymentDate: today,
        paymentType: 'CASH',
      })
    ).body;
    await call('DELETE', `/api/payments/${payment.id}`);
    await call('POST', `/api/clients/${clientId}/freezes`, { startDate: today, days: 3 });
    await call('POST', `/api/clients/${clientId}/set-inactive`);

    const trail = await clientTrail();
    const owner = { id: fixture.owner.id, name: expect.any(String) };
    const summary = trail.content.map(
      (entry: { subject: string; action: string }) => `${entry.subject} ${entry.action}`,
    );
    expect(summary).toEqual([
      'MEMBERSHIP CHANGED', // set inactive
      'MEMBERSHIP CHANGED', // the freeze moved the end date
      'FREEZE CREATED',
      'PAYMENT DELETED',
      'PAYMENT CREATED',
      'INVOICE CHANGED',
      'MEMBERSHIP CHANGED', // the invoice gave the membership its end date and kept the client active
      'INVOICE CREATED',
    ]);
    for (const entry of trail.content) expect(entry.actor).toEqual(owner);
    const [inactive, frozenEnd, , , , discounted, firstEnd] = trail.content;
    expect(inactive.changes).toEqual([{ field: 'activeMember', before: 'true', after: 'false' }]);
    expect(frozenEnd.changes).toEqual([
      { field: 'membershipEndDate', before: addDays(today, 30), after: addDays(today, 33) },
    ]);
    expect(discounted.changes).toEqual([{ field: 'discountedAmount', before: '2500.00', after: '2000.00' }]);
    expect(firstEnd.changes).toEqual([
      { field: 'membershipEndDate', before: null, after: addDays(today, 30) },
    ]);
    expect(trail.content.every((entry: { clientName: string }) => entry.clientName === 'Asha')).toBe(true);
    // The gym's trail holds them, and the payment's income (a money flow, of no client) created and deleted.
    const gymTrail = (await call('GET', `/api/activity/gyms/${fixture.gymId}?pageSize=100`)).body;
    const incomes = gymTrail.content.filter((entry: { subject: string }) => entry.subject === 'MONEY_FLOW');
    expect(incomes.map((entry: { action: string }) => entry.action)).toEqual(['DELETED', 'CREATED']);
    expect(incomes[1].changes).toEqual(
      expect.arrayContaining([{ field: 'amount', before: null, after: '1500.00' }]),
    );
    expect(gymTrail.paginationResponse.totalElements).toBe(trail.paginationResponse.totalElements + 2);
  });

  it('can be neither edited nor deleted, and outlives the client', async () => {
    await expect(fixture.server.db.query('UPDATE activity_log SET action = $1', ['CREATED'])).rejects.toThrow(
      /append-only/,
    );
    await expect(fixture.server.db.query('DELETE FROM activity_log')).rejects.toThrow(/append-only/);
    const before = (await clientTrail()).paginationResponse.totalElements;
    expect((await call('DELETE', `/api/clients/${clientId}`)).status).toBe(204);
    const gymTrail = (await call('GET', `/api/activity/gyms/${fixture.gymId}?pageSize=100`)).body;
    const aboutAsha = gymTrail.content.filter((entry: { clientId: number }) => entry.clientId === clientId);
    // Her invoice and freeze went with her: recorded as deleted, by the owner.
    expect(aboutAsha.length).toBeGreaterThan(before);
    const deleted = aboutAsha.slice(0, aboutAsha.length - before);
    expect(deleted.map((entry: { subject: string }) => entry.subject).sort()).toEqual(['FREEZE', 'INVOICE']);
    for (const entry of deleted)
      expect(entry).toMatchObject({ clientName: null, actor: { id: fixture.owner.id } });
  });

  it('goes with its gym, and is no other owner’s to read', async () => {
    expect(
      (await call('GET', `/api/activity/gyms/${fixture.gymId}`, undefined, fixture.stranger.token)).status,
    ).toBe(404);
    const other = (
      await call(
        'POST',
        '/api/clients',
        multipartForm({ gymId: fixture.gymId, name: 'B', phone: '9841000000', gender: 'MALE' }),
      )
    ).body.id;
    expect(
      (await call('GET', `/api/clients/${other}/activity`, undefined, fixture.stranger.token)).status,
    ).toBe(404);
    expect((await call('DELETE', `/api/gyms/${fixture.gymId}`)).status).toBe(204);
    const [left] = await fixture.server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM activity_log WHERE gym_id = $1',
      [fixture.gymId],
    );
    expect(left?.count).toBe(0);
  });
});
