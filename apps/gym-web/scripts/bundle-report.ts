/**
 * `pnpm --filter @gym/web bundle-report`: builds the app and prints every JavaScript and CSS chunk
 * with its gzipped size (what a phone downloads), then each screen's first load: what the HTML
 * references plus everything the screen's lazily loaded chunk needs (its static imports and their
 * stylesheets, followed through Vite's manifest). Exits with 1 when a screen's first load is over
 * the budget of 150 kB gzipped JavaScript and CSS (issues 12 and 13), in English and in each other
 * language, whose first load adds the shell's and the screen's parts of its catalog (issue 26;
 * scripts/message-areas.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { areaOfScreen, SHELL_AREA } from './message-areas.ts';

export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

const appDir = join(import.meta.dirname, '..');
const dist = join(appDir, 'dist');

await build({ root: appDir, logLevel: 'warn', build: { manifest: true } });
const manifest: Manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipped = new Map<string, number>();
async function gzipSize(file: string): Promise<number> {
  const known = gzipped.get(file);
  if (known !== undefined) return known;
  const size = gzipSync(await readFile(join(dist, file)), { level: 9 }).length;
  gzipped.set(file, size);
  return size;
}

/** The files a manifest entry loads at once: its chunk, its static imports and their CSS. */
function staticClosure(key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bundle-report: '${key}' is not in the build manifest`);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into, seen);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('bundle-report: the build manifest has no entry');
const firstVisit = staticClosure(entryKey);
// Each screen is a dynamic import of a module under src/pages (see routes/router.tsx).
const screens = Object.keys(manifest)
  .filter((key) => manifest[key]?.isDynamicEntry && key.startsWith('src/pages/'))
  .sort();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const total = async (files: Iterable<string>) => {
  let sum = 0;
  for (const file of files) sum += await gzipSize(file);
  return sum;
};

const everyFile = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
const rows = await Promise.all(
  [...everyFile]
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map(async (file) => ({ file, gzip: await gzipSize(file), first: firstVisit.has(file) })),
);
rows.sort((a, b) => Number(b.first) - Number(a.first) || b.gzip - a.gzip);
console.log('chunk                                                 gzip   loaded');
for (const row of rows) {
  console.log(
    `${row.file.padEnd(48)}${kb(row.gzip).padStart(10)}   ${row.first ? 'first visit' : 'when a screen needs it'}`,
  );
}
const shared = await total(firstVisit);
console.log(`\nfirst visit, gzipped: ${kb(shared)} (JavaScript and CSS the HTML references)\n`);

console.log(
  `screen's first load (shared + its own chunks; in the language it is largest in), budget ${kb(FIRST_LOAD_BUDGET_BYTES)}`,
);
/** The chunks of a language's catalog a screen's first load fetches: the shell's part and its own. */
const catalogParts = (language: string, screen: string): string[] =>
  [SHELL_AREA, areaOfScreen(screen)]
    .map((area) => `src/i18n/compiled/${language}/${area}.json`)
    .filter((key) => key in manifest);
const over: string[] = [];
const loads = await Promise.all(
  screens.map(async (key) => {
    const sizes = await Promise.all(
      LANGUAGES.map(async (language) => {
        const files = staticClosure(key, new Set(firstVisit));
        for (const part of catalogParts(language, key)) staticClosure(part, files);
        return { language, size: await total(files) };
      }),
    );
    const largest = sizes.reduce((a, b) => (b.size > a.size ? b : a));
    return { key, ...largest };
  }),
);
loads.sort((a, b) => b.size - a.size);
for (const { key, size, language } of loads) {
  const fits = size <= FIRST_LOAD_BUDGET_BYTES;
  if (!fits) over.push(key);
  console.log(`${key.padEnd(52)}${kb(size).padStart(10)}  ${language}   ${fits ? 'ok' : 'OVER BUDGET'}`);
}
if (over.length > 0) {
  console.error(`\n${over.length} screen(s) over the first-load budget: ${over.join(', ')}`);
  process.exitCode = 1;
}
