import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { backends, createScratchDatabase } from './support/backends.ts';

const migrationsDir = join(import.meta.dirname, '..', 'migrations');

/** Applies the migrations up to and including `last` by hand, recorded as migrate() records them. */
async function migrateThrough(db: Database, last: string): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql') && name <= last).sort();
  await db.exec(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const name of files) {
    await db.exec(await readFile(join(migrationsDir, name), 'utf8'));
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
  }
}

/**
 * Data written before the money-numbers migrations (issue 24), in the shapes the shipped schema
 * allowed, then the new migrations over it: what they make of that data.
 */
describe.each(backends)('the money-numbers migrations over existing data on %s', (backend) => {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  const gyms: number[] = [];

  /** Rows of one SQL statement, whose first column is what a test reads. */
  const rows = <Row>(sql: string, params: unknown[] = []) => db.query<Row>(sql, params);

  beforeAll(async () => {
    const scratch = backend === 'postgres' ? await createScratchDatabase() : undefined;
    drop = scratch?.drop;
    db = await openDatabase({ url: scratch?.url });
    await migrateThrough(db, '016_device_claims.sql');
    const [user] = await rows<{ id: number }>(
      `INSERT INTO users (name, phone, password_hash) VALUES ('Owner', '9800000000', 'x') RETURNING id`,
    );
    for (const name of ['First Gym', 'Second Gym']) {
      const [gym] = await rows<{ id: number }>(
        'INSERT INTO gyms (user_id, gym_name) VALUES ($1, $2) RETURNING id',
        [user?.id, name],
      );
      gyms.push(gym?.id ?? 0);
    }
    // Tags as they were accepted: 'Rent' and 'rent' both, and twice in one flow. The second gym
    // wrote 'rent' first, so that is its spelling.
    const flow = (gym: number | undefined, tags: string[], amount: number, createdAt: string) =>
      rows(
        `INSERT INTO money_flows (gym_id, transaction_date, transaction_type, tags, amount, created_at)
         VALUES ($1, $2, 'EXPENSE', $3, $4, $2)`,
        [gym, createdAt, tags, amount],
      );
    await flow(gyms[0], ['Rent', 'rent', 'Electricity'], 26000, '2026-10-01T10:00:00Z');
    await flow(gyms[0], [' RENT ', 'Water'], 500, '2026-10-02T10:00:00Z');
    await flow(gyms[0], ['electricity'], 300, '2026-10-03T10:00:00Z');
    await flow(gyms[1], ['rent'], 100, '2026-10-01T10:00:00Z');
    await flow(gyms[1], ['Rent', 'Water'], 200, '2026-10-02T10:00:00Z');
    expect(await migrate(db)).not.toEqual([]);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('names every tag once per gym, in the spelling the gym used first', async () => {
    const tags = await rows<{ gym_id: number; amount: string; tags: string[] }>(
      'SELECT gym_id, amount, tags FROM money_flows ORDER BY id',
    );
    expect(tags).toEqual([
      { gym_id: gyms[0], amount: '26000.00', tags: ['Rent', 'Electricity'] },
      { gym_id: gyms[0], amount: '500.00', tags: ['Rent', 'Water'] },
      { gym_id: gyms[0], amount: '300.00', tags: ['Electricity'] },
      { gym_id: gyms[1], amount: '100.00', tags: ['rent'] },
      { gym_id: gyms[1], amount: '200.00', tags: ['rent', 'Water'] },
    ]);
    // A flow written after the migration takes the gym's spelling.
    const [later] = await rows<{ tags: string[] }>(
      `INSERT INTO money_flows (gym_id, transaction_date, transaction_type, tags, amount)
       VALUES ($1, now(), 'EXPENSE', ARRAY['WATER', 'Rent'], 1) RETURNING tags`,
      [gyms[1]],
    );
    expect(later?.tags).toEqual(['Water', 'rent']);
  });
});
