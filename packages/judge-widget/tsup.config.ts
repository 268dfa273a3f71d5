import { defineConfig } from 'tsup';

// Two builds of the same element. @gym/judge-core (the rules and the banner model),
// @gym/judge-feed-client (the live feed) and @gym/ui (only its plain theme-colours entry) are
// devDependencies that both builds bundle, so neither needs React nor anything else at run time.
export default defineConfig([
  {
    // The ES module for bundlers: the element class and defineJudgeResults(), with types.
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    dts: true,
    sourcemap: true,
    // The other build writes judge-results.js into the same folder at the same time.
    clean: ['!judge-results.js'],
    noExternal: ['@gym/judge-core', '@gym/judge-feed-client', '@gym/ui'],
  },
  {
    // The one script a federation includes with <script src>: self-registering, minified, no imports.
    entry: { 'judge-results': 'src/register.ts' },
    format: ['iife'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    noExternal: [/.*/],
    outExtension: () => ({ js: '.js' }),
  },
]);
