import type { Queryable } from '../../src/db/database.ts';
import { DeviceSimulator } from '../device-simulator/simulator.ts';

/** The demo gym's simulated door device (apps/api/tools/demo/seed.ts registers it, claimed). */
export const DEMO_DEVICE_SERIAL = 'DEMO-K40PRO-0001';

/** How often the simulated device polls for commands, as a real one with Delay=10 would. */
const POLL_SECONDS = 10;

export interface DemoDeviceOptions {
  /** The running server, e.g. http://127.0.0.1:3000 */
  url: string;
  /** A demo client punches every this many seconds; 0 or less: no demo device. */
  punchSeconds: number;
  onError: (error: unknown) => void;
  onPunch?: (pin: string) => void;
}

/**
 * Runs the demo's simulated K40 Pro beside the server, so a new user sees attendance arrive: it
 * speaks the push protocol to the server like the real device (handshake, polls, executes the
 * commands it is sent) and every `punchSeconds` one of the members on it punches. Does nothing when
 * the demo device is not registered (a database not seeded by the demo). Answers a function that
 * stops it.
 */
export async function startDemoDevice(db: Queryable, options: DemoDeviceOptions): Promise<() => void> {
  if (options.punchSeconds <= 0) return () => {};
  const [registered] = await db.query<{ id: number }>(
    'SELECT id FROM access_control_devices WHERE serial_number = $1 AND claimed_at IS NOT NULL',
    [DEMO_DEVICE_SERIAL],
  );
  if (!registered) return () => {};
  const device = new DeviceSimulator({ serial: DEMO_DEVICE_SERIAL, url: options.url });
  let lastPunch = Date.now();
  let running = false;

  /** The members on the device: its own user table, or after a restart those the server put on it. */
  const members = async () => {
    const onDevice = [...device.users.keys()];
    if (onDevice.length > 0) return onDevice;
    const linked = await db.query<{ client_id: number }>(
      'SELECT client_id FROM client_devices WHERE device_id = $1 AND door_access ORDER BY client_id',
      [registered.id],
    );
    return linked.map((row) => String(row.client_id));
  };

  const cycle = async () => {
    if (device.timeZone === undefined) await device.handshake();
    if (Date.now() - lastPunch >= options.punchSeconds * 1000) {
      const pins = await members();
      const pin = pins[Math.floor(Math.random() * pins.length)];
      if (pin !== undefined) {
        device.punch(pin, device.clock());
        options.onPunch?.(pin);
      }
      lastPunch = Date.now();
    }
    await device.sync();
  };

  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cycle()
      .catch(options.onError)
      .finally(() => {
        running = false;
      });
  }, Math.min(POLL_SECONDS, options.punchSeconds) * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
