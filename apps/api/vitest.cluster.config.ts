import { defineConfig } from 'vitest/config';

// The cluster's proof (test/cluster/): nginx and three server processes started by
// scripts/cluster.sh; run alone, by `pnpm --filter @gym/api test:cluster`.
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.cluster.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
