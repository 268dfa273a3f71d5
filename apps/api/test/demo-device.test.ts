import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_SERIAL, startDemoDevice } from '../tools/demo/demo-device.ts';
import { seedDemoOnFirstStart } from '../tools/demo/seed.ts';
import { backends } from './support/backends.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('the demo door device on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  const attendance = () =>
    server.db.query<{ client_id: number; gym_id: number }>(
      `SELECT a.client_id, a.gym_id FROM attendance a JOIN access_control_devices d ON d.id = a.device_id
        WHERE d.serial_number = $1`,
      [DEMO_DEVICE_SERIAL],
    );

  it('does nothing when the demo was not seeded', async () => {
    const errors: unknown[] = [];
    const stop = await startDemoDevice(server.db, {
      url: server.url,
      punchSeconds: 0.1,
      onError: (error) => errors.push(error),
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    stop();
    expect(errors).toEqual([]);
    expect(await attendance()).toEqual([]);
  });

  it('takes the seeded members on as the server sends them, and they punch: attendance arrives', async () => {
    expect(await seedDemoOnFirstStart(server.ctx)).toBeDefined();
    const off = await startDemoDevice(server.db, { url: server.url, punchSeconds: 0, onError: () => {} });
    off();
    const errors: unknown[] = [];
    const punched: string[] = [];
    const stop = await startDemoDevice(server.db, {
      url: server.url,
      punchSeconds: 0.2,
      onError: (error) => errors.push(error),
      onPunch: (pin) => punched.push(pin),
    });
    try {
      const deadline = Date.now() + 15_000;
      while ((await attendance()).length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
    const rows = await attendance();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const members = await server.db.query<{ id: number; gym_id: number }>(
      `SELECT c.id, c.gym_id FROM clients c JOIN client_devices cd ON cd.client_id = c.id
         JOIN access_control_devices d ON d.id = cd.device_id WHERE d.serial_number = $1`,
      [DEMO_DEVICE_SERIAL],
    );
    expect(members).toHaveLength(3);
    for (const row of rows) {
      expect(members.map((member) => member.id)).toContain(row.client_id);
      expect(row.gym_id).toBe(members[0]?.gym_id);
    }
    // The device executed the user records it was sent: none is left waiting.
    const [open] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM device_commands c JOIN access_control_devices d ON d.id = c.device_id
        WHERE d.serial_number = $1 AND c.status <> 'DONE'`,
      [DEMO_DEVICE_SERIAL],
    );
    expect(open?.count).toBe(0);
    expect(punched.length).toBeGreaterThanOrEqual(rows.length);
  });
});
