import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/time.ts';
import type { DeviceSimulator } from '../tools/device-simulator/simulator.ts';
import { backends } from './support/backends.ts';
import { claimedDevice } from './support/devices.ts';
import { addPricingPlan, type GymFixture, invoicedClient, ownerWithGym } from './support/fixtures.ts';
import { callRoute, type RouteCall } from './support/routes.ts';

/**
 * A gym's stop on owe (decision 0040): the door refuses a member owing more than the gym's amount on
 * invoices older than its days, through the door's one admission rule; paying, or switching it off,
 * lets them in again at once. Tried on a simulated device.
 */
describe.each(backends)('stop on owe on %s', (backend) => {
  let fixture: GymFixture;
  let deviceId: number;
  let door: DeviceSimulator;
  let planId: number;
  let today: string;
  const clients: Record<string, number> = {};
  const invoices: Record<string, number> = {};

  const call = (method: string, path: string, body?: unknown) =>
    fixture.server.call(method, path, {
      token: fixture.owner.token,
      ...(body === undefined ? {} : { body }),
    });

  /** A member on the door whose one invoice started `daysAgo` days ago, `amount` of it unpaid. */
  const owingMember = async (name: string, daysAgo: number, amount: number) => {
    const { clientId, invoiceId } = await invoicedClient(
      fixture,
      { name, gender: 'MALE' },
      { planId, start: addDays(today, -daysAgo), end: addDays(today, 30), amount },
      deviceId,
    );
    clients[name] = clientId;
    invoices[name] = invoiceId;
  };
  const onDoor = (name: string) => door.users.has(String(clients[name]));
  const setStopOnOwe = (body: Record<string, unknown>) =>
    call('PUT', `/api/dues/gyms/${fixture.gymId}/stop-on-owe`, body);
  const duesOf = async (name: string) => (await call('GET', `/api/dues/clients/${clients[name]}`)).body;

  beforeAll(async () => {
    fixture = await ownerWithGym(backend, 'Owe Gym');
    ({ deviceId, simulator: door } = await claimedDevice(
      fixture.server,
      fixture.owner,
      fixture.gymId,
      `OWE-${backend}`,
    ));
    planId = await addPricingPlan(fixture.server, fixture.owner.token, fixture.gymId);
    today = todayIn('Asia/Kathmandu');
    await owingMember('Late', 45, 3000);
    await owingMember('Little', 45, 500);
    await owingMember('Recent', 10, 3000);
    await door.poll();
  });
  afterAll(() => fixture.server.close());

  it('is off by default: everyone with a running membership is on the door, owing or not', async () => {
    expect((await call('GET', `/api/dues/gyms/${fixture.gymId}/stop-on-owe`)).body).toEqual({
      enabled: false,
      amount: 0,
      days: 30,
    });
    expect([onDoor('Late'), onDoor('Little'), onDoor('Recent')]).toEqual([true, true, true]);
    expect(await duesOf('Late')).toEqual({ amountDue: 3000, overdueAmount: 0, doorRefused: false });
  });

  it('refuses at once a member owing more than the amount for longer than the days', async () => {
    const saved = await setStopOnOwe({ enabled: true, amount: 1000, days: 30 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ enabled: true, amount: 1000, days: 30 });
    await door.poll();
    // Late owes 3000 for 45 days; Little only 500; Recent's 3000 is 10 days old.
    expect([onDoor('Late'), onDoor('Little'), onDoor('Recent')]).toEqual([false, true, true]);
    expect(await duesOf('Late')).toEqual({ amountDue: 3000, overdueAmount: 3000, doorRefused: true });
    expect(await duesOf('Recent')).toEqual({ amountDue: 3000, overdueAmount: 0, doorRefused: false });
  });

  it('lets the member in again once a payment brings what they owe within the limit', async () => {
    const paid = await call('POST', '/api/payments', {
      invoiceId: invoices.Late,
      billNo: 'OWE-1',
      amount: 2000,
      paymentDate: today,
      paymentType: 'CASH',
    });
    expect(paid.status).toBe(201);
    await door.poll();
    expect(onDoor('Late')).toBe(true);
    expect(await duesOf('Late')).toEqual({ amountDue: 1000, overdueAmount: 1000, doorRefused: false });
    // Deleting the payment owes it again: off the door at once.
    expect((await call('DELETE', `/api/payments/${paid.body.id}`)).status).toBe(204);
    await door.poll();
    expect(onDoor('Late')).toBe(false);
  });

  it('counts only invoices older than the days, and any debt above an amount of 0', async () => {
    await setStopOnOwe({ enabled: true, amount: 0, days: 9 });
    await door.poll();
    expect([onDoor('Late'), onDoor('Little'), onDoor('Recent')]).toEqual([false, false, false]);
    await setStopOnOwe({ enabled: true, amount: 0, days: 10 });
    await door.poll();
    expect(onDoor('Recent')).toBe(true);
  });

  it('switched off, admits every running member again', async () => {
    const off = await setStopOnOwe({ enabled: false, amount: 0, days: 30 });
    expect(off.body).toEqual({ enabled: false, amount: 0, days: 30 });
    await door.poll();
    expect([onDoor('Late'), onDoor('Little'), onDoor('Recent')]).toEqual([true, true, true]);
    expect(await duesOf('Late')).toMatchObject({ overdueAmount: 0, doorRefused: false });
  });

  it('refuses bad settings with the contract’s messages', async () => {
    const days = await setStopOnOwe({ enabled: true, amount: 100, days: -1 });
    expect(days.status).toBe(400);
    expect(days.body.message).toBe('Days must be a whole number from 0 to 3650.');
    const amount = await setStopOnOwe({ enabled: true, amount: -5, days: 30 });
    expect(amount.status).toBe(400);
    expect(amount.body.message).toBe('Amount must be a number from 0 to 1,000,000,000.');
  });

  describe('another owner', () => {
    it.each([
      ['GET', '/api/dues/gyms/{gym}/stop-on-owe'],
      ['PUT', '/api/dues/gyms/{gym}/stop-on-owe', () => ({ enabled: true, amount: 0, days: 0 })],
      ['GET', '/api/dues/clients/{client}'],
    ] satisfies RouteCall[])('gets 404 for %s %s', async (...route) => {
      const answer = await callRoute(
        fixture.server,
        fixture.stranger.token,
        { gym: fixture.gymId, client: clients.Late },
        route,
      );
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    });

    it('changed nothing of the owner’s', async () => {
      expect((await call('GET', `/api/dues/gyms/${fixture.gymId}/stop-on-owe`)).body.enabled).toBe(false);
    });
  });
});
