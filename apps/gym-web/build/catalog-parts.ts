import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the built app keeps the catalogs' parts: under assets/, cached for good like every asset. */
export const CATALOG_PARTS_FOLDER = 'assets/messages';

const compiledDir = join(import.meta.dirname, '../src/i18n/compiled');

/** Every compiled part of the catalogs (`ne/shell.json`, `ne/billing/PricingPlansPage.json`) and its text. */
export function compiledParts(): { path: string; text: string }[] {
  return readdirSync(compiledDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: relative(compiledDir, file), text: readFileSync(file, 'utf8') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The catalogs' parts as files of the build (scripts/message-areas.ts says what each holds), at
 * `assets/messages/<version>/<language>/<part>.json`, the version a hash of them all: a new
 * translation is a new address, so browsers may keep a part for good. The app finds them at
 * `__CATALOG_PARTS_URL__` and fetches a part when a screen needs it (src/i18n/i18n.ts); the
 * development server serves them from src/i18n/compiled.
 */
export function catalogPartsPlugin(): Plugin {
  let parts = compiledParts();
  const version = () =>
    createHash('sha256')
      .update(parts.map((part) => `${part.path}\n${part.text}`).join('\n'))
      .digest('hex')
      .slice(0, 10);
  return {
    name: 'gym-catalog-parts',
    config() {
      parts = compiledParts();
      // The parts' names, one language's (every language has the same parts).
      const names = parts
        .filter((part) => part.path.startsWith('ne/'))
        .map((part) => part.path.slice('ne/'.length, -'.json'.length));
      return {
        define: {
          __CATALOG_PARTS_URL__: JSON.stringify(`${CATALOG_PARTS_FOLDER}/${version()}/`),
          __CATALOG_PART_NAMES__: JSON.stringify(names),
        },
      };
    },
    configureServer(server) {
      const prefix = new RegExp(`^/${CATALOG_PARTS_FOLDER}/[0-9a-f]+/([a-z]+/[\\w/-]+\\.json)$`);
      server.middlewares.use((request, response, next) => {
        const path = prefix.exec(request.url?.split('?')[0] ?? '')?.[1];
        const part = path && compiledParts().find((candidate) => candidate.path === path);
        if (!part) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(part.text);
      });
    },
    generateBundle() {
      for (const part of parts)
        this.emitFile({
          type: 'asset',
          fileName: `${CATALOG_PARTS_FOLDER}/${version()}/${part.path}`,
          source: part.text,
        });
    },
  };
}
