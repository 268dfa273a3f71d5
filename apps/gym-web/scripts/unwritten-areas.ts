/**
 * Which part of the catalogs (scripts/message-areas.ts) holds the messages no file of the app
 * writes: the server's sentences and the design system's words. Each goes with the parts whose
 * files name where it comes from, so a screen fetches those it can show and no others:
 *
 * - a server sentence, with the parts naming its request schema or operation
 *   (`validationMessages.GymForm`, `operationMessages.sendSms`) or calling an API path that takes
 *   it (`'/api/access-control-devices'` takes a DeviceRequest: the contract's generated types say
 *   so);
 * - a design-system word, with the parts naming its component (`Pagination`) or a component of
 *   the design system built on it (Pagination's 'Rows per page' is a Select's);
 *
 * and with the shell's part when only the shell names it. A sentence no part names (a request no
 * screen sends) goes nowhere and would show in English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const read = (file: string) => readFileSync(file, 'utf8');
/** Code that names `name` as its own use: a schema or operation by name, a component drawn or called. */
const mentions = (code: string, name: string) => new RegExp(`\\b${name}\\b`).test(code);
const uses = (code: string, name: string) => new RegExp(`<${name}\\b|\\b${name}\\(`).test(code);

/** Each part's files, read once. */
function codeOfAreas(appDir: string, areas: Map<string, string[]>): Map<string, string> {
  return new Map(
    [...areas].map(([area, files]) => [area, files.map((file) => read(join(appDir, file))).join('\n')]),
  );
}

/** The parts that name any of `names` (`named` says how a text names one). */
function claiming(
  code: Map<string, string>,
  names: string[],
  shell: string,
  named: (text: string, name: string) => boolean,
): string[] {
  const found = [...code].filter(([, text]) => names.some((name) => named(text, name))).map(([area]) => area);
  // The shell's part is fetched with every screen: a word it holds need not come again.
  return found.includes(shell) ? [shell] : found;
}

/**
 * The API paths that take each request schema and each operation, from the contract's generated
 * types (`paths` names each method's operation; an operation's requestBody names its schema).
 */
function pathsOfSources(schemaTypes: string): Map<string, string[]> {
  const pathOf = new Map<string, string>();
  const schemaOf = new Map<string, string>();
  let path = '';
  let operation = '';
  let inOperations = false;
  let inBody = false;
  for (const line of schemaTypes.split('\n')) {
    if (line.startsWith('export interface operations')) inOperations = true;
    if (!inOperations) {
      const pathLine = /^ {4}"(\/[^"]+)": \{/.exec(line);
      if (pathLine) path = pathLine[1] as string;
      const method = /^ {8}(?:get|post|put|delete|patch): operations\["(\w+)"\];/.exec(line);
      if (method) pathOf.set(method[1] as string, path);
      continue;
    }
    const operationLine = /^ {4}(\w+): \{$/.exec(line);
    if (operationLine) {
      operation = operationLine[1] as string;
      inBody = false;
    }
    if (/^ {8}requestBody/.test(line)) inBody = true;
    if (/^ {8}responses/.test(line)) inBody = false;
    const schema = inBody ? /components\["schemas"\]\["(\w+)"\]/.exec(line) : null;
    if (schema) schemaOf.set(operation, schema[1] as string);
  }
  const paths = new Map<string, string[]>();
  const add = (source: string | undefined, sourcePath: string) => {
    if (source) paths.set(source, [...(paths.get(source) ?? []), sourcePath]);
  };
  for (const [operationId, sourcePath] of pathOf) {
    add(operationId, sourcePath);
    add(schemaOf.get(operationId), sourcePath);
  }
  return paths;
}

/** The parts each request schema's or operation's sentences go with. */
export function areasOfSources(
  appDir: string,
  areas: Map<string, string[]>,
  sources: string[],
  shell: string,
): Map<string, string[]> {
  const code = codeOfAreas(appDir, areas);
  const paths = pathsOfSources(read(join(uiTextsFolder(appDir), '..', '..', 'api-client/src/schema.gen.ts')));
  const named = (text: string, name: string) =>
    name.startsWith('/') ? text.includes(`'${name}'`) : mentions(text, name);
  return new Map(
    sources.map((source) => [source, claiming(code, [source, ...(paths.get(source) ?? [])], shell, named)]),
  );
}

/** The design system's component folders: each one's `*-texts.ts`, its exported names, the folders it imports. */
function uiFolders(uiSrc: string) {
  const folders = ['components', 'domain'].flatMap((kind) =>
    readdirSync(join(uiSrc, kind), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(uiSrc, kind, entry.name)),
  );
  return folders.map((folder) => {
    const files = readdirSync(folder).filter(
      (name) => /\.tsx?$/.test(name) && !/\.(test|stories|css)\./.test(name),
    );
    const code = files.map((name) => read(join(folder, name))).join('\n');
    return {
      folder,
      texts: files.find((name) => name.endsWith('-texts.ts')),
      exported: [...code.matchAll(/export (?:default )?(?:function|const) ([A-Z][a-z]\w*)/g)].map(
        (match) => match[1] as string,
      ),
      imports: [...code.matchAll(/from '(\.\.\/(?:\.\.\/(?:components|domain)\/)?\w+)\/[\w.-]+'/g)].map(
        (match) => join(folder, match[1] as string),
      ),
    };
  });
}

/** The parts each design-system texts file (`components/Pagination/pagination-texts.ts`) goes with. */
export function areasOfUiTexts(
  appDir: string,
  areas: Map<string, string[]>,
  uiSrc: string,
  shell: string,
): Map<string, string[]> {
  const code = codeOfAreas(appDir, areas);
  const folders = uiFolders(uiSrc);
  // A component's words are also those of every component built on it, however deep.
  const usersOf = (folder: string, seen = new Set<string>()): string[] => {
    for (const other of folders)
      if (!seen.has(other.folder) && other.imports.includes(folder)) {
        seen.add(other.folder);
        usersOf(other.folder, seen);
      }
    return [...seen];
  };
  const placed = new Map<string, string[]>();
  for (const { folder, texts } of folders) {
    if (!texts) continue;
    const names = [folder, ...usersOf(folder)].flatMap(
      (each) => folders.find((other) => other.folder === each)?.exported ?? [],
    );
    placed.set(relative(uiSrc, join(folder, texts)).replace(/\\/g, '/'), claiming(code, names, shell, uses));
  }
  return placed;
}

export const uiTextsFolder = (appDir: string) => join(dirname(appDir), '..', 'packages/ui/src');
