import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { backends, createScratchDatabase } from './support/backends.ts';

describe.each(backends)('migrations on %s', (backend) => {
  it('apply every file once; a second run is a no-op', async () => {
    const scratch = backend === 'postgres' ? await createScratchDatabase() : undefined;
    const db = await openDatabase({ url: scratch?.url });
    try {
      const first = await migrate(db);
      expect(first.length).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
      );
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['gyms', 'pricing_plans', 'schema_migrations', 'users']),
      );
    } finally {
      await db.close();
      await scratch?.drop();
    }
  });
});
