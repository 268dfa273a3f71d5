import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceSimulator } from '../tools/device-simulator/simulator.ts';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { addCardClients, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import type { TestServer } from './support/test-server.ts';

/**
 * Issue 14: a serial number is registered per gym, and the device proves which gym it belongs to
 * by uploading that registration's claim code as a device user id.
 */
describe.each(backends)('devices claimed per gym on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  let strangerGymId: number;
  let clientId: number;
  beforeAll(async () => {
    ({ server, owner, stranger, gymId } = await ownerWithGym(backend, 'Claim Gym'));
    const gym = await server.call('POST', '/api/gyms', {
      token: stranger.token,
      body: multipartForm({ gymName: 'Other Gym', contactNumber: '9800000000', timeZone: 'Asia/Kolkata' }),
    });
    strangerGymId = gym.body.id;
    [clientId = 0] = await addCardClients(server, owner.token, gymId, ['Asha']);
  });
  afterAll(() => server.close());

  const register = (account: Account, gym: number, serialNumber: string) =>
    server.call('POST', '/api/access-control-devices', {
      token: account.token,
      body: { gymId: gym, deviceName: 'K40 Pro', door: 'Main door', serialNumber },
    });
  const detail = async (account: Account, id: number) =>
    (await server.call('GET', `/api/access-control-devices/${id}`, { token: account.token })).body;
  const raw = async (method: string, path: string, body?: string) => {
    const response = await fetch(`${server.url}${path}`, { method, ...(body ? { body } : {}) });
    return { status: response.status, text: await response.text() };
  };
  const punchesOf = (deviceId: number) =>
    server.db.query<{ device_user: string; client_id: number | null }>(
      'SELECT device_user, client_id FROM device_punches WHERE device_id = $1 ORDER BY punched_at',
      [deviceId],
    );

  it('lets two gyms register one serial, each with its own 8-digit code, and tells nobody about the other', async () => {
    const mine = await register(owner, gymId, `TWICE-${backend}`);
    const theirs = await register(stranger, strangerGymId, `TWICE-${backend}`);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    for (const answer of [mine, theirs]) {
      expect(answer.body).toMatchObject({
        connection: 'WAITING_FOR_CLAIM',
        claimedAt: null,
        lastSeenAt: null,
      });
      expect(answer.body.claimCode).toMatch(/^[1-9]\d{7}$/);
    }
    expect(mine.body.claimCode).not.toBe(theirs.body.claimCode);
    // The same gym twice is the owner's own mistake: 409, about its own devices only.
    const again = await register(owner, gymId, `TWICE-${backend}`);
    expect(again.status).toBe(409);
  });

  it('gives a device waiting for its code its options but no commands, and refuses its data until claimed', async () => {
    const serial = `WAIT-${backend}`;
    const mine = (await register(owner, gymId, serial)).body;
    const theirs = (await register(stranger, strangerGymId, serial)).body;
    await server.call('POST', `/api/access-control-devices/${mine.id}/add-clients`, {
      token: owner.token,
      body: [clientId],
    });
    const device = new DeviceSimulator({ serial, url: server.url });
    // The options come from the first registration's gym (Kathmandu) until one is claimed.
    await device.handshake();
    expect(device.timeZone).toBe(345);
    expect(await device.poll()).toEqual([]);
    expect(device.users.size).toBe(0);

    device.punch(String(clientId), '2026-03-05 07:00:00');
    const refused = await device.uploadPunches();
    expect(refused?.status).toBe(403);
    expect(refused?.text).toBe(`ERROR: Device ${serial} is waiting for its claim code.`);
    expect(device.unsent.punches).toBe(1);
    for (const [method, path, body] of [
      ['POST', `/iclock/devicecmd?SN=${serial}`, 'ID=1&Return=0&CMD=DATA'],
      ['POST', `/iclock/cdata?SN=${serial}&table=options`, 'UserCount=5'],
      ['POST', `/iclock/cdata?SN=${serial}&table=OPERLOG`, `USER PIN=${clientId}\tName=X\tCard=1`],
    ] as const) {
      expect((await raw(method, path, body)).status).toBe(403);
    }
    expect(await punchesOf(mine.id)).toEqual([]);
    expect(await punchesOf(theirs.id)).toEqual([]);
    expect(await detail(owner, mine.id)).toMatchObject({
      connection: 'WAITING_FOR_CLAIM',
      lastSeenAt: null,
      users: 0,
      pendingCommands: 1,
    });

    // The owner punches with the code as the user id: the kept punch and the code's line are stored.
    device.punch(mine.claimCode, '2026-03-05 07:05:00');
    expect((await device.uploadPunches())?.text).toBe('OK:2');
    expect(await punchesOf(mine.id)).toEqual([
      { device_user: String(clientId), client_id: clientId },
      { device_user: mine.claimCode, client_id: null },
    ]);
    const claimed = await detail(owner, mine.id);
    expect(claimed).toMatchObject({ connection: 'ONLINE', claimCode: null });
    expect(Date.now() - Date.parse(claimed.claimedAt)).toBeLessThan(60_000);
    // Now its commands come: the client's user record, and the code's user taken off again.
    expect((await device.poll()).map((command) => command.command.split('\t')[0])).toEqual([
      `DATA UPDATE USERINFO PIN=${clientId}`,
      `DATA DELETE USERINFO PIN=${mine.claimCode}`,
    ]);
    expect([...device.users.keys()]).toEqual([String(clientId)]);
    // The other gym's registration still waits, and its code hands nothing over.
    device.punch(theirs.claimCode, '2026-03-05 08:00:00');
    expect((await device.uploadPunches())?.text).toBe('OK:1');
    expect(await punchesOf(theirs.id)).toEqual([]);
    expect((await punchesOf(mine.id)).map((punch) => punch.device_user)).toContain(theirs.claimCode);
    expect(await detail(stranger, theirs.id)).toMatchObject({
      connection: 'WAITING_FOR_CLAIM',
      claimCode: theirs.claimCode,
      lastSeenAt: null,
    });
  });

  it("claims by a user enrolled on the device's keypad, for the gym whose code it is", async () => {
    const serial = `KEYPAD-${backend}`;
    const mine = (await register(owner, gymId, serial)).body;
    const theirs = (await register(stranger, strangerGymId, serial)).body;
    const device = new DeviceSimulator({ serial, url: server.url });
    await device.handshake();
    device.enrolClaimCode(theirs.claimCode);
    expect((await device.uploadOperations())?.text).toBe('OK:1');
    expect(await detail(stranger, theirs.id)).toMatchObject({ connection: 'ONLINE', claimCode: null });
    expect(await detail(owner, mine.id)).toMatchObject({ connection: 'WAITING_FOR_CLAIM' });
    // The other gym's clock from now on (Kolkata), and the code's user is taken off the device.
    expect((await device.handshake()).get('TimeZone')).toBe('330');
    expect((await device.poll()).map((command) => command.returnCode)).toEqual([0]);
    expect(device.users.size).toBe(0);

    // Once the claimed registration is deleted, the serial is free for the other gym's code.
    await server.call('DELETE', `/api/access-control-devices/${theirs.id}`, { token: stranger.token });
    device.punch(mine.claimCode, '2026-03-06 09:00:00');
    expect((await device.uploadPunches())?.text).toBe('OK:1');
    expect(await detail(owner, mine.id)).toMatchObject({ connection: 'ONLINE', claimCode: null });
  });

  it('lets only one of two uploads at once claim a serial, whatever codes they carry', async () => {
    const serial = `RACE-${backend}`;
    const mine = (await register(owner, gymId, serial)).body;
    const theirs = (await register(stranger, strangerGymId, serial)).body;
    const answers = await Promise.all(
      [mine.claimCode, theirs.claimCode].map((code) =>
        raw('POST', `/iclock/cdata?SN=${serial}&table=ATTLOG`, `${code}\t2026-03-07 10:00:00\t0\t1\n`),
      ),
    );
    const claimed = await server.db.query<{ id: number }>(
      'SELECT id FROM access_control_devices WHERE serial_number = $1 AND claimed_at IS NOT NULL',
      [serial],
    );
    expect(claimed).toHaveLength(1);
    // Every answered OK is a stored line; the loser of the race is told to send again (503).
    for (const answer of answers) expect([200, 503]).toContain(answer.status);
    const stored = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM device_punches WHERE device_id = $1',
      [claimed[0]?.id],
    );
    expect(stored[0]?.count).toBe(answers.filter((answer) => answer.status === 200).length);
  });

  it('starts over with a new code when the serial number is changed', async () => {
    const serial = `MOVE-${backend}`;
    const first = (await register(owner, gymId, serial)).body;
    const device = new DeviceSimulator({ serial, url: server.url });
    device.punch(first.claimCode, '2026-03-08 06:00:00');
    expect((await device.uploadPunches())?.text).toBe('OK:1');
    const renamed = await server.call('PUT', `/api/access-control-devices/${first.id}`, {
      token: owner.token,
      body: { gymId, deviceName: 'K40 Pro', door: 'Main door', serialNumber: `${serial}-2` },
    });
    expect(renamed.body).toMatchObject({ connection: 'WAITING_FOR_CLAIM', lastSeenAt: null });
    expect(renamed.body.claimCode).toMatch(/^[1-9]\d{7}$/);
    // The old serial is nobody's now.
    expect((await raw('GET', `/iclock/getrequest?SN=${serial}`)).status).toBe(403);
    // Saving without changing the serial keeps the claim.
    const other = new DeviceSimulator({ serial: `${serial}-2`, url: server.url });
    other.punch(renamed.body.claimCode, '2026-03-08 06:00:00');
    expect((await other.uploadPunches())?.text).toBe('OK:1');
    const kept = await server.call('PUT', `/api/access-control-devices/${first.id}`, {
      token: owner.token,
      body: { gymId, deviceName: 'Front', door: 'Main door', serialNumber: `${serial}-2` },
    });
    expect(kept.body).toMatchObject({ connection: 'ONLINE', claimCode: null, deviceName: 'Front' });
  });
});
