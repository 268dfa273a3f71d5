import { defineConfig } from 'vitest/config';

// Unit tests of the app's own rules; the screens are tested end to end in a real browser (e2e/).
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
