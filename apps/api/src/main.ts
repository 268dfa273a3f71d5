import { startDemoDevice } from '../tools/demo/demo-device.ts';
import { DEMO_ACCOUNTS, seedDemoOnFirstStart } from '../tools/demo/seed.ts';
import { configFromEnv } from './config.ts';
import { startServer } from './server.ts';

const config = configFromEnv();
const { app, ctx } = await startServer(config);

if (await seedDemoOnFirstStart(ctx)) {
  console.log('\nFirst start: demo accounts created');
  console.log(
    `  super admin: phone ${DEMO_ACCOUNTS.superAdmin.phone}  password ${DEMO_ACCOUNTS.superAdmin.password}`,
  );
  console.log(
    `  gym owner:   phone ${DEMO_ACCOUNTS.gymOwner.phone}  password ${DEMO_ACCOUNTS.gymOwner.password}  (two gyms)\n`,
  );
}

const address = await app.listen({ port: config.port, host: config.host });
console.log(`Gym platform running at ${address.replace('0.0.0.0', 'localhost')}`);
const stopDemoDevice = await startDemoDevice(ctx.db, {
  url: `http://127.0.0.1:${new URL(address).port}`,
  punchSeconds: config.demoDevicePunchSeconds,
  onError: (error) => app.log.warn({ err: error }, 'demo device'),
});
console.log(
  config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${config.dataDir}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopDemoDevice();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
