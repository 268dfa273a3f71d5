/**
 * Builds dist/judge-results.js (the script a federation includes) and prints its size, raw and
 * compressed; fails when the gzipped script is over the budget, when it would load anything at
 * run time, or when it does not define a working <judge-results> on a blank page by itself.
 *
 *   pnpm --filter @gym/judge-widget size
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { build, type Options } from 'tsup';
import configs from '../tsup.config.ts';

const BUDGET_GZIP_BYTES = 15_000;
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = join(packageDir, 'dist', 'judge-results.js');

// Only the script tag's build (the ES module and its types are not what a page loads).
const iife = ([configs].flat() as Options[]).find((config) => config.format?.includes('iife'));
if (!iife) throw new Error('tsup.config.ts has no IIFE build');
process.chdir(packageDir);
await build({ ...iife, config: false, silent: true });

const code = readFileSync(script);
const gzip = gzipSync(code).length;
const brotli = brotliCompressSync(code).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(`dist/judge-results.js  raw ${code.length} B (${kB(code.length)})`);
console.log(`                       gzip ${gzip} B (${kB(gzip)}), budget ${kB(BUDGET_GZIP_BYTES)}`);
console.log(`                       brotli ${brotli} B (${kB(brotli)})`);

const problems: string[] = [];
if (gzip > BUDGET_GZIP_BYTES) problems.push(`gzipped ${gzip} B is over the budget of ${BUDGET_GZIP_BYTES} B`);
const text = code.toString('utf8');
// No module syntax, dynamic import, worker or source map: the script loads no other file.
for (const [what, pattern] of [
  ['an import', /(^|[^\w.$!])import(\s*\(|\s*["']|\s+[\w{*])/],
  ['a require', /\brequire\(/],
  ['importScripts', /\bimportScripts\(/],
  ['a worker', /\bnew\s+(Shared)?Worker\(/],
  ['a source map', /sourceMappingURL/],
] as const) {
  if (pattern.test(text)) problems.push(`the script contains ${what}`);
}

// The script alone, on a blank page, defines the element and draws the waiting state.
const window = new Window({ url: 'https://federation.example/' });
try {
  window.fetch = (() => new Promise(() => {})) as typeof window.fetch;
  const { document } = window;
  document.body.innerHTML =
    '<judge-results server="https://results.example" platforms="1,2"></judge-results>';
  window.eval(text);
  const element = document.querySelector('judge-results');
  const sections = element?.shadowRoot?.querySelectorAll('section') ?? [];
  const drawn = [...sections].map(
    (section) => `${section.getAttribute('aria-label')}: ${section.textContent}`,
  );
  // Each section: its landmark name, then its visible platform label and the waiting line.
  const expected = [
    'Platform 1, banner-300: Platform 1Waiting for data...',
    'Platform 2, banner-300: Platform 2Waiting for data...',
  ];
  if (JSON.stringify(drawn) !== JSON.stringify(expected)) {
    problems.push(`on a blank page the script drew ${JSON.stringify(drawn)}`);
  } else {
    console.log('a blank page with only this script shows <judge-results> for platforms 1 and 2');
  }
} finally {
  await window.happyDOM.close();
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`size check failed: ${problem}`);
  process.exit(1);
}
