import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // A file's set-up starts a server on a fresh database (PGlite applies every migration in-process):
    // a few seconds alone, but over a minute on two cores shared with other suites (seen in CI runs
    // beside three engineers' tests). A slow start is not a failure of what the file tests.
    hookTimeout: 180_000,
    // One file per core, not Vitest's default of one fewer: a file spends much of its time waiting
    // on its server's answers and on PostgreSQL, so on two cores one worker left the other idle.
    maxWorkers: '100%',
  },
});
