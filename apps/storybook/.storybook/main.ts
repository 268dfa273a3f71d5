import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { messagesPlugin } from '../../gym-web/build/messages-plugin.ts';

const UI_RUNTIME_DEPENDENCIES = [
  '@gym/ui > @vanilla-extract/recipes/createRuntimeFn',
  '@gym/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@gym/ui > react-aria-components',
  '@gym/ui > react-easy-crop',
  '@gym/ui > d3-scale',
  '@gym/ui > d3-shape',
  '@gym/ui > d3-array',
];

/** What the app's screens and the mock API bring besides the design system's own. */
const SCREEN_DEPENDENCIES = [
  'msw',
  'msw/browser',
  'openapi-msw',
  '@tanstack/react-query',
  '@gym/api-client > openapi-fetch',
  '@gym/api-client > openapi-react-query',
];

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../src/Introduction.mdx',
    '../../../packages/ui/src/**/*.mdx',
    '../../../packages/ui/src/**/*.stories.tsx',
    { directory: '../src/screens', titlePrefix: 'Screens', files: '**/*.stories.tsx' },
    { directory: '../src/judge', titlePrefix: 'Judge widget', files: '**/*.stories.tsx' },
  ],
  // The mock API's service worker (msw init) is served from here.
  staticDirs: ['../public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The network is closed here, and nobody asked to be counted.
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (viteConfig) => {
    // The app's messages as its build has them: ids given, English compiled (docs/i18n.md).
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), messagesPlugin()];
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under test.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        ...UI_RUNTIME_DEPENDENCIES,
        ...SCREEN_DEPENDENCIES,
        // The dark-theme axe check of the story tests (dark-theme-axe.ts).
        'axe-core',
      ],
    };
    return viteConfig;
  },
};
export default config;
