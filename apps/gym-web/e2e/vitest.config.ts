import { defineConfig } from 'vitest/config';

// End-to-end journeys: the built app and the real server on a fresh database (global-setup.ts),
// driven in Debian's chromium. One file at a time: the machine has two cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
