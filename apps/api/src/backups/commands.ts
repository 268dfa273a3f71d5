/**
 * The data commands (docs/backups.md): `backup FILE`, `restore FILE` (then the check), `check FILE`
 * and `move-to-postgres DATA_DIR POSTGRES_URL`. They work on the database DATABASE_URL names, else
 * the embedded one in DATA_DIR; on the embedded database run them while the server is stopped.
 */
import { join } from 'node:path';
import { configFromEnv } from '../config.ts';
import { embeddedDatabaseDir, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { copyFolderIntoDatabase } from '../storage/images.ts';
import { backup, checkRestored, restore } from './backups.ts';
import { compareCounts, copyDatabase } from './database-copy.ts';

const [command, ...args] = process.argv.slice(2);
const config = configFromEnv();

function usage(): never {
  console.error('usage: backup FILE | restore FILE | check FILE | move-to-postgres DATA_DIR POSTGRES_URL');
  process.exit(2);
}

async function check(file: string) {
  const { problems, counts } = await checkRestored(config, file);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (problems.length > 0) {
    console.error(`The restored database does not match the backup:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Check passed: ${Object.keys(counts).length} tables, ${total} rows, as backed up.`);
}

/**
 * Moves an embedded data folder into an empty PostgreSQL database: the target is migrated to the
 * same version, every row copied, the counts compared table by table, and the uploaded images
 * carried into the database (where a server on PostgreSQL keeps them).
 */
async function moveToPostgres(dataDir: string, url: string) {
  const source = await openDatabase({ dataDir: embeddedDatabaseDir(dataDir) });
  const target = await openDatabase({ url });
  try {
    await migrate(source);
    await migrate(target);
    await copyDatabase(source, target);
    await copyFolderIntoDatabase(target, join(dataDir, 'uploads'), 'public');
    await copyFolderIntoDatabase(target, join(dataDir, 'client-photos'), 'client-photo');
    const { rows, same } = await compareCounts(source, target);
    console.log('table                             embedded   postgres');
    for (const row of rows) {
      const mark = row.source === row.target || row.table === 'stored_images' ? '' : '   DIFFERENT';
      console.log(
        `${row.table.padEnd(32)}${String(row.source).padStart(9)}${String(row.target).padStart(11)}${mark}`,
      );
    }
    const differing = rows.filter((row) => row.source !== row.target && row.table !== 'stored_images');
    if (!same && differing.length > 0) {
      console.error('Some tables differ: the move is not complete.');
      process.exit(1);
    }
    console.log('Moved. Start the server with DATABASE_URL set to that database to run on PostgreSQL.');
  } finally {
    await source.close();
    await target.close();
  }
}

if (command === 'backup' && args[0]) {
  await backup(config, args[0]);
  console.log(`Backed up to ${args[0]} (counts in ${args[0]}.counts.json).`);
} else if (command === 'restore' && args[0]) {
  await restore(config, args[0]);
  await check(args[0]);
} else if (command === 'check' && args[0]) {
  await check(args[0]);
} else if (command === 'move-to-postgres' && args[0] && args[1]) {
  await moveToPostgres(args[0], args[1]);
} else {
  usage();
}
