import type { Database } from '../db/database.ts';
import {
  emptyTables,
  hasUsers,
  insertTableRows,
  resetIdentities,
  setReplicaMode,
  tableCounts,
  tableNames,
  tableRowsPage,
} from './queries.ts';

/** Rows copied per statement. */
const COPY_PAGE_ROWS = 1000;
/** The migrations' own record: the target has it from migrating itself. */
const NOT_COPIED = new Set(['schema_migrations']);

export interface TableComparison {
  table: string;
  source: number;
  target: number;
}

/** Each table's rows in two databases, side by side; `same` when every count matches. */
export async function compareCounts(source: Database, target: Database) {
  const [from, to] = await Promise.all([tableCounts(source), tableCounts(target)]);
  const tables = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  const rows: TableComparison[] = tables.map((table) => ({
    table,
    source: from[table] ?? -1,
    target: to[table] ?? -1,
  }));
  return { rows, same: rows.every((row) => row.source === row.target) };
}

/**
 * Copies every row of a migrated source into a target migrated to the same version, in one
 * transaction of the target: its tables are emptied first (a fresh database's migrations may have
 * written a row or two), then filled table by table with the source's values, identities included,
 * without triggers (replica mode, which needs a superuser on the target); then each identity moves
 * past the highest value. A target that has accounts is refused: it is someone's database.
 */
export async function copyDatabase(source: Database, target: Database): Promise<void> {
  if (await hasUsers(target))
    throw new Error('The target database has accounts already; move into an empty one.');
  const tables = (await tableNames(source)).filter((table) => !NOT_COPIED.has(table));
  await target.transaction(async (tx) => {
    await setReplicaMode(tx, true);
    await emptyTables(tx, tables);
    for (const table of tables) {
      for (let offset = 0; ; offset += COPY_PAGE_ROWS) {
        const rows = await tableRowsPage(source, table, offset, COPY_PAGE_ROWS);
        if (!rows) break;
        await insertTableRows(tx, table, rows);
      }
    }
    await setReplicaMode(tx, false);
    await resetIdentities(tx);
  });
}
