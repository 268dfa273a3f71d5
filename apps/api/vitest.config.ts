import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One file per core, not Vitest's default of one fewer: a file spends much of its time waiting
    // on its server's answers and on PostgreSQL, so on two cores one worker left the other idle.
    maxWorkers: '100%',
  },
});
