/**
 * The interface's messages and their catalogs (decision 0052, docs/i18n.md).
 *
 *   pnpm --filter @gym/web messages          extract the messages from the code into
 *                                            src/i18n/catalogs/en.json, add each new one to every
 *                                            language's catalog (untranslated), drop the ones the
 *                                            code no longer has, and compile the catalogs
 *   pnpm --filter @gym/web messages --check  change nothing; fail when a message of the code is
 *                                            missing or untranslated in a catalog, a catalog has a
 *                                            message the code no longer has, a translation is not
 *                                            ICU or names other placeholders than the English, or
 *                                            a compiled catalog is out of date (the test command)
 *
 * The extractor is FormatJS's (`formatjs extract`), reading `t(...)`, `translate(...)` and
 * `defineMessages(...)` with the same id pattern as the build (build/messages-plugin.ts).
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { UiTexts } from '@gym/ui';
import { MESSAGE_FUNCTIONS, MESSAGE_ID_PATTERN } from '../build/messages-plugin.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { serverMessageId } from '../src/i18n/server-message-id.ts';
import { serverSentences } from '../src/i18n/server-sentences.ts';
import { uiMessageId } from '../src/i18n/ui-message-id.ts';
import { messageAreas, SHELL_AREA } from './message-areas.ts';
import { areasOfSources, areasOfUiTexts, uiTextsFolder } from './unwritten-areas.ts';

const appDir = join(import.meta.dirname, '..');
const catalogs = join(appDir, 'src/i18n/catalogs');
const compiled = join(appDir, 'src/i18n/compiled');
const check = process.argv.includes('--check');

interface Extracted {
  defaultMessage: string;
  description?: string;
}
/** A language's catalog: per message id, the English it translates and the translation. */
type Translations = Record<string, { english: string; description?: string; translation: string }>;

