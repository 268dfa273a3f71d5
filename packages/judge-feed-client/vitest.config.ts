import { defineConfig } from 'vitest/config';

// Node's own environment, no DOM: the client needs only EventSource (faked), fetch (stubbed) and timers.
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
