import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

const chromium = playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

/** Every story's render, play function and axe check, in a real browser, once per theme. */
const storiesIn = (theme: 'light' | 'dark') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  define: { 'import.meta.env.VITE_STORYBOOK_THEME': JSON.stringify(theme) },
  test: {
    name: `stories (${theme})`,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

export default defineConfig({ test: { projects: [storiesIn('light'), storiesIn('dark')] } });
