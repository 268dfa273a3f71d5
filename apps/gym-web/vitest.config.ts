import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './build/messages-plugin.ts';

// Unit tests of the app's own rules, shared components and build steps, in happy-dom (the design
// system's styles compile as in the build); the screens are tested end to end in a real browser (e2e/).
export default defineConfig({
  plugins: [vanillaExtractPlugin(), messagesPlugin()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['build/catalog-parts.test-setup.ts'],
  },
});
