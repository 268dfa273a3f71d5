import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// ESM with types; vanilla-extract turns every .css.ts into static CSS, bundled as dist/index.css.
// @gym/dates, @gym/judge-core and @gym/sms-segments are private, so their code and types are bundled
// in: the types are resolved from their source, together with the relative imports between their files.
export default defineConfig({
  entry: { index: 'src/index.ts', 'theme-colours': 'src/theme/colours.ts' },
  format: ['esm'],
  dts: { resolve: ['@gym/dates', '@gym/judge-core', '@gym/sms-segments', /^\./] },
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
