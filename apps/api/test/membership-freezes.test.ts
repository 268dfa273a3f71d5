import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/time.ts';
import type { DeviceSimulator } from '../tools/device-simulator/simulator.ts';
import { backends } from './support/backends.ts';
import { claimedDevice } from './support/devices.ts';
import { addPricingPlan, type GymFixture, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';

/** Freezes (decision 0043): the end date moves, the door refuses, early unfreezing gives days back. */
describe.each(backends)('membership freezes on %s', (backend) => {
  let fixture: GymFixture;
  let today: string;
  let planId: number;
  let deviceId: number;
  let door: DeviceSimulator;
  beforeAll(async () => {
    fixture = await ownerWithGym(backend, 'Freeze Gym');
    today = todayIn('Asia/Kathmandu');
    planId = await addPricingPlan(fixture.server, fixture.owner.token, fixture.gymId);
    ({ deviceId, simulator: door } = await claimedDevice(
      fixture.server,
      fixture.owner,
      fixture.gymId,
      `FREEZE-${backend}`,
    ));
  });
  afterAll(() => fixture.server.close());

  const call = (method: string, path: string, body?: unknown, token = fixture.owner.token) =>
    fixture.server.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  /** An invoice for the client from 10 days ago to 40 days ahead. */
  const invoiceOf = (clientId: number, amount: number) => ({
    clientId,
    pricingPlanId: planId,
    membershipStartDate: addDays(today, -10),
    membershipEndDate: addDays(today, 40),
    totalAmount: amount,
    discountedAmount: amount,
  });
  /** A member invoiced from 10 days ago to 40 days ahead, on the door. */
  const member = async (name: string) => {
    const created = await call(
      'POST',
      '/api/clients',
      multipartForm({ gymId: fixture.gymId, name, phone: '9841000000', gender: 'MALE' }),
    );
    const id = created.body.id as number;
    const invoice = await call('POST', '/api/invoices', invoiceOf(id, 2500));
    expect(invoice.status).toBe(201);
    await call('POST', `/api/access-control-devices/${deviceId}/add-clients`, [id]);
    await door.poll();
    expect(door.users.has(String(id))).toBe(true);
    return { id, invoiceId: invoice.body.id as number };
  };
  const client = async (id: number) => (await call('GET', `/api/clients/${id}`)).body;
  const freeze = (id: number, startDate: string, days: unknown) =>
    call('POST', `/api/clients/${id}/freezes`, { startDate, days });

  it('moves the end date by the frozen days and takes the member off the door while frozen', async () => {
    const { id, invoiceId } = await member('Asha');
    const frozen = await freeze(id, today, 14);
    expect(frozen.status).toBe(201);
    expect(frozen.body).toMatchObject({
      startDate: today,
      endDate: addDays(today, 13),
      days: 14,
      plannedDays: 14,
      endedEarly: false,
      state: 'RUNNING',
    });
    expect(await client(id)).toMatchObject({
      membershipEndDate: addDays(today, 54),
      membershipState: 'FROZEN',
    });
    expect((await door.poll()).map((command) => command.command)).toEqual([`DATA DELETE USERINFO PIN=${id}`]);
    // Still an active member on the dashboard, and not expired for the SMS groups.
    const cards = (await call('GET', `/api/dashboard-cards/${fixture.gymId}`)).body;
    expect(cards.totalActiveMembers).toBeGreaterThanOrEqual(1);
    // An edit of the invoice keeps the frozen days: the freeze belongs to its period.
    const edited = await call('PUT', `/api/invoices/${invoiceId}`, invoiceOf(id, 2600));
    expect(edited.status).toBe(200);
    expect((await client(id)).membershipEndDate).toBe(addDays(today, 54));
    // The history keeps it.
    expect((await call('GET', `/api/clients/${id}/freezes`)).body).toEqual([frozen.body]);
  });

  it('unfreezes early: 5 days into a 14-day freeze, 9 days come back and the door opens again', async () => {
    const { id } = await member('Bikash');
    const frozen = await freeze(id, addDays(today, -5), 14);
    expect((await client(id)).membershipEndDate).toBe(addDays(today, 54));
    await door.poll();
    expect(door.users.has(String(id))).toBe(false);
    const ended = await call('POST', `/api/clients/${id}/freezes/${frozen.body.id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ days: 5, plannedDays: 14, endedEarly: true, state: 'OVER' });
    expect(ended.body.endDate).toBe(addDays(today, -1));
    expect(await client(id)).toMatchObject({
      membershipEndDate: addDays(today, 45),
      membershipState: 'ACTIVE',
    });
    expect((await door.poll()).map((command) => command.command.split('\t')[0])).toEqual([
      `DATA UPDATE USERINFO PIN=${id}`,
    ]);
    // Over: it cannot end again.
    const again = await call('POST', `/api/clients/${id}/freezes/${frozen.body.id}/end`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This freeze is already over.');
  });

  it('cancels a freeze that has not started, giving every day back', async () => {
    const { id } = await member('Chandra');
    const planned = await freeze(id, addDays(today, 10), 7);
    expect(planned.body.state).toBe('PLANNED');
    expect(await client(id)).toMatchObject({
      membershipEndDate: addDays(today, 47),
      membershipState: 'ACTIVE',
    });
    const cancelled = await call('POST', `/api/clients/${id}/freezes/${planned.body.id}/end`);
    expect(cancelled.body).toMatchObject({ days: 0, endedEarly: true });
    expect((await client(id)).membershipEndDate).toBe(addDays(today, 40));
  });

  it('refuses what cannot be frozen, naming the field, and changes nothing', async () => {
    const { id } = await member('Dipa');
    const none = (
      await call(
        'POST',
        '/api/clients',
        multipartForm({ gymId: fixture.gymId, name: 'N', phone: '9841000000', gender: 'MALE' }),
      )
    ).body.id as number;
    const cases: [number, string, unknown, string][] = [
      [none, today, 7, 'This client has no membership to freeze: create an invoice first.'],
      [id, addDays(today, 41), 7, "Freeze Start Date must be on or before the membership's end date."],
      [id, addDays(today, -31), 7, 'Freeze Start Date cannot be more than 30 days ago.'],
      [id, today, 0, 'Days must be at least 1.'],
      [id, today, 366, 'Days must be at most 365.'],
      [id, today, 'abc', 'Days must be a whole number.'],
      [id, 'not-a-date', 7, 'Freeze Start Date is required.'],
    ];
    for (const [clientId, startDate, days, message] of cases) {
      const answer = await freeze(clientId, startDate, days);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect(await freeze(id, addDays(today, 2), 5)).toMatchObject({ status: 201 });
    const overlapping = await freeze(id, addDays(today, 6), 3);
    expect([overlapping.status, overlapping.body.message]).toEqual([
      400,
      'This client already has a freeze on some of these days.',
    ]);
    expect((await client(id)).membershipEndDate).toBe(addDays(today, 45));
    expect((await call('GET', `/api/clients/${id}/freezes`)).body).toHaveLength(1);
  });

  it("answers 404 to another owner for a client's freezes", async () => {
    const { id } = await member('Ekta');
    const frozen = await freeze(id, today, 3);
    const stranger = fixture.stranger.token;
    expect((await call('GET', `/api/clients/${id}/freezes`, undefined, stranger)).status).toBe(404);
    expect(
      (await call('POST', `/api/clients/${id}/freezes`, { startDate: today, days: 3 }, stranger)).status,
    ).toBe(404);
    expect(
      (await call('POST', `/api/clients/${id}/freezes/${frozen.body.id}/end`, undefined, stranger)).status,
    ).toBe(404);
    // Another client's freeze id is no freeze of this client.
    const other = await member('Farah');
    expect((await call('POST', `/api/clients/${other.id}/freezes/${frozen.body.id}/end`)).status).toBe(404);
  });
});
