/**
 * `pnpm --filter @gym/api bench:judge`: the live judge feed under load, on one platform.
 * 1. N pollers (JUDGE_BENCH_POLLERS, 1000) ask combined-data as fast as they can for
 *    JUDGE_BENCH_SECONDS (10): plain, and revalidating with If-None-Match (304), each beside a bare
 *    node:http server in this process answering the same bytes (the ratio is to it), and a trivial
 *    route in the same run. Prints req/s, median and p99 latency.
 * 2. M event-stream viewers (JUDGE_BENCH_VIEWERS, 1000) in a child process at a lower priority
 *    (JUDGE_BENCH_VIEWER_NICE, 10); JUDGE_BENCH_ROUNDS (20) times the three referees decide, and the
 *    delay from the third referee's request to each viewer receiving the lights is measured. Prints
 *    its median, p99 and the per-round maximum (every viewer has it), the server thread's CPU per
 *    decision and its event loop's worst delay, and the viewers' own CPU. Runs against DATABASE_URL,
 *    else PGlite.
 */

import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { hashPassword } from '../../src/auth/passwords.ts';
import { configFromEnv } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { at, judgeWrites, mean, viewersMessages } from './judge-rounds.ts';

const POLLERS = Number(process.env.JUDGE_BENCH_POLLERS ?? '1000');
// One count, or several (bench:viewers: 1000,5000,10000): the same streams stay open and more join.
const VIEWER_STEPS = (process.env.JUDGE_BENCH_VIEWERS ?? '1000')
  .split(',')
  .map(Number)
  .filter((count) => count > 0);
const VIEWERS = Math.max(0, ...VIEWER_STEPS);
const SECONDS = Number(process.env.JUDGE_BENCH_SECONDS ?? '10');
const ROUNDS = Number(process.env.JUDGE_BENCH_ROUNDS ?? '20');
const OWNER = { phone: '9800000098', password: 'judge-bench-123' };
const MEET_NAME = 'Judge feed benchmark';

// Every viewer of the benchmark connects from this machine: the per-address cap must admit them all.
const config = {
  ...configFromEnv(),
  logLevel: 'silent',
  port: 0,
  host: '127.0.0.1',
  eventStreamsPerAddress: Math.max(VIEWERS, configFromEnv().eventStreamsPerAddress),
};
const { app, ctx } = await startServer(config);
// A thousand connections open at once: a longer accept queue than Node's 511 keeps none waiting
// for a SYN retry.
const url = await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
const clock = () => performance.timeOrigin + performance.now();

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

// The benchmark's own owner and meet, created once in the configured database.
await ctx.db.query(
  `INSERT INTO users (name, phone, password_hash, payment_expiry_date) VALUES ('Judge Bench', $1, $2, '2100-01-01')
   ON CONFLICT (phone) DO NOTHING`,
  [OWNER.phone, await hashPassword(OWNER.password)],
);
const { token } = (await call('POST', '/api/auth/authenticate/store', OWNER)) as { token: string };
const auth = { authorization: `Bearer ${token}` };
type Meet = { name: string; platforms: { platformId: number; refereeCode: string }[] };
const meets = (await call('GET', '/api/judge/meets', undefined, auth)) as Meet[];
const meet =
  meets.find((candidate) => candidate.name === MEET_NAME) ??
  ((await call('POST', '/api/judge/meets', { name: MEET_NAME, platformCount: 1 }, auth)) as Meet);
const platform = meet.platforms[0];
if (!platform) throw new Error('the benchmark meet has no platform');

const { setLifter, decide } = judgeWrites(call, platform, auth);

console.log(`\n${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}; platform ${platform.platformId}`);
if (POLLERS > 0) {
  console.log(`${POLLERS} pollers, ${SECONDS} s each\n`);
  await setLifter('Polled Lifter');
  const feedPath = `/public/api/judge/combined-data?platformId=${platform.platformId}`;
  const etag = (await fetch(`${url}${feedPath}`)).headers.get('etag') ?? '';

  // The same answer from a bare node:http server in this process: its headers (but the date and the
  // connection's) and its body, written as they are with no routing at all; 304 to its ETag.
  const sample = await fetch(`${url}${feedPath}`);
  const sampleBody = Buffer.from(await sample.arrayBuffer());
  const sampleHeaders = [...sample.headers].filter(
    ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
  );
  const notModifiedHeaders = sampleHeaders.filter(
    ([name]) => !['content-type', 'content-length'].includes(name),
  );
  const bare = createServer((request, response) => {
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, notModifiedHeaders.flat());
      response.end();
    } else {
      response.writeHead(200, sampleHeaders.flat());
      response.end(sampleBody);
    }
  });
  bare.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => bare.listen({ port: 0, host: '127.0.0.1', backlog: 2048 }, resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  // Opening a thousand connections on a cold process times some out: warm up before measuring.
  for (const target of [url, bareUrl]) {
    await autocannon({ url: `${target}${feedPath}`, connections: POLLERS, workers: 1, duration: 2 });
  }
  console.log(
    `${sampleBody.length} bytes of body; both servers in this process, the load on its own thread, one after the other\n`,
  );
  console.log('poll                                        median ms   p99 ms    req/s   ratio');
  const measure = async (
    name: string,
    target: string,
    headers: Record<string, string>,
    expected: number,
    path = feedPath,
  ) => {
    const result = await autocannon({
      url: `${target}${path}`,
      connections: POLLERS,
      // The load runs on its own thread, so it does not take turns with the server it measures.
      workers: 1,
      duration: SECONDS,
      headers,
    });
    const answered =
      (result.statusCodeStats as Record<string, { count: number }>)[String(expected)]?.count ?? 0;
    const failures = result.requests.total - answered + result.errors;
    return {
      name,
      perSecond: result.requests.average,
      line: `${String(result.latency.p50).padStart(9)}${String(result.latency.p99).padStart(9)}${result.requests.average.toFixed(0).padStart(9)}`,
      note:
        failures > 0
          ? `   (${failures} not ${expected}: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors, ${result.timeouts} timeouts)`
          : '',
    };
  };
  const trivial = await measure('trivial route (enum list)', url, {}, 200, '/api/enums/district');
  console.log(`${trivial.name.padEnd(44)}${trivial.line}        ${trivial.note}`);
  for (const [label, headers, expected] of [
    ['200 with the body', {}, 200],
    ['If-None-Match: 304', { 'if-none-match': etag }, 304],
  ] as const) {
    const ours = await measure(`combined-data (${label})`, url, headers, expected);
    const bareRun = await measure(`bare node:http (${label})`, bareUrl, headers, expected);
    for (const run of [bareRun, ours]) {
      const ratio = (run.perSecond / bareRun.perSecond).toFixed(2);
      console.log(`${run.name.padEnd(44)}${run.line}${ratio.padStart(8)}${run.note}`);
    }
  }
  bare.close();
}

