/**
 * `pnpm --filter @gym/api bench:devices`: punches per second one server process stores from 50
 * simulated door devices (each uploading its punches as they happen, `BENCH_BATCH` lines per upload,
 * default 1 as with Realtime=1), beside the trivial route measured the same way. The devices run
 * on a thread of their own, so they do not take turns with the server. Runs against DATABASE_URL,
 * else an in-memory PGlite.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { configFromEnv } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { DeviceSimulator } from '../device-simulator/simulator.ts';

const DEVICES = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? '10');
const BATCH = Number(process.env.BENCH_BATCH ?? '1');

interface Load {
  url: string;
  serials: string[];
  pins: string[];
  seconds: number;
  batch: number;
}

/** Each device punches its users one after another, a second apart on its clock, and uploads. */
async function runDevices({
  url,
  serials,
  pins,
  seconds,
  batch,
}: Load): Promise<{ sent: number; failed: number }> {
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  let failed = 0;
  await Promise.all(
    serials.map(async (serial) => {
      const device = new DeviceSimulator({ serial, url });
      await device.handshake();
      let second = 0;
      while (Date.now() < until) {
        for (let line = 0; line < batch; line++) {
          const at = new Date(Date.UTC(2026, 0, 1) + second++ * 1000);
          device.punch(pins[second % pins.length] ?? '0', at.toISOString().slice(0, 19).replace('T', ' '));
        }
        const answer = await device.uploadPunches();
        if (answer?.status === 200) sent += batch;
        else failed += batch;
      }
    }),
  );
  return { sent, failed };
}

if (!isMainThread) {
  parentPort?.postMessage(await runDevices(workerData as Load));
} else {
  const config = { ...configFromEnv(), dataDir: undefined, logLevel: 'silent', port: 0, host: '127.0.0.1' };
  if (!config.databaseUrl) config.uploadsDir = '/tmp/gym-device-bench-uploads';
  const { app, ctx } = await startServer(config);
  const run = `B${Date.now().toString(36)}`;
  const [owner] = await ctx.db.query<{ id: number }>(
    "INSERT INTO users (name, phone, password_hash, payment_expiry_date) VALUES ('Bench', $1, 'x', '2100-01-01') RETURNING id",
    [`98${String(Date.now()).slice(-8)}`],
  );
  const [gym] = await ctx.db.query<{ id: number }>(
    "INSERT INTO gyms (user_id, gym_name) VALUES ($1, 'Device bench') RETURNING id",
    [owner?.id],
  );
  const clients = await ctx.db.query<{ id: number }>(
    "INSERT INTO clients (gym_id, name, gender, phone) SELECT $1, 'Member ' || n, 'MALE', '1' FROM generate_series(1, 200) AS n RETURNING id",
    [gym?.id],
  );
  const serials = Array.from({ length: DEVICES }, (_, index) => `${run}-${index}`);
  await ctx.db.query(
    "INSERT INTO access_control_devices (gym_id, device_name, door, serial_number, claimed_at) SELECT $1, 'K40 Pro', 'Door', unnest($2::text[]), now()",
    [gym?.id, serials],
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const trivial = await autocannon({
    url: `${url}/api/enums/district`,
    connections: DEVICES,
    workers: 1,
    duration: DURATION_SECONDS,
  });
  const load: Load = {
    url,
    serials,
    pins: clients.map((client) => String(client.id)),
    seconds: DURATION_SECONDS,
    batch: BATCH,
  };
  const result = await new Promise<{ sent: number; failed: number }>((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: load });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const [stored] = await ctx.db.query<{ punches: number }>(
    'SELECT count(*)::int AS punches FROM device_punches p JOIN access_control_devices d ON d.id = p.device_id WHERE d.serial_number = ANY($1::text[])',
    [serials],
  );
  const perSecond = (stored?.punches ?? 0) / DURATION_SECONDS;
  console.log(
    `${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}; ${DEVICES} devices, ${BATCH} punch(es) per upload, ${DURATION_SECONDS} s`,
  );
  console.log(`trivial route: ${trivial.requests.average.toFixed(0)} req/s`);
  console.log(
    `punches stored: ${perSecond.toFixed(0)}/s (${(BATCH === 0 ? 0 : perSecond / BATCH).toFixed(0)} uploads/s, ` +
      `${stored?.punches} stored, ${result.sent} acknowledged, ${result.failed} refused)`,
  );
  await app.close();
}
