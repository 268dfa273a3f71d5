import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A built web app in miniature: what `vite build` leaves in apps/gym-web/dist, compressed twins included. */
export const BUILT_APP = {
  'index.html':
    '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-Dx3k9Qa1.js"></script></head><body><div id="root"></div></body></html>',
  'assets/index-Dx3k9Qa1.js': `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen ${i}`))};`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'favicon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>',
} as const;

/** The files the build compresses (robots.txt is too small to gain anything, so it has no twins). */
const COMPRESSED = ['index.html', 'assets/index-Dx3k9Qa1.js', 'favicon.svg'] as const;

export const WIDGET_SCRIPT = `(()=>{customElements.define("judge-results",class extends HTMLElement{});${'/* banner */'.repeat(50)}})();`;

/** Writes the miniature app and a built widget script into a fresh folder (`root`, to remove after). */
export async function writeBuiltFiles(): Promise<{ root: string; webDist: string; widgetDist: string }> {
  const root = await mkdtemp(join(tmpdir(), 'gym-built-'));
  const webDist = join(root, 'web');
  const widgetDist = join(root, 'widget');
  for (const [file, content] of Object.entries(BUILT_APP)) {
    await mkdir(dirname(join(webDist, file)), { recursive: true });
    await writeFile(join(webDist, file), content);
  }
  for (const file of COMPRESSED) {
    await writeFile(join(webDist, `${file}.br`), brotliCompressSync(BUILT_APP[file]));
    await writeFile(join(webDist, `${file}.gz`), gzipSync(BUILT_APP[file]));
  }
  await mkdir(widgetDist);
  await writeFile(join(widgetDist, 'judge-results.js'), WIDGET_SCRIPT);
  return { root, webDist, widgetDist };
}
