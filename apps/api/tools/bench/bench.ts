/**
 * `pnpm --filter @gym/api bench`: loads the benchmark data set (filling it first when the database
 * has none; BENCH_SCALE, default 1) and measures the heavy reads at 50 concurrent connections,
 * each beside a trivial route measured in the same run. Prints median and p99 latency, requests/s
 * and the ratio to the trivial route's throughput. Runs against DATABASE_URL, else PGlite.
 */
import autocannon from 'autocannon';
import { configFromEnv } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { FILL_OWNER, FULL_SIZE, fillDatabase } from '../demo/fill.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? '10');
const SCALE = Number(process.env.BENCH_SCALE ?? '1');

const config = { ...configFromEnv(), logLevel: 'silent', port: 0, host: '127.0.0.1' };
const { app, ctx } = await startServer(config);
const [existing] = await ctx.db.query('SELECT 1 FROM users WHERE phone = $1', [FILL_OWNER.phone]);
if (!existing) {
  const scaled = (full: number) => Math.max(10, Math.round(full * SCALE));
  console.log(`Filling the benchmark data set at scale ${SCALE}...`);
  await fillDatabase(ctx.db, {
    gyms: FULL_SIZE.gyms,
    clients: scaled(FULL_SIZE.clients),
    invoices: scaled(FULL_SIZE.invoices),
    moneyFlows: scaled(FULL_SIZE.moneyFlows),
    punches: scaled(FULL_SIZE.punches),
  });
}
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${url}/api/auth/authenticate/store`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ phone: FILL_OWNER.phone, password: FILL_OWNER.password }),
});
const { token, id } = (await login.json()) as { token: string; id: number };
const gyms = (await (
  await fetch(`${url}/api/gyms/users/${id}`, { headers: { authorization: `Bearer ${token}` } })
).json()) as { content: { id: number }[] };
const gymId = gyms.content[0]?.id;
const [counts] = await ctx.db.query<Record<string, number>>(
  `SELECT (SELECT count(*) FROM clients WHERE gym_id = $1)::int AS clients,
          (SELECT count(*) FROM invoices WHERE gym_id = $1)::int AS invoices,
          (SELECT count(*) FROM money_flows WHERE gym_id = $1)::int AS money_flows`,
  [gymId],
);

const routes: [string, string][] = [
  ['trivial route (enum list)', '/api/enums/district'],
  ['own profile (signed in)', `/api/users/${id}`],
  ['client list, name search', `/api/clients/gyms/${gymId}?name=sita`],
  ['expired clients', `/api/expired-clients/gyms/${gymId}`],
  ['dashboard cards', `/api/dashboard-cards/${gymId}`],
  ['monthly payments', `/api/dashboard-monthly-payments/${gymId}`],
  ['money aggregated report', `/api/moneyflows/aggregated-report?gymId=${gymId}`],
];

console.log(
  `\n${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}; measured gym: ${JSON.stringify(counts)}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`,
);
console.log('route                         median ms   p99 ms    req/s   ratio to trivial');
let trivial = 0;
// BENCH_ONLY=cards measures the trivial route and the routes whose name contains 'cards'.
const only = process.env.BENCH_ONLY;
for (const [name, path] of routes.filter(([name], index) => index === 0 || !only || name.includes(only))) {
  const result = await autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    // The load runs on its own thread, so it does not take turns with the server it measures.
    workers: 1,
    duration: DURATION_SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  const perSecond = result.requests.average;
  if (trivial === 0) trivial = perSecond;
  const failures = result.non2xx + result.errors;
  console.log(
    `${name.padEnd(30)}${String(result.latency.p50).padStart(9)}${String(result.latency.p99).padStart(9)}` +
      `${perSecond.toFixed(0).padStart(9)}${(perSecond / trivial).toFixed(2).padStart(12)}` +
      (failures ? `   (${failures} failed)` : ''),
  );
}
await app.close();
