/**
 * `pnpm --filter @gym/api fill [scale]`: fills the configured database (DATABASE_URL, else the
 * PGlite data folder) with a benchmark-sized gym set. scale 1 = 5 gyms, 100,000 clients,
 * 300,000 invoices, 200,000 money flows, 500,000 check-ins; 0.01 is a quick demo.
 */
import { configFromEnv } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { FILL_OWNER, type FillSize, FULL_SIZE, fillDatabase } from './fill.ts';

const scale = Number(process.argv[2] ?? '1');
if (!(scale > 0)) throw new Error('scale must be a positive number, e.g. 1 or 0.05');
const scaled = (full: number) => Math.max(10, Math.round(full * scale));
const size: FillSize = {
  gyms: FULL_SIZE.gyms,
  clients: scaled(FULL_SIZE.clients),
  invoices: scaled(FULL_SIZE.invoices),
  moneyFlows: scaled(FULL_SIZE.moneyFlows),
  punches: scaled(FULL_SIZE.punches),
};

const started = performance.now();
const { app, ctx } = await startServer(configFromEnv());
const { gymIds } = await fillDatabase(ctx.db, size);
await app.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Filled ${JSON.stringify(size)} in ${seconds} s; gyms ${gymIds.join(', ')}`);
console.log(`Sign in as ${FILL_OWNER.phone} / ${FILL_OWNER.password}`);
