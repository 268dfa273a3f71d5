/**
 * `pnpm --filter @gym/api bench:sms`: one bulk SMS (SMS_BENCH_RECIPIENTS, 2000 clients; a
 * 700-character text with each client's name) while a trivial route is asked one request after
 * another from a worker thread. Prints the send's answer time, when the sender had handed every
 * message to the provider, the worst and median delay of the trivial route until then, the server
 * thread's event loop's worst stall and the most CPU it spent in one stall (its own work, apart from
 * waiting for a core on a shared machine), beside the same figures over an idle stretch before the
 * send (the machine's own noise). Runs against DATABASE_URL, else PGlite.
 */
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { hashPassword } from '../../src/auth/passwords.ts';
import { configFromEnv } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { watchLoopTurns } from './loop-turns.ts';
import { trivialProbe } from './trivial-probe.ts';

const RECIPIENTS = Number(process.env.SMS_BENCH_RECIPIENTS ?? '2000');
const OWNER = { phone: '9800000097', password: 'sms-bench-123' };
const TEXT =
  `Dear {client_name}, ${'your membership at {business_name} ends soon; renew at the desk. '.repeat(11)}`.slice(
    0,
    700,
  );

const config = { ...configFromEnv(), logLevel: 'silent', port: 0, host: '127.0.0.1' };
const { app, ctx } = await startServer(config);
const url = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// The benchmark's own owner, gym and clients, created once in the configured database.
await ctx.db.query(
  `INSERT INTO users (name, phone, password_hash, payment_expiry_date) VALUES ('SMS Bench', $1, $2, '2100-01-01')
   ON CONFLICT (phone) DO NOTHING`,
  [OWNER.phone, await hashPassword(OWNER.password)],
);
const { token, id } = (await call('POST', '/api/auth/authenticate/store', OWNER)) as {
  token: string;
  id: number;
};
let [gym] = await ctx.db.query<{ id: number }>('SELECT id FROM gyms WHERE user_id = $1 ORDER BY id LIMIT 1', [
  id,
]);
if (!gym) {
  [gym] = await ctx.db.query<{ id: number }>(
    `INSERT INTO gyms (user_id, gym_name, time_zone) VALUES ($1, 'SMS Bench Gym', 'Asia/Kathmandu') RETURNING id`,
    [id],
  );
}
if (!gym) throw new Error('no benchmark gym');
await ctx.db.query(
  `INSERT INTO clients (gym_id, name, phone, gender, membership_end_date)
   SELECT $1, 'Member ' || n, (9810000000 + n)::text, 'MALE', current_date + 30
     FROM generate_series(1, $2::int - (SELECT count(*) FROM clients WHERE gym_id = $1)::int) AS n`,
  [gym.id, RECIPIENTS],
);

const prober = await trivialProbe(url);
const probe = prober.during;

// The machine's own noise: the same figures while the trivial route is asked and nothing else runs,
// for about as long as a send takes (2 s at least).
const IDLE_MS = Number(process.env.SMS_BENCH_IDLE_MS ?? '2000');
const idleTurns = watchLoopTurns();
const { delays: idleDelays } = await probe(() => sleep(IDLE_MS));
const idle = idleTurns.stop();

const turns = watchLoopTurns();
let answeredAfter = 0;
let sentAfter = 0;
const started = performance.now();
const { result: answer, delays } = await probe(async () => {
  const answer = await call(
    'POST',
    '/api/sms/send',
    { gymId: gym.id, type: 'ALL', phoneNumbers: null, smsContent: TEXT },
    { authorization: `Bearer ${token}` },
  );
  answeredAfter = performance.now() - started;
  // The sender hands the queued messages to the provider after the answer: measured until none waits.
  await ctx.smsQueue.drain();
  sentAfter = performance.now() - started;
  return answer;
});
const sending = turns.stop();
await prober.stop();
delays.sort((a, b) => a - b);
const median = delays[Math.floor(delays.length / 2)] ?? 0;
console.log(
  `\n${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}; bulk send to ${RECIPIENTS} clients, ${TEXT.length} characters`,
);
console.log(`send answered after ${answeredAfter.toFixed(0)} ms: ${JSON.stringify(answer)}`);
console.log(`every message handed to the provider after ${sentAfter.toFixed(0)} ms`);
console.log(
  `trivial route until then: ${delays.length} requests, median ${median.toFixed(1)} ms, worst ${(delays.at(-1) ?? 0).toFixed(1)} ms`,
);
console.log(
  `event loop worst delay: ${sending.wallMs.toFixed(1)} ms; the most CPU the server's thread spent in one stall: ${sending.cpuMs.toFixed(1)} ms`,
);
console.log(
  `idle baseline (${IDLE_MS} ms, no send): trivial route worst ${Math.max(...idleDelays).toFixed(1)} ms, event loop worst ${idle.wallMs.toFixed(1)} ms (most CPU in one stall ${idle.cpuMs.toFixed(1)} ms)`,
);
console.log(
  `load average: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
await app.close();
