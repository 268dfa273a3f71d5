import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

const script = `const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ row: i })))};`;

describe('precompressFolder', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'gym-precompress-'));
    await mkdir(join(folder, 'assets'));
    await writeFile(
      join(folder, 'index.html'),
      `<!doctype html><title>Gym</title>${'<p>Gym</p>'.repeat(40)}`,
    );
    await writeFile(join(folder, 'assets', 'index-Ab12Cd34.js'), script);
    await writeFile(join(folder, 'assets', 'index-Ab12Cd34.js.map'), script);
    await writeFile(join(folder, 'assets', 'logo-Ef56Gh78.png'), Buffer.alloc(4000, 7));
    await writeFile(join(folder, 'robots.txt'), 'User-agent: *\n');
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('writes brotli and gzip twins that decode to the original, in subfolders too', async () => {
    await precompressFolder(folder);
    for (const file of ['index.html', 'assets/index-Ab12Cd34.js']) {
      const original = await readFile(join(folder, file));
      const br = await readFile(join(folder, `${file}.br`));
      const gz = await readFile(join(folder, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length / 4);
    }
  });

  it('leaves alone images, source maps and files too small to gain', async () => {
    const written = await precompressFolder(folder);
    expect(written.map((file) => file.slice(folder.length + 1)).sort()).toEqual([
      'assets/index-Ab12Cd34.js.br',
      'assets/index-Ab12Cd34.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    expect((await readdir(folder, { recursive: true })).sort()).toEqual([
      'assets',
      'assets/index-Ab12Cd34.js',
      'assets/index-Ab12Cd34.js.br',
      'assets/index-Ab12Cd34.js.gz',
      'assets/index-Ab12Cd34.js.map',
      'assets/logo-Ef56Gh78.png',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'robots.txt',
    ]);
  });
});
