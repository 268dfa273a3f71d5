import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { startServer } from './server.ts';

export interface ServeSteps {
  /** After migrations, before the port opens: e.g. the first super admin, or the demo's data. */
  beforeListen?: (ctx: AppContext) => Promise<void>;
  /** Once listening at `url`; answers what stops it again when the process is told to stop. */
  afterListen?: (url: string, ctx: AppContext, app: FastifyInstance) => Promise<() => void>;
}

/**
 * Runs the server as a process: starts it, listens, prints the address (the line the journeys and
 * scripts wait for) and stops cleanly on SIGINT or SIGTERM. The production entry (main.ts) and the
 * demo's (tools/demo/main.ts) differ only in their steps.
 */
export async function serve(config: Config, steps: ServeSteps = {}): Promise<void> {
  const { app, ctx } = await startServer(config);
  await steps.beforeListen?.(ctx);
  // A longer accept queue than Node's 511: a hall of viewers (or a balancer passing them on)
  // connects at once, and a dropped SYN costs the viewer a second or more.
  const address = await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  const url = `http://127.0.0.1:${new URL(address).port}`;
  console.log(`Gym platform running at ${address.replace('0.0.0.0', 'localhost')}`);
  console.log(
    config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${config.dataDir}`,
  );
  const stopExtras = (await steps.afterListen?.(url, ctx, app)) ?? (() => {});
  const stop = () => {
    // A second signal (Ctrl+C again) does not wait for anything.
    if (ctx.readiness.draining) process.exit(1);
    stopGracefully(app, ctx, config, stopExtras).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * A stop that loses no request: /readyz answers 503 at once, and for `drainSeconds` the process
 * still serves whatever its balancer sends while it notices; then the port closes, the event
 * streams end (their viewers reconnect through the balancer to another process), idle connections
 * close, and the requests in flight finish (cut after `stopTimeoutSeconds`) before the database
 * closes.
 */
async function stopGracefully(app: FastifyInstance, ctx: AppContext, config: Config, stopExtras: () => void) {
  ctx.readiness.drain();
  app.log.info({ drainSeconds: config.drainSeconds }, 'stopping: no longer ready');
  stopExtras();
  if (config.drainSeconds > 0) await sleep(config.drainSeconds * 1000);
  const cut = setTimeout(() => {
    app.log.warn('stopping: requests still in flight were cut');
    app.server.closeAllConnections();
  }, config.stopTimeoutSeconds * 1000);
  cut.unref();
  await app.close();
  clearTimeout(cut);
}
