import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncDoorAccess } from '../src/devices/queries.ts';
import { DeviceSimulator } from '../tools/device-simulator/simulator.ts';
import { type Account, registerOwner } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { addCardClients, addPricingPlan } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('ZKTeco push protocol on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  let strangerGymId: number;
  const clientIds: number[] = [];
  const serial = (name: string) => `${name}-${backend}`;

  const createGym = async (account: Account, gymName: string, timeZone: string) =>
    (
      await server.call('POST', '/api/gyms', {
        token: account.token,
        body: multipartForm({ gymName, contactNumber: '9800000000', timeZone }),
      })
    ).body.id as number;
  const createDevice = async (account: Account, gym: number, serialNumber: string) =>
    (
      await server.call('POST', '/api/access-control-devices', {
        token: account.token,
        body: { gymId: gym, deviceName: 'K40 Pro', door: 'Main door', serialNumber },
      })
    ).body.id as number;
  const device = (name: string) => new DeviceSimulator({ serial: serial(name), url: server.url });
  const raw = async (method: string, path: string, body?: string | Uint8Array) => {
    const response = await fetch(`${server.url}${path}`, { method, ...(body ? { body } : {}) });
    return { status: response.status, text: await response.text() };
  };
  const client = async (id: number) =>
    (await server.call('GET', `/api/clients/${id}`, { token: owner.token })).body;
  const commandsOf = (deviceId: number) =>
    server.db.query<{
      id: number;
      command: string;
      status: string;
      return_code: number | null;
      attempts: number;
    }>(
      'SELECT id, command, status, return_code, attempts FROM device_commands WHERE device_id = $1 ORDER BY id',
      [deviceId],
    );

  let frontDoor: number;
  let sideDoor: number;
  let strangerDoor: number;
  beforeAll(async () => {
    // Commands without a result go out again on the very next poll.
    server = await startTestServer(backend, { deviceCommandRetrySeconds: 0 });
    owner = await registerOwner(server, 'Owner');
    stranger = await registerOwner(server, 'Stranger');
    gymId = await createGym(owner, 'Door Gym', 'Asia/Kathmandu');
    strangerGymId = await createGym(stranger, 'Other Gym', 'Asia/Kolkata');
    clientIds.push(...(await addCardClients(server, owner.token, gymId, ['Asha', 'Bikash'])));
    frontDoor = await createDevice(owner, gymId, serial('FRONT'));
    sideDoor = await createDevice(owner, gymId, serial('SIDE'));
    strangerDoor = await createDevice(stranger, strangerGymId, serial('STRANGER'));
    for (const [account, id, name] of [
      [owner, frontDoor, 'FRONT'],
      [owner, sideDoor, 'SIDE'],
      [stranger, strangerDoor, 'STRANGER'],
    ] as const) {
      await claim(account, id, name);
    }
    // The claims' clean-up commands (the code's user taken off the device again) are done: the
    // tests below count the commands they queue themselves.
    await server.db.query("DELETE FROM device_commands WHERE status = 'DONE'");
    await server.db.query('UPDATE access_control_devices SET last_seen_at = NULL');
  });

  /** The owner keys the registration's claim code into the device, which uploads it and is claimed. */
  async function claim(account: Account, deviceId: number, name: string) {
    const registered = await server.call('GET', `/api/access-control-devices/${deviceId}`, {
      token: account.token,
    });
    const simulated = device(name);
    await simulated.handshake();
    simulated.enrolClaimCode(registered.body.claimCode);
    expect((await simulated.uploadOperations())?.text).toBe('OK:1');
    expect((await simulated.poll()).map((command) => command.returnCode)).toEqual([0]);
    expect(simulated.users.size).toBe(0);
  }
  afterAll(() => server.close());

  it("answers the handshake with the gym's time-zone offset and marks the device as seen", async () => {
    const front = device('FRONT');
    const options = await front.handshake();
    expect(options.get('TimeZone')).toBe('345');
    expect(options.get('TransFlag')).toBe('TransData AttLog\tOpLog\tEnrollUser\tChgUser\tEnrollFP\tChgFP');
    expect(options.get('Realtime')).toBe('1');
    const other = device('STRANGER');
    await other.handshake();
    expect(other.timeZone).toBe(330);
    const detail = await server.call('GET', `/api/access-control-devices/${frontDoor}`, {
      token: owner.token,
    });
    expect(Date.now() - Date.parse(detail.body.lastSeenAt)).toBeLessThan(60_000);
  });

  it('refuses an unknown serial number on every endpoint', async () => {
    await expect(device('NOBODY').handshake()).rejects.toThrow(/403/);
    for (const [method, path] of [
      ['POST', '/iclock/cdata?SN=NOBODY&table=ATTLOG'],
      ['GET', '/iclock/getrequest?SN=NOBODY'],
      ['POST', '/iclock/devicecmd?SN=NOBODY'],
      ['GET', '/iclock/getrequest'],
    ] as const) {
      const answer = await raw(
        method,
        path,
        method === 'POST' ? `${clientIds[0]}\t2026-03-05 07:00:00\t0\t1` : undefined,
      );
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.text).toMatch(/^ERROR: /);
    }
    const [stored] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM device_punches',
    );
    expect(stored?.count).toBe(0);
  });

  it('stores punches once after a lost answer, on the gym clock, one visit a day over two devices', async () => {
    const front = device('FRONT');
    const pin = String(clientIds[0]);
    front.punch(pin, '2026-03-05 07:00:00', 0);
    front.punch(pin, '2026-03-05 18:30:00', 1);
    front.punch('77', '2026-03-05 07:10:00', 0); // a device user who is none of the clients
    await front.uploadPunches({ loseAnswer: true });
    expect(front.unsent.punches).toBe(3);
    const again = await front.uploadPunches();
    expect(again?.text).toBe('OK:3');
    expect(front.unsent.punches).toBe(0);
    const side = device('SIDE');
    side.punch(pin, '2026-03-05 07:00:00', 0);
    expect((await side.uploadPunches())?.text).toBe('OK:1');

    const punches = await server.db.query<{ device_id: number; client_id: number | null }>(
      'SELECT device_id, client_id FROM device_punches WHERE device_id IN ($1, $2) ORDER BY id',
      [frontDoor, sideDoor],
    );
    expect(punches).toEqual([
      { device_id: frontDoor, client_id: clientIds[0] },
      { device_id: frontDoor, client_id: clientIds[0] },
      { device_id: frontDoor, client_id: null },
      { device_id: sideDoor, client_id: clientIds[0] },
    ]);
    const query = `clientId=${clientIds[0]}&year=2026&month=3`;
    const records = await server.call('GET', `/api/attendance/client/in-out?${query}`, {
      token: owner.token,
    });
    // 07:00 in Kathmandu (UTC+5:45) is 01:15 UTC; the same second on the side door is the same punch.
    expect(records.body).toEqual([
      { datetime: '2026-03-05T01:15:00.000Z', status: 'CHECK_IN' },
      { datetime: '2026-03-05T12:45:00.000Z', status: 'CHECK_OUT' },
    ]);
    const days = await server.call('GET', `/api/attendance/client/total-days?${query}`, {
      token: owner.token,
    });
    expect(days.body.totalDays).toBe(1);
    const gymIn = await server.call(
      'GET',
      `/api/attendance/gym/total-clients-in?gymId=${gymId}&year=2026&month=3`,
      {
        token: owner.token,
      },
    );
    expect(gymIn.body.totalClients).toBe(1);
  });

  it('answers only the readable lines and never an OK for a line it did not store', async () => {
    const answer = await raw(
      'POST',
      `/iclock/cdata?SN=${serial('FRONT')}&table=ATTLOG`,
      `${clientIds[1]}\t2026-03-06 08:00:00\t0\t1\t0\t0\t0\nnot a punch\n${clientIds[1]}\t2026-02-31 08:00:00\t0\t1\n`,
    );
    expect(answer).toEqual({ status: 200, text: 'OK:1' });
    const unknownTable = await raw('POST', `/iclock/cdata?SN=${serial('FRONT')}&table=ATTPHOTO`, 'x');
    expect(unknownTable.status).toBe(400);
  });

  it('answers 503 when the punches cannot be stored, so the device keeps them and sends them again', async () => {
    const side = device('SIDE');
    side.punch(String(clientIds[1]), '2026-03-08 06:00:00');
    await server.db.query('ALTER TABLE device_punches RENAME TO device_punches_away');
    try {
      const refused = await side.uploadPunches();
      expect(refused).toEqual({ status: 503, text: 'ERROR: not stored, send again' });
      expect(side.unsent.punches).toBe(1);
    } finally {
      await server.db.query('ALTER TABLE device_punches_away RENAME TO device_punches');
    }
    expect((await side.uploadPunches())?.text).toBe('OK:1');
    expect(side.unsent.punches).toBe(0);
  });

  it('delivers a queued command until the device reports its result, and stores the result', async () => {
    const added = await server.call('POST', `/api/access-control-devices/${frontDoor}/add-clients`, {
      token: owner.token,
      body: clientIds,
    });
    expect(added.status).toBe(200);
    // A poll whose device never answers: the commands go out again on the next poll.
    const first = await raw('GET', `/iclock/getrequest?SN=${serial('FRONT')}`);
    const second = await raw('GET', `/iclock/getrequest?SN=${serial('FRONT')}`);
    expect(first.text.split('\n')).toHaveLength(2);
    expect(second.text).toBe(first.text);
    expect(first.text).toMatch(/^C:\d+:DATA UPDATE USERINFO PIN=\d+\tName=Asha\t/);

    const front = device('FRONT');
    const executed = await front.poll();
    expect(executed.map((command) => command.returnCode)).toEqual([0, 0]);
    expect(front.users.get(String(clientIds[0]))).toMatchObject({
      name: 'Asha',
      card: '12345',
      privilege: 0,
    });
    expect(
      (await commandsOf(frontDoor)).map(({ status, return_code, attempts }) => ({
        status,
        return_code,
        attempts,
      })),
    ).toEqual([
      { status: 'DONE', return_code: 0, attempts: 3 },
      { status: 'DONE', return_code: 0, attempts: 3 },
    ]);
    expect(await raw('GET', `/iclock/getrequest?SN=${serial('FRONT')}`)).toEqual({ status: 200, text: 'OK' });

    // Remote enrolment: the device takes the finger and the card and uploads them.
    const fingerprint = await server.call(
      'POST',
      `/api/access-control-devices/${frontDoor}/remote-fingerprint-client/${clientIds[0]}`,
      {
        token: owner.token,
      },
    );
    // The device has just called: the app can say it starts the enrolment at once.
    expect(fingerprint.body.deviceConnection).toBe('ONLINE');
    await server.call('POST', `/api/access-control-devices/${frontDoor}/remote-card-client/${clientIds[0]}`, {
      token: owner.token,
    });
    expect((await front.poll()).map((command) => command.returnCode)).toEqual([0, 0]);
    expect((await front.uploadOperations())?.text).toBe('OK:2');
    const enrolled = front.users.get(String(clientIds[0]));
    const info = (await client(clientIds[0] ?? 0)).clientInfoInDevice;
    expect(info.card).toBe(enrolled?.card);
    expect(info.fingerprints).toEqual([enrolled?.fingers.get(0)]);

    // A command for a user the device does not hold fails with the device's code.
    await server.db.query(
      "INSERT INTO device_commands (device_id, command) VALUES ($1, 'ENROLL_MF PIN=424242\tRETRY=3')",
      [frontDoor],
    );
    expect((await front.poll()).map((command) => command.returnCode)).toEqual([-10]);
    expect((await commandsOf(frontDoor)).at(-1)).toMatchObject({ status: 'FAILED', return_code: -10 });

    // INFO updates the counts the device reports on every poll.
    const detail = await server.call('GET', `/api/access-control-devices/${frontDoor}`, {
      token: owner.token,
    });
    expect(detail.body).toMatchObject({ users: 2, fingers: 1 });
  });

  it('cleans a tab or new line in a name so it cannot inject a field or a second command', async () => {
    await server.db.query(
      "UPDATE clients SET name = E'Evil\\nC:1:REBOOT\\tPri=14', device_card = E'1\\r\\nCLEAR LOG' WHERE id = $1",
      [clientIds[1]],
    );
    await server.call('POST', `/api/access-control-devices/${sideDoor}/add-clients`, {
      token: owner.token,
      body: [clientIds[1]],
    });
    // Also a command stored with a line break, however it got there.
    await server.db.query("INSERT INTO device_commands (device_id, command) VALUES ($1, E'CHECK\\nREBOOT')", [
      sideDoor,
    ]);
    const side = device('SIDE');
    const executed = await side.poll();
    expect(executed).toHaveLength(2);
    expect(executed.map((command) => command.command)).not.toContain('REBOOT');
    expect(side.users.get(String(clientIds[1]))).toMatchObject({
      name: 'Evil C:1:REBOOT Pri=14',
      privilege: 0,
      card: '1  CLEAR LOG',
    });
  });

  it("never lets one gym's device touch another gym's clients or commands", async () => {
    const other = device('STRANGER');
    const pin = String(clientIds[0]);
    other.punch(pin, '2026-03-07 09:00:00');
    expect((await other.uploadPunches())?.text).toBe('OK:1');
    const [attended] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM attendance WHERE device_id = $1',
      [strangerDoor],
    );
    expect(attended?.count).toBe(0);
    const before = (await client(clientIds[0] ?? 0)).clientInfoInDevice;
    const operations = await raw(
      'POST',
      `/iclock/cdata?SN=${serial('STRANGER')}&table=OPERLOG`,
      `USER PIN=${pin}\tName=X\tPri=14\tPasswd=1\tCard=999\tGrp=1\nFP PIN=${pin}\tFID=1\tSize=4\tValid=1\tTMP=AAAA\nOPLOG 9\t0\t2026-03-07 09:00:00\t${pin}\t0\t0\t0\n`,
    );
    expect(operations).toEqual({ status: 200, text: 'OK:3' });
    expect((await client(clientIds[0] ?? 0)).clientInfoInDevice).toEqual(before);
    const onDevices = await server.call('GET', `/api/access-control-devices/client/${clientIds[0]}`, {
      token: owner.token,
    });
    expect(onDevices.body.map((d: { id: number }) => d.id)).toEqual([frontDoor]);
    const [command] = await commandsOf(frontDoor);
    const result = await raw(
      'POST',
      `/iclock/devicecmd?SN=${serial('STRANGER')}`,
      `ID=${command?.id}&Return=-1&CMD=DATA\n`,
    );
    expect(result.text).toBe('OK');
    expect((await commandsOf(frontDoor))[0]).toMatchObject({ status: 'DONE', return_code: 0 });
  });

  it('puts a member on the door while the membership runs, off it on expiry or inactive, back on renewal', async () => {
    const created = await server.call('POST', '/api/clients', {
      token: owner.token,
      body: multipartForm({ gymId, name: 'Chandra', phone: '9801234567', gender: 'MALE' }),
    });
    const chandra = created.body.id as number;
    const pin = String(chandra);
    const planId = await addPricingPlan(server, owner.token, gymId);
    const renew = (membershipEndDate: string) =>
      server.call('POST', '/api/invoices', {
        token: owner.token,
        body: {
          clientId: chandra,
          pricingPlanId: planId,
          membershipStartDate: '2020-01-01',
          membershipEndDate,
          totalAmount: 2500,
          discountedAmount: 2500,
        },
      });
    expect((await renew('2099-12-31')).status).toBe(201);
    await server.call('POST', `/api/access-control-devices/${frontDoor}/add-clients`, {
      token: owner.token,
      body: [chandra],
    });
    const front = device('FRONT');
    await front.poll();
    expect(front.users.has(pin)).toBe(true);

    // Set inactive: taken off the door at once.
    await server.call('POST', `/api/clients/${chandra}/set-inactive`, { token: owner.token });
    expect((await front.poll()).map((command) => command.command)).toEqual([
      `DATA DELETE USERINFO PIN=${pin}`,
    ]);
    expect(front.users.has(pin)).toBe(false);

    // A renewal puts the member back.
    expect((await renew('2099-12-31')).status).toBe(201);
    expect((await front.poll()).map((command) => command.returnCode)).toEqual([0]);
    expect(front.users.get(pin)).toMatchObject({ name: 'Chandra' });

    // The membership runs out with the clock: the sweep takes the member off, once however often it runs.
    await server.db.query('UPDATE clients SET membership_end_date = current_date - 2 WHERE id = $1', [
      chandra,
    ]);
    const sweeps = await Promise.all([syncDoorAccess(server.db), syncDoorAccess(server.db)]);
    expect(sweeps.reduce((sum, queued) => sum + queued, 0)).toBe(1);
    expect((await front.poll()).map((command) => command.command)).toEqual([
      `DATA DELETE USERINFO PIN=${pin}`,
    ]);
    expect(front.users.has(pin)).toBe(false);
    const onDevices = await server.call('GET', `/api/access-control-devices/client/${chandra}`, {
      token: owner.token,
    });
    expect(onDevices.body.map((d: { id: number }) => d.id)).toEqual([frontDoor]);
  });

  it('stores the good lines of a batch with a NUL byte or bytes that are not UTF-8, on every resend', async () => {
    const pin = String(clientIds[1]);
    const lines = [
      Buffer.from(`${pin}\t2026-03-10 08:00:00\t0\t1\t0\t0\t0\n`),
      Buffer.from(`${pin}\t2026-03-10 08:05:00\t0\t1\t0\u0000\t0\n`),
      Buffer.concat([Buffer.from(`${pin}\t2026-03-10 08:06:00\t0\t1\t`), Buffer.from([0xff, 0xfe, 0x0a])]),
      Buffer.concat([
        Buffer.from(`${pin}\t2026-03-10 08:07:00\t0\t1\t`),
        Buffer.from([0xed, 0xa0, 0x80, 0x0a]),
      ]),
      Buffer.from(`${pin}\t2026-03-10 09:00:00\t1\t1\t0\t0\t0\n`),
    ];
    for (let send = 1; send <= 2; send++) {
      const answer = await raw(
        'POST',
        `/iclock/cdata?SN=${serial('SIDE')}&table=ATTLOG`,
        Buffer.concat(lines),
      );
      expect(answer).toEqual({ status: 200, text: 'OK:2' });
    }
    const stored = await server.db.query<{ punched_at: string }>(
      `SELECT to_char(punched_at AT TIME ZONE 'Asia/Kathmandu', 'HH24:MI') AS punched_at FROM device_punches
        WHERE device_id = $1 AND device_user = $2 AND punched_at >= '2026-03-10' ORDER BY punched_at`,
      [sideDoor, pin],
    );
    expect(stored.map((row) => row.punched_at)).toEqual(['08:00', '09:00']);

    const operations = await raw(
      'POST',
      `/iclock/cdata?SN=${serial('SIDE')}&table=OPERLOG`,
      `USER PIN=${clientIds[0]}\tName=Asha\u0000\tPri=0\tPasswd=\tCard=111\tGrp=1\nUSER PIN=${pin}\tName=Bikash\tPri=0\tPasswd=\tCard=4242\tGrp=1\n`,
    );
    expect(operations).toEqual({ status: 200, text: 'OK:1' });
    expect((await client(clientIds[0] ?? 0)).clientInfoInDevice.card).not.toBe('111');
    expect((await client(clientIds[1] ?? 0)).clientInfoInDevice.card).toBe('4242');

    // The device's own parameters and command results: a line it cannot store is left out there too.
    const options = await raw(
      'POST',
      `/iclock/cdata?SN=${serial('SIDE')}&table=options`,
      'FWVersion=Ver\u00008\nMaxUserCount=3000\n',
    );
    expect(options).toEqual({ status: 200, text: 'OK' });
    expect(await raw('POST', `/iclock/devicecmd?SN=${serial('SIDE')}`, 'ID=1&Return=0&CMD=\u0000\n')).toEqual(
      {
        status: 200,
        text: 'OK',
      },
    );
    const detail = await server.call('GET', `/api/access-control-devices/${sideDoor}`, {
      token: owner.token,
    });
    expect(detail.body.usersCapacity).toBe(3000);
  });

  it('refuses a serial number holding a NUL, and leaves out a poll INFO holding one', async () => {
    expect(await raw('GET', `/iclock/getrequest?SN=${serial('SIDE')}%00`)).toEqual({
      status: 400,
      text: 'ERROR: SN contains a NUL character or broken Unicode.',
    });
    const poll = await raw('GET', `/iclock/getrequest?SN=${serial('SIDE')}&INFO=Ver%00,1,2,3,10.0.0.1`);
    expect(poll.status).toBe(200);
  });
});
