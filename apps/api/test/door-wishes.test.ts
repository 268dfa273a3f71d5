import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/time.ts';
import type { DeviceSimulator } from '../tools/device-simulator/simulator.ts';
import { backends } from './support/backends.ts';
import { claimedDevice } from './support/devices.ts';
import { addPricingPlan, type GymFixture, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';

/**
 * The door holds exactly the members whose membership lets them in, whatever is lost or late
 * (issue 25): for each member the newest wish wins, and every change that ends a member's access
 * (set inactive, expiry, deletion, the form's door choices) reaches the device at once.
 */
describe.each(backends)('door wishes on %s', (backend) => {
  let fixture: GymFixture;
  let deviceId: number;
  let door: DeviceSimulator;
  let planId: number;
  let today: string;
  beforeAll(async () => {
    fixture = await ownerWithGym(backend, 'Door Gym');
    ({ deviceId, simulator: door } = await claimedDevice(
      fixture.server,
      fixture.owner,
      fixture.gymId,
      `WISH-${backend}`,
    ));
    planId = await addPricingPlan(fixture.server, fixture.owner.token, fixture.gymId);
    today = todayIn('Asia/Kathmandu');
  });
  afterAll(() => fixture.server.close());

  const call = (method: string, path: string, body?: unknown) =>
    fixture.server.call(method, path, {
      token: fixture.owner.token,
      ...(body === undefined ? {} : { body }),
    });
  const member = async (name: string, fields: Record<string, unknown> = {}) => {
    const created = await call(
      'POST',
      '/api/clients',
      multipartForm({ gymId: fixture.gymId, name, phone: '9841000000', gender: 'MALE', ...fields }),
    );
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  const renew = (clientId: number, membershipEndDate: string) =>
    call('POST', '/api/invoices', {
      clientId,
      pricingPlanId: planId,
      membershipStartDate: today,
      membershipEndDate,
      totalAmount: 2500,
      discountedAmount: 2500,
    });
  const addToDoor = (clientId: number) =>
    call('POST', `/api/access-control-devices/${deviceId}/add-clients`, [clientId]);
  /** Every command handed out but unanswered is due again now (the retry time-out has passed). */
  const retryTimeOutPasses = () =>
    fixture.server.db.query(
      "UPDATE device_commands SET sent_at = now() - interval '1 hour' WHERE device_id = $1 AND status = 'SENT'",
      [deviceId],
    );
  /** What the device executes on its next poll: each command's verb and PIN. */
  const nextPoll = async () => (await door.poll()).map((command) => command.command.split('\t')[0]);
  /** A member whose membership runs 30 more days, on the door. */
  const memberOnDoor = async (name: string) => {
    const client = await member(name, { membershipEndDate: addDays(today, 30) });
    await addToDoor(client);
    await door.poll();
    expect(door.users.has(String(client))).toBe(true);
    return client;
  };
  /** Long after, every retry time-out passes: nothing more goes out, and device and product agree. */
  const expectSettled = async (client: number, onDoor: boolean) => {
    await retryTimeOutPasses();
    expect(await door.poll()).toEqual([]);
    expect(door.users.has(String(client))).toBe(onDoor);
    const [link] = await fixture.server.db.query<{ door_access: boolean }>(
      'SELECT door_access FROM client_devices WHERE client_id = $1 AND device_id = $2',
      [client, deviceId],
    );
    expect(link?.door_access).toBe(onDoor);
  };

  it('never lets a retried add overtake a later removal (a removed member stays off)', async () => {
    const client = await member('Asha', { membershipEndDate: addDays(today, 30) });
    await addToDoor(client);
    // The add goes out, but the answer never reaches the device.
    await door.poll({ loseAnswer: true });
    // The member is set inactive while the add waits for its result.
    await call('POST', `/api/clients/${client}/set-inactive`);
    expect(await nextPoll()).toEqual([`DATA DELETE USERINFO PIN=${client}`]);
    await expectSettled(client, false);
  });

  it('never lets a retried removal overtake a later renewal (a renewed member stays on)', async () => {
    const client = await memberOnDoor('Bikash');
    // The membership is moved back to yesterday: the removal goes out and its answer is lost.
    await call('PUT', `/api/clients/${client}`, multipartForm({ membershipEndDate: addDays(today, -1) }));
    await door.poll({ loseAnswer: true });
    // The member renews meanwhile.
    expect((await renew(client, addDays(today, 90))).status).toBe(201);
    expect(await nextPoll()).toEqual([`DATA UPDATE USERINFO PIN=${client}`]);
    await expectSettled(client, true);
  });

  it('takes a deleted client off the door at once', async () => {
    const client = await memberOnDoor('Chandra');
    expect((await call('DELETE', `/api/clients/${client}`)).status).toBe(204);
    expect(await nextPoll()).toEqual([`DATA DELETE USERINFO PIN=${client}`]);
    expect(door.users.has(String(client))).toBe(false);
  });

  it('sends the client form’s door choices to the device, and a changed card with them', async () => {
    const client = await member('Dipa', { membershipEndDate: addDays(today, 30) });
    const pin = String(client);
    await call('PUT', `/api/clients/${client}`, multipartForm({ accessDeviceIds: deviceId }));
    await door.poll();
    expect(door.users.get(pin)).toMatchObject({ name: 'Dipa' });
    await call('PUT', `/api/clients/${client}`, multipartForm({ 'clientInfoInDevice.card': '777' }));
    await door.poll();
    expect(door.users.get(pin)).toMatchObject({ card: '777' });
    // Unticked: the blank value alone means no device.
    await call('PUT', `/api/clients/${client}`, multipartForm({ accessDeviceIds: '' }));
    expect((await door.poll()).map((command) => command.command)).toEqual([
      `DATA DELETE USERINFO PIN=${pin}`,
    ]);
    expect(door.users.has(pin)).toBe(false);
  });

  it('never hands out an expired, inactive or membership-less client added to the device', async () => {
    const expired = await member('Expired', { membershipEndDate: addDays(today, -1) });
    const none = await member('Never paid');
    const inactive = await member('Quit', { membershipEndDate: addDays(today, 30) });
    await call('POST', `/api/clients/${inactive}/set-inactive`);
    const added = await call('POST', `/api/access-control-devices/${deviceId}/add-clients`, [
      expired,
      none,
      inactive,
    ]);
    expect(added.body.clientIds).toEqual(expect.arrayContaining([expired, none, inactive]));
    expect(await door.poll()).toEqual([]);
    for (const client of [expired, none, inactive]) expect(door.users.has(String(client))).toBe(false);
    // A renewal puts the expired one on at once.
    expect((await renew(expired, addDays(today, 30))).status).toBe(201);
    expect(await nextPoll()).toEqual([`DATA UPDATE USERINFO PIN=${expired}`]);
  });

  it('takes off a member enrolled at the keypad whose membership does not let them in', async () => {
    const lapsed = await member('Keypad', { membershipEndDate: addDays(today, -3) });
    door.enrolAtKeypad(String(lapsed), 'Keypad');
    expect((await door.uploadOperations())?.text).toBe('OK:1');
    expect((await door.poll()).map((command) => command.command)).toEqual([
      `DATA DELETE USERINFO PIN=${lapsed}`,
    ]);
  });
});
