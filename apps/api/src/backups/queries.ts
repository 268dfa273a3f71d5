import type { Queryable } from '../db/database.ts';

/** The application's tables (the public schema's), by name. */
export async function tableNames(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Each table's number of rows. */
export async function tableCounts(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${table}"`);
    counts[table] = row?.count ?? 0;
  }
  return counts;
}

/** The migrations a database has applied, by name. */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  return rows.map((row) => row.name);
}

/** One page of a table's rows as JSON text, in a stable order (its physical order is not). */
export async function tableRowsPage(db: Queryable, table: string, offset: number, limit: number) {
  const [row] = await db.query<{ rows: string | null }>(
    `SELECT json_agg(t)::text AS rows FROM (SELECT * FROM "${table}" ORDER BY 1 LIMIT ${limit} OFFSET ${offset}) t`,
  );
  return row?.rows ?? null;
}

/**
 * Writes rows (a JSON array) into the table as they are, identity values included. Run with the
 * session in replica mode, so no trigger fires (the activity trail and data versions were written
 * at the source) and no foreign key is checked before every table is in.
 */
export async function insertTableRows(db: Queryable, table: string, rowsJson: string): Promise<void> {
  await db.query(
    `INSERT INTO "${table}" OVERRIDING SYSTEM VALUE
     SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`,
    [rowsJson],
  );
}

export async function emptyTables(db: Queryable, tables: readonly string[]): Promise<void> {
  if (tables.length > 0) await db.query(`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} CASCADE`);
}

export async function setReplicaMode(db: Queryable, on: boolean): Promise<void> {
  await db.query(`SET session_replication_role = ${on ? 'replica' : 'DEFAULT'}`);
}

/** Moves every identity column's sequence past the highest value copied in. */
export async function resetIdentities(db: Queryable): Promise<void> {
  const columns = await db.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
  );
  for (const { table, column } of columns) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max("${column}") FROM "${table}"), 0) + 1, false)`,
      [`"${table}"`, column],
    );
  }
}

/** Whether the database has any account: a database someone uses. */
export async function hasUsers(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS any');
  return row?.any ?? false;
}
