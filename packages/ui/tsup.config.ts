import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// ESM with types; vanilla-extract turns every .css.ts into static CSS, bundled as dist/index.css.
// @gym/judge-core is private, so its code and its types are bundled in: the types are resolved
// from its source, together with the relative imports between its files.
export default defineConfig({
  entry: { index: 'src/index.ts', 'theme-colours': 'src/theme/colours.ts' },
  format: ['esm'],
  dts: { resolve: ['@gym/judge-core', /^\./] },
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
