import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser downloads; source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|txt|json|webmanifest|xml)$/;
/** A twin that saves less than this is not worth a second file: the server then sends the original. */
const MIN_SAVING = 0.1;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` (brotli at its best, quality 11) and `name.gz` (gzip level 9) beside every
 * compressible file of `folder`, so the server answers compressed without compressing per request.
 * Answers the files it wrote.
 */
export async function precompressFolder(folder: string): Promise<string[]> {
  const sources = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    sources.map(async (file) => {
      const original = await readFile(file);
      const twins = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }).then((body) => ({ file: `${file}.br`, body })),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }).then((body) => ({
          file: `${file}.gz`,
          body,
        })),
      ]);
      const worthIt = twins.filter((twin) => twin.body.length <= original.length * (1 - MIN_SAVING));
      await Promise.all(worthIt.map((twin) => writeFile(twin.file, twin.body)));
      return worthIt.map((twin) => twin.file);
    }),
  );
  return written.flat();
}

/** The production build's last step: the output folder precompressed (see precompressFolder). */
export function precompress(): Plugin {
  return {
    name: 'gym:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(output) {
      if (!output.dir) throw new Error('precompress needs the build to write into a folder (output.dir)');
      await precompressFolder(output.dir);
    },
  };
}
