import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Debian's chromium: test tools may not download a browser on these machines.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

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
