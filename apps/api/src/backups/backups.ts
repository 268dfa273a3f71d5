import { execFile } from 'node:child_process';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config.ts';
import { embeddedDatabaseDir, openDatabase } from '../db/database.ts';
import { migrationNames } from '../db/migrate.ts';
import { appliedMigrations, tableCounts } from './queries.ts';

const run = promisify(execFile);

/** What a backup file has beside it: its tables' rows when it was made, for the check after a restore. */
export const countsFileOf = (backupFile: string) => `${backupFile}.counts.json`;

/** The folders of an embedded data folder that a backup holds: the database and the uploaded files. */
const EMBEDDED_PARTS = ['pglite', 'uploads', 'client-photos'] as const;

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Each table's rows in the configured database (on PGlite, while no server holds the folder). */
export async function countsOf(config: Pick<Config, 'databaseUrl' | 'dataDir'>) {
  const db = await openDatabase({
    url: config.databaseUrl,
    ...(config.dataDir ? { dataDir: embeddedDatabaseDir(config.dataDir) } : {}),
  });
  try {
    return { counts: await tableCounts(db), migrations: await appliedMigrations(db) };
  } finally {
    await db.close();
  }
}

/**
 * Backs the configured database up into `file`: PostgreSQL with pg_dump's custom format (the
 * uploaded images are rows of it, migration 033); the embedded database as a gzipped tar of the
 * data folder's database and uploaded files, taken while no server holds it. Writes the tables'
 * counts beside it.
 */
export async function backup(config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string): Promise<void> {
  const state = await countsOf(config);
  if (config.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl]);
  } else {
    if (!config.dataDir) throw new Error('No DATA_DIR to back up.');
    const dataDir = config.dataDir;
    const parts = [];
    for (const part of EMBEDDED_PARTS) if (await exists(join(dataDir, part))) parts.push(part);
    await run('tar', ['--create', '--gzip', `--file=${file}`, `--directory=${dataDir}`, ...parts]);
  }
  await writeFile(countsFileOf(file), `${JSON.stringify(state, null, 2)}\n`);
}

/**
 * Restores `file` into the configured database: PostgreSQL with pg_restore into the database
 * DATABASE_URL names (its objects replaced); the embedded database into a DATA_DIR that holds none
 * yet. Nothing else is touched.
 */
export async function restore(config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string): Promise<void> {
  if (config.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      file,
    ]);
    return;
  }
  if (!config.dataDir) throw new Error('No DATA_DIR to restore into.');
  if (await exists(embeddedDatabaseDir(config.dataDir))) {
    throw new Error(
      `${config.dataDir} holds a database already: restore into an empty DATA_DIR, or move it aside.`,
    );
  }
  await mkdir(config.dataDir, { recursive: true });
  await run('tar', ['--extract', '--gzip', `--file=${file}`, `--directory=${config.dataDir}`]);
}

/** A check's findings: empty when the database is whole. */
export async function checkRestored(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  backupFile: string,
): Promise<{ problems: string[]; counts: Record<string, number> }> {
  const expected = JSON.parse(await readFile(countsFileOf(backupFile), 'utf8')) as Awaited<
    ReturnType<typeof countsOf>
  >;
  const found = await countsOf(config);
  const known = new Set(await migrationNames());
  const problems: string[] = [];
  for (const name of found.migrations)
    if (!known.has(name)) problems.push(`migration ${name} is not one this server knows`);
  if (found.migrations.join() !== expected.migrations.join())
    problems.push('the applied migrations differ from the backup’s');
  const tables = new Set([...Object.keys(expected.counts), ...Object.keys(found.counts)]);
  for (const table of [...tables].sort()) {
    const before = expected.counts[table];
    const after = found.counts[table];
    if (before !== after)
      problems.push(`${table}: ${before ?? 'missing'} rows backed up, ${after ?? 'missing'} restored`);
  }
  return { problems, counts: found.counts };
}
