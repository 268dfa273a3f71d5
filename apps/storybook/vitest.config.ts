import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import StoryCountReporter from './story-count-reporter.ts';

const chromium = playwright({
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  // The same clock face and language on every machine, so the baselines do not depend on it.
  contextOptions: { timezoneId: 'Asia/Kathmandu', locale: 'en-US' },
});

interface BaselineName {
  testFileDirectory: string;
  testFileName: string;
  testName: string;
  arg: string;
  ext: string;
}

/** `<folder>/<story file's folder>/<story file>/<story>-<width>.png` for a story's picture. */
const storyPicture =
  (folder: string) =>
  ({ testFileDirectory, testFileName, testName, arg, ext }: BaselineName) =>
    join(
      import.meta.dirname,
      folder,
      testFileDirectory.replace(/^(\.\.\/)+/, '').replace(/^packages\/ui\/src\//, 'ui/'),
      testFileName.replace(/\.stories\.tsx$/, ''),
      `${testName.replace(/[^\w-]+/g, '-')}-${arg}${ext}`,
    );

/**
 * Every story rendered once per width, light theme: its play function, its screenshot compared
 * with the baseline and its axe check, all in that one render. axe runs once per theme per story:
 * the light theme at 1280 (the a11y addon), the dark theme at 360 (vitest.setup.ts switches the
 * theme after the picture), so neither pass pays two axe runs.
 */
const storiesAt = (width: 360 | 1280) => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  define: {
    'import.meta.env.VITE_STORYBOOK_THEME': JSON.stringify('light'),
    'import.meta.env.VITE_STORYBOOK_WIDTH': JSON.stringify(String(width)),
    'import.meta.env.VITE_STORYBOOK_AXE': JSON.stringify(width === 1280 ? 'on' : 'off'),
    'import.meta.env.VITE_STORYBOOK_DARK_AXE': JSON.stringify(width === 360 ? 'on' : 'off'),
  },
  test: {
    name: `stories ${width}`,
    setupFiles: [join(import.meta.dirname, 'vitest.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' as const, viewport: { width, height: 800 } }],
      // Baselines are kept in the repository; a failing story's actual picture and diff go to .vitest/.
      expect: {
        toMatchScreenshot: {
          resolveScreenshotPath: storyPicture('baselines'),
          resolveDiffPath: storyPicture('.vitest/diffs'),
        },
      },
    },
  },
});

export default defineConfig({
  test: {
    projects: [storiesAt(1280), storiesAt(360)],
    reporters: ['default', new StoryCountReporter()],
    // Two story files at once on two cores (Vitest's default is one fewer than the cores): a page
    // spends much of its time waiting on imports, fonts and screenshots, leaving a core idle.
    maxWorkers: '100%',
  },
});
