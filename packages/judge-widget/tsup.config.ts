import { readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'tsup';

/**
 * The script's brotli and gzip twins beside it, for a proxy that serves files precompressed
 * (scripts/cluster.sh's nginx: brotli_static, gzip_static); the server itself compresses at start.
 */
async function writeCompressedTwins() {
  const script = await readFile('dist/judge-results.js');
  await writeFile(
    'dist/judge-results.js.br',
    brotliCompressSync(script, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  await writeFile('dist/judge-results.js.gz', gzipSync(script, { level: constants.Z_BEST_COMPRESSION }));
}

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
    clean: ['!judge-results.js', '!judge-results.js.*'],
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
    onSuccess: writeCompressedTwins,
  },
]);
