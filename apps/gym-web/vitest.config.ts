import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests of the app's own rules and shared components, in happy-dom (the design system's styles
// compile as in the build); the screens are tested end to end in a real browser (e2e/).
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