if (VIEWERS === 0) {
  await app.close();
  process.exit(0);
}

const steps: string[] = [];
// The viewers run in a child process: its own thread and its own limit of open files (ten thousand
// sockets on each side).
const viewers = fork(new URL('./judge-viewers.ts', import.meta.url), [
  `${url}/public/api/judge/platforms/${platform.platformId}/events`,
]);
// The viewers stand for phones elsewhere: on a shared machine the server gets the core first.
if (viewers.pid !== undefined) setPriority(viewers.pid, Number(process.env.JUDGE_BENCH_VIEWER_NICE ?? '10'));
viewers.on('exit', (code) => {
  if (code) {
    console.error(`the viewers' process ended with ${code}`);
    process.exit(1);
  }
});
const nextMessage = viewersMessages(viewers);

for (const count of VIEWER_STEPS) {
  const started = clock();
  viewers.send({ open: count });
  await nextMessage((message) => message.ready === count);
  console.log(
    `\n${count} event-stream viewers (open and holding the state after ${(clock() - started).toFixed(0)} ms), ${ROUNDS} rounds of three referee decisions`,
  );
  const delays: number[] = [];
  const lastViewer: number[] = [];
  // What the server's thread itself spent per decision (the rest of the delay is waiting for a core
  // on a shared machine, and the viewers' own reading), and how long it kept other requests waiting.
  const serverCpu: number[] = [];
  const clientCpu: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  for (let round = 1; round <= ROUNDS; round++) {
    const name = `Round ${count}-${round}`;
    viewers.send({ round: name });
    await nextMessage((message) => message.armed === name);
    await setLifter(name);
    // Every viewer has the new lifter before the decisions: the delay measured is the decision's own.
    await nextMessage((message) => message.named === name);
    await decide(1);
    await decide(2);
    const decidedAt = clock();
    const cpuAt = process.threadCpuUsage();
    await decide(3);
    const { times = [], cpuMs = 0 } = await nextMessage((message) => message.round === name);
    const cpu = process.threadCpuUsage(cpuAt);
    clientCpu.push(cpuMs);
    serverCpu.push((cpu.user + cpu.system) / 1000);
    const roundDelays = times.map((time) => time - decidedAt);
    for (const delay of roundDelays) delays.push(delay);
    lastViewer.push(Math.max(...roundDelays));
  }
  loop.disable();
  const sorted = delays.sort((a, b) => a - b);
  console.log('delay from the third decision to a viewer receiving the lights (ms):');
  console.log(
    `  median ${at(sorted, 0.5).toFixed(1)}   p99 ${at(sorted, 0.99).toFixed(1)}   every viewer: mean ${mean(lastViewer).toFixed(1)}, worst ${Math.max(...lastViewer).toFixed(1)}`,
  );
  console.log(
    `  server thread CPU from the decision to the last viewer: mean ${mean(serverCpu).toFixed(1)} ms, most ${Math.max(...serverCpu).toFixed(1)} ms; its event loop's worst delay ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  console.log(
    `  the viewers' client process CPU per round (two states to every viewer: the lifter, then the lights): mean ${mean(clientCpu).toFixed(1)} ms`,
  );
  steps.push(
    `| ${String(count).padStart(6)} | ${at(sorted, 0.5).toFixed(1).padStart(6)} | ${at(sorted, 0.99).toFixed(1).padStart(6)} | ${mean(lastViewer).toFixed(1).padStart(6)} | ${Math.max(
      ...lastViewer,
    )
      .toFixed(1)
      .padStart(
        6,
      )} | ${mean(serverCpu).toFixed(1).padStart(6)} | ${(loop.max / 1e6).toFixed(1).padStart(6)} |`,
  );
}
console.log(
  '\n| viewers | p50 ms | p99 ms | all, mean ms | all, worst ms | server CPU, mean ms | loop worst ms |',
);
for (const line of steps) console.log(line);

viewers.kill();
await app.close();
