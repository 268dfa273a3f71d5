/**
 * The first look (`bash scripts/start.sh --demo`): the product as main.ts runs it, plus on its first
 * start a demo super admin and gym owner with random passwords printed here once, two gyms, and the
 * simulated door device that punches a member every DEMO_DEVICE_PUNCH_SECONDS.
 */
import { configFromEnv } from '../../src/config.ts';
import { serve } from '../../src/serve.ts';
import { startDemoDevice } from './demo-device.ts';
import { seedDemoOnFirstStart } from './seed.ts';

// The first look's terminal is read by a person: short lines, none for the demo device's calls.
const config = configFromEnv({ LOG_FORMAT: 'pretty', ...process.env });
await serve(config, {
  async beforeListen(ctx) {
    const accounts = await seedDemoOnFirstStart(ctx);
    if (!accounts) return;
    console.log(
      '\nFirst start: demo accounts created (their passwords are shown this once, and kept nowhere)',
    );
    console.log(
      `  super admin: phone ${accounts.superAdmin.phone}  password ${accounts.superAdmin.password}`,
    );
    console.log(
      `  gym owner:   phone ${accounts.gymOwner.phone}  password ${accounts.gymOwner.password}  (two gyms)\n`,
    );
  },
  afterListen: (url, ctx, app) =>
    startDemoDevice(ctx.db, {
      url,
      punchSeconds: config.demoDevicePunchSeconds,
      onError: (error) => app.log.warn({ err: error }, 'demo device'),
    }),
});
