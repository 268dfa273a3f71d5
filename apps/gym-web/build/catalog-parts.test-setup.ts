import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOG_PARTS_FOLDER } from './catalog-parts.ts';

/**
 * The unit tests' fetch of a catalog part (src/i18n/i18n.ts) answered from src/i18n/compiled
 * (happy-dom has no server behind it), with every part of the language at once: a unit test checks
 * a message in a language, not which screen's part holds it (the messages check and the journeys
 * do that).
 */
const compiled = join(import.meta.dirname, '../src/i18n/compiled');
const part = new RegExp(`/${CATALOG_PARTS_FOLDER}/[0-9a-f]+/([a-z]+)/[\\w/-]+\\.json$`);
const fetchOfTheWorld = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const language = part.exec(url)?.[1];
  if (!language) return fetchOfTheWorld(input, init);
  const files = (await readdir(join(compiled, language), { recursive: true })).filter((file) =>
    file.endsWith('.json'),
  );
  const parts = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(compiled, language, file), 'utf8'))),
  );
  return new Response(JSON.stringify(Object.assign({}, ...parts)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
