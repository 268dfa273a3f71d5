import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// ESM with types; vanilla-extract turns every .css.ts into static CSS, bundled as dist/index.css.
export default defineConfig({
  entry: { index: 'src/index.ts', 'judge-rules': 'src/judge/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
