/**
 * `node scripts/language-names-font.ts`: writes src/i18n/fonts/language-names-*.woff2, the glyphs
 * of the language switch's native names ('नेपाली', 'हिन्दी', 'සිංහල') cut from @fontsource's Noto
 * Sans Devanagari and Noto Sans Sinhala (regular). Every page shows the switch, so every page needs
 * these few glyphs: about 2 kB instead of the whole script's font, which a page fetches only when it
 * shows that script (src/i18n/fonts.css). Run it again when a language is added.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { LANGUAGES, NATIVE_NAMES } from '../src/i18n/languages.ts';

const require = createRequire(import.meta.url);
const names = LANGUAGES.map((language) => NATIVE_NAMES[language]).join(' ');
const out = join(import.meta.dirname, '..', 'src', 'i18n', 'fonts');

for (const [script, file] of [
  ['devanagari', '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2'],
  ['sinhala', '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2'],
] as const) {
  const subset = await subsetFont(await readFile(require.resolve(file)), names, { targetFormat: 'woff2' });
  await writeFile(join(out, `language-names-${script}.woff2`), subset);
  console.log(`language-names-${script}.woff2: ${subset.length} bytes`);
}
