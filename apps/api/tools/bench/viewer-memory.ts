/**
 * `pnpm --filter @gym/api bench:viewer-memory`: whether event-stream viewers' memory comes back
 * after they leave. Starts the server on an in-memory PGlite, then VIEWER_MEMORY_ROUNDS (5) times
 * opens VIEWER_MEMORY_VIEWERS (2000) streams of one platform, waits for each to get its first
 * event, closes them all and waits until the feed watches nobody. After each round it prints the
 * JavaScript heap (after a full collection) and RSS against their level after a warm-up round: a
 * leak grows with every round, memory that comes back stays flat.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { type ClientRequest, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';

const VIEWERS = Number(process.env.VIEWER_MEMORY_VIEWERS ?? '2000');
const ROUNDS = Number(process.env.VIEWER_MEMORY_ROUNDS ?? '5');
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc (the package script does)');

const scratch = await mkdtemp(join(tmpdir(), 'viewer-memory-'));
const { app, ctx } = await startServer({
  ...configFromEnv(),
  dataDir: undefined,
  databaseUrl: undefined,
  uploadsDir: join(scratch, 'uploads'),
  clientPhotosDir: join(scratch, 'client-photos'),
  logLevel: 'silent',
  eventStreamsPerAddress: VIEWERS,
});
const url = await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A viewer that is connected once its first event has arrived. */
const connect = () =>
  new Promise<ClientRequest>((resolve, reject) => {
    const request = get(`${url}/public/api/judge/platforms/1/events`, { agent: false }, (response) => {
      response.once('data', () => resolve(request));
    });
    request.on('error', reject);
  });

async function round() {
  const viewers: ClientRequest[] = [];
  // In batches, so the accept queue never overflows.
  for (let opened = 0; opened < VIEWERS; opened += 200) {
    viewers.push(...(await Promise.all(Array.from({ length: Math.min(200, VIEWERS - opened) }, connect))));
  }
  const watching = ctx.judgeFeed.counts().viewers;
  for (const viewer of viewers) viewer.destroy();
  while (ctx.judgeFeed.counts().viewers > 0 || ctx.viewerSlots.counts().streams > 0) await sleep(20);
  await sleep(200);
  return watching;
}

const measure = () => {
  collect?.();
  collect?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
};
const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

await round();
const base = measure();
console.log(
  `viewers per round: ${VIEWERS}; after a warm-up round heap ${kB(base.heapUsed)}, rss ${kB(base.rss)}`,
);
for (let index = 1; index <= ROUNDS; index++) {
  const watching = await round();
  const now = measure();
  const perViewer = (now.heapUsed - base.heapUsed) / (index * VIEWERS);
  console.log(
    `round ${index}: ${watching} watched, then ${ctx.judgeFeed.counts().viewers}; heap ${kB(now.heapUsed - base.heapUsed)} above the warm-up level (${perViewer.toFixed(2)} bytes per viewer that left), rss ${kB(now.rss - base.rss)}`,
  );
}
await app.close();
await rm(scratch, { recursive: true, force: true });
