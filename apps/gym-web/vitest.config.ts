import { defineConfig } from 'vitest/config';

// Unit tests of the app's own rules and its build steps; the screens are tested end to end in a
// real browser (e2e/).
export default defineConfig({ test: { include: ['src/**/*.test.ts', 'build/**/*.test.ts'] } });
