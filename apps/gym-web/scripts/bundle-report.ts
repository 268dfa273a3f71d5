/**
 * `pnpm --filter @gym/web bundle-report`: builds the app and prints every JavaScript chunk with its
 * gzipped size (what a phone downloads), the entry first, then the route chunks by size.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const appDir = join(import.meta.dirname, '..');
const assets = join(appDir, 'dist', 'assets');

await build({ root: appDir, logLevel: 'warn' });
const html = await readFile(join(appDir, 'dist', 'index.html'), 'utf8');
const files = (await readdir(assets)).filter((name) => name.endsWith('.js') || name.endsWith('.css'));
const rows = await Promise.all(
  files.map(async (name) => {
    const content = await readFile(join(assets, name));
    return {
      name,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      entry: html.includes(name),
    };
  }),
);
rows.sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('chunk                                         raw        gzip   loaded');
for (const row of rows) {
  console.log(
    `${row.name.padEnd(44)}${kb(row.raw).padStart(10)}${kb(row.gzip).padStart(12)}   ${row.entry ? 'first visit' : 'when its route opens'}`,
  );
}
const first = rows.filter((row) => row.entry).reduce((sum, row) => sum + row.gzip, 0);
console.log(`\nfirst visit, gzipped: ${kb(first)} (JavaScript and CSS the HTML references)`);
