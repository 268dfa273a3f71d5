import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { addCardClients, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import type { TestServer } from './support/test-server.ts';

describe.each(backends)('door devices on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  const clientIds: number[] = [];
  beforeAll(async () => {
    ({ server, owner, stranger, gymId } = await ownerWithGym(backend, 'Door Gym'));
    clientIds.push(...(await addCardClients(server, owner.token, gymId, ['Asha', 'Bikash', 'Chandra'])));
    await server.call('POST', `/api/clients/${clientIds[2]}/set-inactive`, { token: owner.token });
  });
  afterAll(() => server.close());

  let serial = 0;
  const createDevice = (change: Record<string, unknown> = {}, token = owner.token) =>
    server.call('POST', '/api/access-control-devices', {
      token,
      body: {
        gymId,
        deviceName: 'k40 pro',
        door: 'Main door',
        serialNumber: `CQZ${backend}${serial++}`,
        ...change,
      },
    });
  const pending = (deviceId: number) =>
    server.db.query<{ command: string }>(
      "SELECT command FROM device_commands WHERE device_id = $1 AND status = 'PENDING' ORDER BY id",
      [deviceId],
    );

  it('registers, lists, updates and deletes a device; serial numbers are unique within the gym', async () => {
    const created = await createDevice({ serialNumber: 'UNIQUE-1' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      gymId,
      deviceName: 'k40 pro',
      clientIds: [],
      pendingCommands: 0,
      lastSeenAt: null,
    });
    const duplicate = await createDevice({ serialNumber: 'UNIQUE-1' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A device with this serial number is already registered.');
    // Another gym registering the serial learns nothing about this one (it waits for its own code).
    const strangerGym = await server.call('POST', '/api/gyms', {
      token: stranger.token,
      body: multipartForm({ gymName: 'Other', contactNumber: '9800000000' }),
    });
    const elsewhere = await createDevice(
      { gymId: strangerGym.body.id, serialNumber: 'UNIQUE-1' },
      stranger.token,
    );
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body).toMatchObject({ connection: 'WAITING_FOR_CLAIM', failedCommands: 0 });
    const updated = await server.call('PUT', `/api/access-control-devices/${created.body.id}`, {
      token: owner.token,
      body: { gymId, deviceName: 'Front', door: 'Side door', serialNumber: 'UNIQUE-1' },
    });
    expect(updated.body).toMatchObject({ deviceName: 'Front', door: 'Side door' });
    const list = await server.call('GET', `/api/access-control-devices/gyms/${gymId}`, {
      token: owner.token,
    });
    expect(list.body.content.map((device: { id: number }) => device.id)).toContain(created.body.id);
    expect(
      (await server.call('DELETE', `/api/access-control-devices/${created.body.id}`, { token: owner.token }))
        .status,
    ).toBe(204);
  });

  it.each([
    ['deviceName', { deviceName: '' }, 'Device Name is required.'],
    ['door', { door: undefined }, 'Door is required.'],
    ['serialNumber', { serialNumber: '' }, 'Serial Number is required.'],
  ])('refuses a missing %s with the specification’s message', async (field, change, message) => {
    const answer = await createDevice(change);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, details: [{ field }] });
  });

  it('adds all active clients, queuing their user records for the device', async () => {
    const device = (await createDevice()).body;
    const added = await server.call('POST', `/api/access-control-devices/${device.id}/add-all-clients`, {
      token: owner.token,
    });
    expect(added.body).toEqual({ added: 2 });
    const commands = await pending(device.id);
    expect(commands.map((row) => row.command)).toEqual([
      `DATA UPDATE USERINFO PIN=${clientIds[0]}\tName=Asha\tPri=0\tPasswd=\tCard=12345\tGrp=1\tTZ=0000000000000000\tVerify=-1`,
      `DATA UPDATE USERINFO PIN=${clientIds[1]}\tName=Bikash\tPri=0\tPasswd=\tCard=12345\tGrp=1\tTZ=0000000000000000\tVerify=-1`,
    ]);
    const again = await server.call('POST', `/api/access-control-devices/${device.id}/add-all-clients`, {
      token: owner.token,
    });
    expect(again.body).toEqual({ added: 0 });
    const detail = await server.call('GET', `/api/access-control-devices/${device.id}`, {
      token: owner.token,
    });
    expect(detail.body).toMatchObject({ clientIds: [clientIds[0], clientIds[1]], pendingCommands: 2 });
  });

  it('adds and removes chosen clients, and lists a client’s devices', async () => {
    const device = (await createDevice()).body;
    const path = `/api/access-control-devices/${device.id}`;
    const added = await server.call('POST', `${path}/add-clients`, {
      token: owner.token,
      body: [clientIds[2], clientIds[2]],
    });
    expect(added.body.clientIds).toEqual([clientIds[2]]);
    const onDevices = await server.call('GET', `/api/access-control-devices/client/${clientIds[2]}`, {
      token: owner.token,
    });
    expect(onDevices.body.map((d: { id: number }) => d.id)).toEqual([device.id]);
    const removed = await server.call('DELETE', `${path}/remove-clients`, {
      token: owner.token,
      body: [clientIds[2]],
    });
    expect(removed.body.clientIds).toEqual([]);
    // Chandra is inactive: linked, but never on the door, so nothing went out and nothing comes off.
    expect(await pending(device.id)).toEqual([]);
    // Asha's membership runs: her record goes out, and her removal supersedes it.
    await server.call('POST', `${path}/add-clients`, { token: owner.token, body: [clientIds[0]] });
    expect((await pending(device.id)).map((row) => row.command.split('\t')[0])).toEqual([
      `DATA UPDATE USERINFO PIN=${clientIds[0]}`,
    ]);
    await server.call('DELETE', `${path}/remove-clients`, { token: owner.token, body: [clientIds[0]] });
    expect((await pending(device.id)).map((row) => row.command)).toEqual([
      `DATA DELETE USERINFO PIN=${clientIds[0]}`,
    ]);
    const unknown = await server.call('POST', `${path}/add-clients`, { token: owner.token, body: [999999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('No client 999999 in this gym.');
  });

  it('queues remote card and fingerprint enrolment for the device’s next poll', async () => {
    const device = (await createDevice()).body;
    const card = await server.call(
      'POST',
      `/api/access-control-devices/${device.id}/remote-card-client/${clientIds[0]}`,
      {
        token: owner.token,
      },
    );
    expect(card.status).toBe(202);
    expect(card.body).toMatchObject({ deviceId: device.id, clientId: clientIds[0], status: 'PENDING' });
    expect(card.body.command).toBe(`ENROLL_MF PIN=${clientIds[0]}\tRETRY=3`);
    const finger = await server.call(
      'POST',
      `/api/access-control-devices/${device.id}/remote-fingerprint-client/${clientIds[0]}`,
      { token: owner.token },
    );
    expect(finger.body.command).toBe(`ENROLL_FP PIN=${clientIds[0]}\tFID=0\tRETRY=3\tOVERWRITE=1`);
    // A device never seen: the answer says the command waits until it connects.
    expect(card.body.deviceConnection).toBe('WAITING_FOR_CLAIM');
    expect(finger.body.deviceConnection).toBe('WAITING_FOR_CLAIM');
  });

  it("lists the device's commands without a result and the failed ones, with the device's codes", async () => {
    const device = (await createDevice()).body;
    await server.call('POST', `/api/access-control-devices/${device.id}/add-clients`, {
      token: owner.token,
      body: [clientIds[0], clientIds[1]],
    });
    const [first, second] = await pending(device.id);
    await server.db.query(
      `UPDATE device_commands SET status = CASE WHEN command = $2 THEN 'DONE' ELSE 'FAILED' END,
         return_code = CASE WHEN command = $2 THEN 0 ELSE -1001 END, attempts = 1, sent_at = now(), done_at = now()
       WHERE device_id = $1 AND command IN ($2, $3)`,
      [device.id, first?.command, second?.command],
    );
    await server.call('POST', `/api/access-control-devices/${device.id}/remote-card-client/${clientIds[0]}`, {
      token: owner.token,
    });
    const commands = await server.call('GET', `/api/access-control-devices/${device.id}/commands`, {
      token: owner.token,
    });
    expect(commands.status).toBe(200);
    expect(
      commands.body.map((command: { status: string; returnCode: number | null; attempts: number }) => ({
        status: command.status,
        returnCode: command.returnCode,
        attempts: command.attempts,
      })),
    ).toEqual([
      { status: 'PENDING', returnCode: null, attempts: 0 },
      { status: 'FAILED', returnCode: -1001, attempts: 1 },
    ]);
    expect(commands.body[1].doneAt).not.toBeNull();
    const detail = await server.call('GET', `/api/access-control-devices/${device.id}`, {
      token: owner.token,
    });
    expect(detail.body).toMatchObject({ pendingCommands: 1, failedCommands: 1 });
  });

  describe('another owner', () => {
    const ids: Record<string, number> = {};
    const deviceBody = () => ({ gymId, deviceName: 'x', door: 'x', serialNumber: 'x' });
    beforeAll(async () => {
      ids.device = (await createDevice()).body.id;
      ids.gym = gymId;
      ids.client = clientIds[0] ?? 0;
    });

    it.each([
      ['GET', '/api/access-control-devices/gyms/{gym}'],
      ['GET', '/api/access-control-devices/client/{client}'],
      ['POST', '/api/access-control-devices', () => ({ ...deviceBody(), serialNumber: 'INTRUDER-1' })],
      ['GET', '/api/access-control-devices/{device}'],
      ['PUT', '/api/access-control-devices/{device}', deviceBody],
      ['DELETE', '/api/access-control-devices/{device}'],
      ['POST', '/api/access-control-devices/{device}/add-all-clients'],
      ['POST', '/api/access-control-devices/{device}/add-clients', () => [ids.client]],
      ['DELETE', '/api/access-control-devices/{device}/remove-clients', () => [ids.client]],
      ['GET', '/api/access-control-devices/{device}/commands'],
      ['POST', '/api/access-control-devices/{device}/remote-card-client/{client}'],
      ['POST', '/api/access-control-devices/{device}/remote-fingerprint-client/{client}'],
    ] satisfies RouteCall[])('gets 404 for %s %s', async (...route) => {
      expect((await callRoute(server, stranger.token, ids, route)).status).toBe(404);
    });
  });
});