/** FormatJS's extractor over the given files (globs, or a file listing them). */
function extract(files: { globs: string[] } | { listedIn: string }): Record<string, Extracted> {
  const sources =
    'globs' in files ? [...files.globs, '--ignore', 'src/**/*.test.{ts,tsx}'] : ['--in-file', files.listedIn];
  return JSON.parse(
    execFileSync(
      join(appDir, 'node_modules/.bin/formatjs'),
      [
        'extract',
        ...sources,
        '--additional-function-names',
        MESSAGE_FUNCTIONS.join(','),
        '--id-interpolation-pattern',
        MESSAGE_ID_PATTERN,
        '--throws',
      ],
      { cwd: appDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  );
}

const extracted = extract({ globs: ['src/**/*.{ts,tsx}'] });
// Messages no file of the app writes: the server's sentences (src/i18n/server-sentences.ts, from the
// contract's generated messages) and the design system's words (decision 0053, from each part's
// English: a sentence with figures takes them by position, `{0}`, `{1}`). Each goes with the parts
// of the catalogs that name where it comes from (scripts/unwritten-areas.ts).
const unwritten: Record<string, Extracted> = {};
const unwrittenAreas = new Map<string, Set<string>>();
const place = (id: string, message: Extracted, areas: string[]) => {
  // A sentence no part of the app can show is left out (scripts/unwritten-areas.ts).
  if (areas.length === 0) return;
  unwritten[id] = message;
  const placed = unwrittenAreas.get(id) ?? new Set<string>();
  for (const area of areas) placed.add(area);
  unwrittenAreas.set(id, placed);
};
const areasOfApp = messageAreas(appDir);
const sentences = serverSentences();
const sourceAreas = areasOfSources(appDir, areasOfApp, [...sentences.keys()], SHELL_AREA);
for (const [source, list] of sentences)
  for (const sentence of list)
    place(
      serverMessageId(sentence),
      { defaultMessage: sentence, description: `The server's message (${source}, openapi.yaml)` },
      sourceAreas.get(source) ?? [],
    );
const uiSrc = uiTextsFolder(appDir);
for (const [file, areas] of areasOfUiTexts(appDir, areasOfApp, uiSrc, SHELL_AREA)) {
  const [group] = Object.values(await import(join(uiSrc, file))) as Partial<UiTexts>[];
  for (const [key, english] of Object.entries(group ?? {})) {
    const description = `The design system's word (@gym/ui UiTexts.${key})`;
    if (typeof english === 'string') place(uiMessageId(key), { defaultMessage: english, description }, areas);
    else if (Array.isArray(english))
      english.forEach((word, index) => {
        place(uiMessageId(`${key}.${index}`), { defaultMessage: word, description }, areas);
      });
    else {
      const sentence = english as (...figures: string[]) => string;
      const figures = Array.from({ length: sentence.length }, (_, index) => `{${index}}`);
      place(uiMessageId(key), { defaultMessage: sentence(...figures), description }, areas);
    }
  }
}
Object.assign(extracted, unwritten);
const ids = Object.keys(extracted).sort();

/** The ids of each part of the catalogs (scripts/message-areas.ts); the shell's are left out of the others. */
const idsByArea = new Map<string, string[]>();
const listing = join(mkdtempSync(join(tmpdir(), 'messages-')), 'files.txt');
for (const [area, files] of messageAreas(appDir)) {
  writeFileSync(listing, files.join('\n'));
  idsByArea.set(area, files.length ? Object.keys(extract({ listedIn: listing })) : []);
}
for (const [id, areas] of unwrittenAreas)
  for (const area of areas) idsByArea.set(area, [...(idsByArea.get(area) ?? []), id]);
const shellIds = new Set(idsByArea.get(SHELL_AREA));
for (const [area, areaIds] of idsByArea)
  if (area !== SHELL_AREA)
    idsByArea.set(
      area,
      areaIds.filter((id) => !shellIds.has(id)),
    );

const problems: string[] = [];
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
/** Writes a generated file, or with --check reports it as out of date. */
const put = (file: string, text: string, what: string) => {
  if (read(file) === text) return;
  if (check) problems.push(`${what} is out of date: run \`pnpm --filter @gym/web messages\``);
  else writeFileSync(file, text);
};

/** The placeholders a message fills (`{name}`, `{count, plural, ...}`), to compare a translation's. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) placeholders(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) placeholders(option.value, into);
  }
  return into;
}
const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((name) => b.has(name));

const english: Record<string, Extracted> = Object.fromEntries(
  ids.map((id) => [id, extracted[id] as Extracted]),
);
put(join(catalogs, 'en.json'), json(english), 'src/i18n/catalogs/en.json');

for (const language of LANGUAGES) {
  if (language === 'en') continue;
  const file = join(catalogs, `${language}.json`);
  const existing: Translations = JSON.parse(read(file) || '{}');
  const next: Translations = {};
  const tree: Record<string, MessageFormatElement[]> = {};
  for (const id of ids) {
    const source = english[id] as Extracted;
    const translation = existing[id]?.translation ?? '';
    next[id] = {
      english: source.defaultMessage,
      ...(source.description ? { description: source.description } : {}),
      translation,
    };
    if (!translation.trim()) {
      problems.push(`${language}: missing translation of ${JSON.stringify(source.defaultMessage)} (${id})`);
      continue;
    }
    try {
      tree[id] = parse(translation);
    } catch (error) {
      problems.push(
        `${language}: ${id} is not ICU MessageFormat (${(error as Error).message}): ${translation}`,
      );
      continue;
    }
    if (!same(placeholders(tree[id]), placeholders(parse(source.defaultMessage))))
      problems.push(
        `${language}: ${id} has other placeholders than ${JSON.stringify(source.defaultMessage)}`,
      );
  }
  for (const id of Object.keys(existing))
    if (!(id in english))
      problems.push(`${language}: ${id} (${JSON.stringify(existing[id]?.english)}) is no longer in the code`);
  put(file, json(next), `src/i18n/catalogs/${language}.json`);
  writeParts(language, tree);
}

/** A translation that is text alone is kept as its text (as the build does for English: 20 bytes less). */
function plainOrTree(tree: MessageFormatElement[]): MessageFormatElement[] | string {
  const [only] = tree;
  return tree.length === 1 && only?.type === TYPE.literal ? only.value : tree;
}

/** A language's compiled catalog in parts, `compiled/ne/shell.json`, `compiled/ne/billing/PricingPlansPage.json`. */
function writeParts(language: string, tree: Record<string, MessageFormatElement[]>) {
  const folder = join(compiled, language);
  const wanted = new Set<string>();
  for (const [area, areaIds] of idsByArea) {
    const part = Object.fromEntries(
      areaIds.filter((id) => id in tree).map((id) => [id, plainOrTree(tree[id] as MessageFormatElement[])]),
    );
    const file = join(folder, `${area}.json`);
    wanted.add(file);
    if (!check) mkdirSync(dirname(file), { recursive: true });
    put(file, `${JSON.stringify(part)}\n`, `src/i18n/compiled/${language}/${area}.json`);
  }
  // Parts no longer made, and the whole catalog of before the parts (`compiled/ne.json`).
  const leftovers = [
    ...filesUnder(folder).filter((file) => !wanted.has(file)),
    join(compiled, `${language}.json`),
  ];
  for (const file of leftovers.filter((file) => existsSync(file))) {
    if (check)
      problems.push(`${relative(appDir, file)} is left over: run \`pnpm --filter @gym/web messages\``);
    else rmSync(file);
  }
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

// A message no screen and no part of the shell reaches would never be shown translated.
const placed = new Set([...idsByArea.values()].flat());
for (const id of ids)
  if (!placed.has(id))
    problems.push(
      `${JSON.stringify(extracted[id]?.defaultMessage)} (${id}) is in no part of the catalogs: no screen imports its file (scripts/message-areas.ts)`,
    );

console.log(`${ids.length} messages in the code; languages ${LANGUAGES.join(', ')}`);
if (problems.length) {
  for (const problem of problems) console.error(problem);
  // Writing the catalogs is how a message gets in; only the check fails on what is left to do.
  if (check) process.exit(1);
}
