import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const UI_RUNTIME_DEPENDENCIES = [
  '@gym/ui > @vanilla-extract/recipes/createRuntimeFn',
  '@gym/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@gym/ui > @vanilla-extract/dynamic',
  '@gym/ui > react-aria-components',
  '@gym/ui > @internationalized/date',
  '@gym/ui > react-easy-crop',
  '@gym/ui > d3-scale',
  '@gym/ui > d3-shape',
  '@gym/ui > d3-array',
  '@gym/ui > sms-segments-calculator',
];

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../../../packages/ui/src/**/*.mdx', '../../../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The network is closed here, and nobody asked to be counted.
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under test.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...UI_RUNTIME_DEPENDENCIES],
    };
    return viteConfig;
  },
};
export default config;
