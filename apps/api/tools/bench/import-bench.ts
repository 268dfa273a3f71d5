/**
 * `pnpm --filter @gym/api bench:import`: a 5,000-row client import (IMPORT_BENCH_ROWS; every row a
 * new client with a membership, one in three owing) while a trivial route is asked one request
 * after another from a worker thread. Prints the upload's, the preview's and the import's times
 * (start to the job's DONE, as the screen's poll sees it), the trivial route's median and worst
 * delay during the import, beside the same over an idle stretch (the machine's own noise), and the
 * server thread's worst event-loop stall. Runs against DATABASE_URL, else PGlite.
 */
import { randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { hashPassword } from '../../src/auth/passwords.ts';
import { configFromEnv } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { watchLoopTurns } from './loop-turns.ts';
import { trivialProbe } from './trivial-probe.ts';

const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? '5000');
const OWNER = { phone: '9800000096', password: 'import-bench-123' };

const config = { ...configFromEnv(), logLevel: 'silent', port: 0, host: '127.0.0.1' };
const { app, ctx } = await startServer(config);
const url = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

await ctx.db.query(
  `INSERT INTO users (name, phone, password_hash, payment_expiry_date) VALUES ('Import Bench', $1, $2, '2100-01-01')
   ON CONFLICT (phone) DO NOTHING`,
  [OWNER.phone, await hashPassword(OWNER.password)],
);
const { token, id } = (await call('POST', '/api/auth/authenticate/store', null, OWNER)) as {
  token: string;
  id: number;
};
// A gym of its own each run, so every row is a new client.
const [gym] = await ctx.db.query<{ id: number }>(
  `INSERT INTO gyms (user_id, gym_name, time_zone) VALUES ($1, 'Import Bench Gym', 'Asia/Kathmandu') RETURNING id`,
  [id],
);
if (!gym) throw new Error('no benchmark gym');

// The file as Excel saves it: BOM, semicolons, dates written by hand, Nepali names among others.
const base = 9_810_000_000 + randomInt(0, 80_000_000);
const lines = ['Name;Phone;Gender;Joined;Membership ends;Owes'];
for (let n = 0; n < ROWS; n++) {
  const name = n % 2 ? `Member ${n}` : `सदस्य ${n}`;
  lines.push(
    `${name};${base + n};${n % 3 ? 'Male' : 'F'};15/03/2026;15 Apr 2027;${n % 3 === 0 ? 'Rs 1,500' : ''}`,
  );
}
const form = new FormData();
form.append('file', new Blob([`\uFEFF${lines.join('\r\n')}`]), 'members.csv');
form.append('fileName', 'members.csv');

const prober = await trivialProbe(url);
const probe = prober.during;

const IDLE_MS = Number(process.env.IMPORT_BENCH_IDLE_MS ?? '2000');
const idleTurns = watchLoopTurns();
const { delays: idleDelays } = await probe(() => sleep(IDLE_MS));
const idle = idleTurns.stop();

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};
const upload = await timed(() => call('POST', `/api/imports/clients/gyms/${gym.id}`, token, form));
const job = upload.result as { id: number; mapping: Record<string, number> };
const preview = await timed(() =>
  call('POST', `/api/imports/${job.id}/preview`, token, { mapping: job.mapping }),
);

const turns = watchLoopTurns();
let answeredAfter = 0;
const progressSeen = new Set<number>();
const started = performance.now();
const { result: done, delays } = await probe(async () => {
  await call('POST', `/api/imports/${job.id}/start`, token, { mapping: job.mapping });
  answeredAfter = performance.now() - started;
  for (;;) {
    const state = (await call('GET', `/api/imports/${job.id}`, token)) as {
      status: string;
      doneRows: number;
    };
    progressSeen.add(state.doneRows);
    if (state.status === 'DONE' || state.status === 'FAILED') return state;
    await sleep(100);
  }
});
const importMs = performance.now() - started;
const importing = turns.stop();
await prober.stop();
delays.sort((a, b) => a - b);
const median = delays[Math.floor(delays.length / 2)] ?? 0;
console.log(`\n${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}; import of ${ROWS} rows`);
console.log(
  `upload (read, columns guessed) ${upload.ms.toFixed(0)} ms; preview ${preview.ms.toFixed(0)} ms: ${JSON.stringify({ ...(preview.result as object), rows: undefined })}`,
);
console.log(
  `start answered after ${answeredAfter.toFixed(0)} ms; DONE seen by the poll after ${importMs.toFixed(0)} ms: ${JSON.stringify(done)}`,
);
console.log(`progress values the poll saw: ${[...progressSeen].sort((a, b) => a - b).join(', ')}`);
console.log(
  `trivial route during the import: ${delays.length} requests, median ${median.toFixed(1)} ms, worst ${(delays.at(-1) ?? 0).toFixed(1)} ms`,
);
console.log(
  `event loop worst delay: ${importing.wallMs.toFixed(1)} ms; the most CPU the server's thread spent in one stall: ${importing.cpuMs.toFixed(1)} ms`,
);
console.log(
  `idle baseline (${IDLE_MS} ms): trivial route worst ${Math.max(...idleDelays).toFixed(1)} ms, event loop worst ${idle.wallMs.toFixed(1)} ms`,
);
console.log(
  `load average: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
await app.close();
