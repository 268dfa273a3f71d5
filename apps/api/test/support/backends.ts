import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The databases every server test runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const backends = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])] as const;
export type Backend = (typeof backends)[number];

/**
 * A fresh database on the PostgreSQL server of DATABASE_URL, so test files never share state;
 * answers its URL and a function that drops it.
 */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `gym_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
