import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, checkRestored, restore } from '../src/backups/backups.ts';
import { compareCounts, copyDatabase } from '../src/backups/database-copy.ts';
import { type Database, embeddedDatabaseDir, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { copyFolderIntoDatabase } from '../src/storage/images.ts';
import { createScratchDatabase } from './support/backends.ts';

/** A gym's worth of rows: an owner, a gym, two clients (one with a Nepali name) and an invoice. */
async function fill(db: Database) {
  await migrate(db);
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (name, phone, password_hash, payment_expiry_date)
     VALUES ('Owner', '9800000055', 'x', '2100-01-01') RETURNING id`,
  );
  const [gym] = await db.query<{ id: number }>(
    `INSERT INTO gyms (user_id, gym_name, time_zone) VALUES ($1, 'Backup Gym', 'Asia/Kathmandu') RETURNING id`,
    [user?.id],
  );
  const clients = await db.query<{ id: number }>(
    `INSERT INTO clients (gym_id, name, phone, gender) VALUES ($1, 'राम शर्मा', '9841000001', 'MALE'),
       ($1, 'Sita', '9841000002', 'FEMALE') RETURNING id`,
    [gym?.id],
  );
  await db.query(
    `INSERT INTO invoices (gym_id, client_id, number, membership_start_date, membership_end_date, total_amount, discounted_amount)
     VALUES ($1, $2, 1, '2026-03-15', '2026-04-14', 2500, 2500)`,
    [gym?.id, clients[0]?.id],
  );
}

/** An embedded data folder with the rows above and one uploaded logo. */
async function embeddedFolder(root: string): Promise<string> {
  const dataDir = join(root, 'data');
  const db = await openDatabase({ dataDir: embeddedDatabaseDir(dataDir) });
  await fill(db);
  await db.close();
  await mkdir(join(dataDir, 'uploads'), { recursive: true });
  await writeFile(join(dataDir, 'uploads', 'logo-1.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dataDir;
}

describe('backups of the embedded database', () => {
  let root: string;
  let dataDir: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'gym-backup-'));
    dataDir = await embeddedFolder(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('restores a backup into an empty folder, which passes the check, files and all', async () => {
    const file = join(root, 'gym.tar.gz');
    await backup({ databaseUrl: undefined, dataDir }, file);
    const restoredDir = join(root, 'restored');
    await restore({ databaseUrl: undefined, dataDir: restoredDir }, file);
    const { problems, counts } = await checkRestored({ databaseUrl: undefined, dataDir: restoredDir }, file);
    expect(problems).toEqual([]);
    expect(counts).toMatchObject({ users: 1, gyms: 1, clients: 2, invoices: 1 });
    const restoredDb = await openDatabase({ dataDir: embeddedDatabaseDir(restoredDir) });
    const names = await restoredDb.query<{ name: string }>('SELECT name FROM clients ORDER BY id');
    await restoredDb.close();
    expect(names.map((row) => row.name)).toEqual(['राम शर्मा', 'Sita']);
    expect(await readFile(join(restoredDir, 'uploads', 'logo-1.png'))).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );
    await expect(restore({ databaseUrl: undefined, dataDir: restoredDir }, file)).rejects.toThrow(
      'holds a database already',
    );
  });

  it('names what a restored database lacks', async () => {
    const file = join(root, 'check.tar.gz');
    await backup({ databaseUrl: undefined, dataDir }, file);
    const db = await openDatabase({ dataDir: embeddedDatabaseDir(dataDir) });
    await db.query(`DELETE FROM clients WHERE name = 'Sita'`);
    await db.close();
    const { problems } = await checkRestored({ databaseUrl: undefined, dataDir }, file);
    expect(problems).toEqual(['clients: 2 rows backed up, 1 restored']);
  });
});

describe.runIf(process.env.DATABASE_URL)('backups and the move to PostgreSQL', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'gym-backup-pg-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('backs up with pg_dump, and a restore into a dropped and new database passes the check', async () => {
    const first = await createScratchDatabase('gym_backup');
    const db = await openDatabase({ url: first.url });
    await fill(db);
    await db.close();
    const file = join(root, 'gym.dump');
    await backup({ databaseUrl: first.url, dataDir: undefined }, file);
    await first.drop();
    const second = await createScratchDatabase('gym_restore');
    try {
      await restore({ databaseUrl: second.url, dataDir: undefined }, file);
      const { problems, counts } = await checkRestored({ databaseUrl: second.url, dataDir: undefined }, file);
      expect(problems).toEqual([]);
      expect(counts).toMatchObject({ clients: 2, invoices: 1 });
    } finally {
      await second.drop();
    }
  });

  it('moves an embedded folder into PostgreSQL: every table’s count the same, the files carried along', async () => {
    const dataDir = await embeddedFolder(await mkdtemp(join(root, 'move-')));
    const target = await createScratchDatabase('gym_move');
    const source = await openDatabase({ dataDir: embeddedDatabaseDir(dataDir) });
    const into = await openDatabase({ url: target.url });
    try {
      await migrate(into);
      await copyDatabase(source, into);
      await copyFolderIntoDatabase(into, join(dataDir, 'uploads'), 'public');
      const { rows } = await compareCounts(source, into);
      expect(rows.filter((row) => row.table !== 'stored_images' && row.source !== row.target)).toEqual([]);
      expect(rows.find((row) => row.table === 'clients')).toEqual({ table: 'clients', source: 2, target: 2 });
      const [image] = await into.query<{ name: string }>('SELECT name FROM stored_images');
      expect(image?.name).toBe('logo-1.png');
      // New rows take ids after the copied ones.
      const [client] = await into.query<{ id: number }>(
        `INSERT INTO clients (gym_id, name, phone, gender) SELECT id, 'New', '9841000003', 'MALE' FROM gyms RETURNING id`,
      );
      expect(client?.id).toBe(3);
      await expect(copyDatabase(source, into)).rejects.toThrow('The target database has accounts already');
    } finally {
      await source.close();
      await into.close();
      await target.drop();
    }
  });
});
