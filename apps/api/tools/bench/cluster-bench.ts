/**
 * `pnpm --filter @gym/api bench:cluster`: the judge feed through scripts/cluster.sh's nginx in
 * front of three processes on one PostgreSQL (DATABASE_URL; nginx installed, as root the script
 * installs it).
 * 1. CLUSTER_BENCH_POLLERS (10000) pollers of one platform, each asking combined-data once a second
 *    for CLUSTER_BENCH_SECONDS (30), through the proxy: the requests that reached the processes per
 *    second (nginx's log of what it passed on), and the pollers' median and p99.
 * 2. CLUSTER_BENCH_VIEWERS (3000) event-stream viewers through the proxy (least connections spreads
 *    them over the processes), CLUSTER_BENCH_ROUNDS (10) rounds of three referee decisions: the
 *    delay from the third decision to each viewer, its p99, and to the last viewer of each round.
 */
import { execFile, fork } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../scratch-database.ts';
import { at, judgeWrites, mean, viewersMessages } from './judge-rounds.ts';

const POLLERS = Number(process.env.CLUSTER_BENCH_POLLERS ?? '10000');
const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? '30');
const VIEWERS = Number(process.env.CLUSTER_BENCH_VIEWERS ?? '3000');
const ROUNDS = Number(process.env.CLUSTER_BENCH_ROUNDS ?? '10');
const PROCESSES = Number(process.env.CLUSTER_BENCH_PROCESSES ?? '3');
const PORT = Number(process.env.CLUSTER_BENCH_PORT ?? '29500');
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const proxy = `http://127.0.0.1:${PORT}`;

const database = await createScratchDatabase('gym_cluster_bench');
const runDir = await mkdtemp(join(tmpdir(), 'gym-cluster-bench-'));
const cluster = (command: string) =>
  promisify(execFile)('bash', [join(repoRoot, 'scripts', 'cluster.sh'), command], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      CLUSTER_PORT: String(PORT),
      CLUSTER_PROCESSES: String(PROCESSES),
      CLUSTER_DIR: runDir,
      CLUSTER_BUILD: '0',
      LOG_LEVEL: 'warn',
      REMINDER_CHECK_SECONDS: '0',
      JUDGE_LIGHTS_SECONDS: '1',
      // Every viewer of the benchmark comes from this machine.
      EVENT_STREAMS_PER_ADDRESS: String(VIEWERS + 100),
    },
  });

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${proxy}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}
const clock = () => performance.timeOrigin + performance.now();
/** Requests nginx passed on to a process for the poll, so far. */
const originPolls = async () =>
  (await readFile(join(runDir, 'upstream.log'), 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line.includes(' /public/api/judge/combined-data ')).length;

try {
  await cluster('start');
  console.log(`\n${PROCESSES} processes behind nginx on PostgreSQL, proxy ${proxy}`);
  const owner = (await call('POST', '/api/auth/register', {
    name: 'Cluster Bench',
    phone: '9841000000',
    password: 'cluster-bench-1',
    address: 'Baneshwor',
    district: 'Kathmandu',
  })) as { token: string };
  const auth = { authorization: `Bearer ${owner.token}` };
  const meet = (await call(
    'POST',
    '/api/judge/meets',
    { name: 'Cluster bench', platformCount: 1 },
    auth,
  )) as {
    platforms: { platformId: number; refereeCode: string }[];
  };
  const platform = meet.platforms[0];
  if (!platform) throw new Error('no platform');
  const { setLifter, decide } = judgeWrites(call, platform, auth);
  await setLifter('Polled Lifter');

  if (POLLERS > 0) {
    const feed = `${proxy}/public/api/judge/combined-data?platformId=${platform.platformId}`;
    const before = await originPolls();
    const started = clock();
    const result = await autocannon({
      url: feed,
      connections: POLLERS,
      // Each poller asks once a second, as the widget does without its event stream.
      overallRate: POLLERS,
      duration: SECONDS,
      workers: 1,
    });
    const elapsed = (clock() - started) / 1000;
    const reached = (await originPolls()) - before;
    console.log(`\n${POLLERS} pollers of one platform through the proxy, ${SECONDS} s`);
    console.log(
      `  answered ${result.requests.total} (${(result.requests.total / elapsed).toFixed(0)}/s), non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    console.log(`  reaching the processes: ${reached} (${(reached / elapsed).toFixed(2)}/s)`);
    console.log(`  pollers' latency: median ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  }

  if (VIEWERS > 0) {
    const viewers = fork(join(import.meta.dirname, 'judge-viewers.ts'), [
      `${proxy}/public/api/judge/platforms/${platform.platformId}/events`,
    ]);
    const next = viewersMessages(viewers, 180_000);
    const opened = clock();
    viewers.send({ open: VIEWERS });
    await next((message) => message.ready === VIEWERS);
    console.log(
      `\n${VIEWERS} event-stream viewers through the proxy over ${PROCESSES} processes (open after ${((clock() - opened) / 1000).toFixed(1)} s), ${ROUNDS} rounds`,
    );
    const delays: number[] = [];
    const lastViewer: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const name = `Round ${round}`;
      viewers.send({ round: name });
      await next((message) => message.armed === name);
      await setLifter(name);
      await next((message) => message.named === name);
      await decide(1);
      await decide(2);
      const decidedAt = clock();
      await decide(3);
      const { times = [] } = await next((message) => message.round === name);
      const roundDelays = times.map((time) => time - decidedAt);
      delays.push(...roundDelays);
      lastViewer.push(Math.max(...roundDelays));
      // The lights clear (JUDGE_LIGHTS_SECONDS, 1) before the next lifter.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
    }
    viewers.kill();
    const sorted = delays.sort((a, b) => a - b);
    const last = [...lastViewer].sort((a, b) => a - b);
    console.log('  from the third decision to a viewer receiving the lights (ms):');
    console.log(`  median ${at(sorted, 0.5).toFixed(1)}   p99 ${at(sorted, 0.99).toFixed(1)}`);
    console.log(
      `  to the last viewer of a round: median ${at(last, 0.5).toFixed(1)}, mean ${mean(lastViewer).toFixed(1)}, worst ${Math.max(...lastViewer).toFixed(1)}`,
    );
  }
} finally {
  await cluster('stop').catch(() => undefined);
  await database.drop();
  await rm(runDir, { recursive: true, force: true });
}
