/**
 * Which source files' messages each part of a language's catalog holds (docs/i18n.md, "Catalogs in
 * parts"). The app's code is split into the first visit's chunks and a chunk per screen; a
 * language's catalog is split the same way, so a screen in Nepali fetches the Nepali of its own
 * messages and not of the other fifty screens:
 *
 * - `shell`: what the first visit runs: the entry's static imports, and what those load on demand
 *   (a dialog, a lazy slot) except the screens themselves;
 * - one part per screen of the router, named by its module under src/pages
 *   (`billing/PricingPlansPage`): the module and everything it imports, statically or on demand,
 *   that the shell does not already hold.
 *
 * The router names each screen's part (routes/router.tsx), checked against its module by
 * router-areas.test.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const SHELL_AREA = 'shell';
const PAGES = 'src/pages';

/** Relative imports of a .ts/.tsx file: `from './x.tsx'` (static) and `import('./x.tsx')` (on demand). */
function importsOf(file: string): { statics: string[]; onDemand: string[] } {
  const code = readFileSync(file, 'utf8');
  const local = (specifier: string) => /\.tsx?$/.test(specifier);
  const statics = [...code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*'(\.{1,2}\/[^']+)'/g)]
    .map((match) => match[1] as string)
    .filter(local);
  const onDemand = [...code.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)]
    .map((match) => match[1] as string)
    .filter(local);
  const resolved = (specifiers: string[]) => specifiers.map((specifier) => resolve(dirname(file), specifier));
  return { statics: resolved(statics), onDemand: resolved(onDemand) };
}

/** Every file reached from `starts`, following static imports always and on-demand ones when `follow` says so. */
function reach(starts: string[], follow: (target: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const { statics, onDemand } = importsOf(file);
    queue.push(...statics, ...onDemand.filter(follow));
  }
  return seen;
}

/** The screens' modules the router loads, as parts: `billing/PricingPlansPage`. */
export function routedScreens(appDir: string): string[] {
  const router = readFileSync(join(appDir, 'src/routes/router.tsx'), 'utf8');
  return [
    ...new Set(
      [...router.matchAll(/import\('\.\.\/pages\/([\w/]+)\.tsx'\)/g)].map((match) => match[1] as string),
    ),
  ];
}

/** Each part of the catalog and its source files (relative to the app's folder). */
export function messageAreas(appDir: string): Map<string, string[]> {
  const pages = join(appDir, PAGES);
  const isScreen = (file: string) => file.startsWith(`${pages}/`) && file !== join(pages, 'ErrorPage.tsx');
  const shell = reach([join(appDir, 'src/main.tsx')], (target) => !isScreen(target));
  const areas = new Map<string, string[]>([[SHELL_AREA, [...shell]]]);
  for (const screen of routedScreens(appDir)) {
    const own = reach([join(pages, `${screen}.tsx`)], () => true);
    areas.set(
      screen,
      [...own].filter((file) => !shell.has(file)),
    );
  }
  for (const [area, files] of areas) areas.set(area, files.map((file) => relative(appDir, file)).sort());
  return areas;
}

/** The catalog part a screen's module (`src/pages/billing/PricingPlansPage.tsx`) needs besides the shell's. */
export function areaOfScreen(modulePath: string): string {
  return modulePath.replace(/^src\/pages\//, '').replace(/\.tsx$/, '');
}
