import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { createScratchDatabase } from './support/backends.ts';

// Only a server ends connections on its own; PGlite has none to end.
describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool (needs DATABASE_URL)', () => {
  it('outlives the server ending an idle connection, and answers the next query', async () => {
    const scratch = await createScratchDatabase();
    const db = await openDatabase({ url: scratch.url });
    try {
      const [idle] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [idle?.pid]);
      await admin.end();
      // Give the idle connection's error time to arrive: unheard, it would crash the process.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
      await scratch.drop();
    }
  });
});
