import { defineConfig } from 'vitest/config';

// End-to-end journeys: the built app and the real server on a fresh database (global-setup.ts),
// driven in Debian's chromium. Two files at a time (JOURNEY_WORKERS): see docs/testing.md.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    maxWorkers: Number(process.env.JOURNEY_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
