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
  const address = await app.listen({ port: config.port, host: config.host });
  const url = `http://127.0.0.1:${new URL(address).port}`;
  console.log(`Gym platform running at ${address.replace('0.0.0.0', 'localhost')}`);
  console.log(
    config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${config.dataDir}`,
  );
  const stopExtras = (await steps.afterListen?.(url, ctx, app)) ?? (() => {});
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopExtras();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
