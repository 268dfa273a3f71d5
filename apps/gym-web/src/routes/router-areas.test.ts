import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');

describe("each screen's part of the catalogs", () => {
  it('is the folder under src/pages its module is in (scripts/message-areas.ts)', () => {
    const calls = [
      ...source.matchAll(
        /\bscreen\(\s*ROUTES\.\w+,\s*'([^']+)',\s*\(\) => import\('\.\.\/pages\/([^/']+)\//g,
      ),
    ];
    expect(calls.length).toBe([...source.matchAll(/\bscreen\(\s*ROUTES\./g)].length);
    expect(calls.length).toBeGreaterThan(40);
    for (const [, area, folder] of calls) expect(area).toBe(folder);
  });
});
