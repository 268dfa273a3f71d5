import { join } from 'node:path';

/** The one data layer: the same SQL runs on PGlite (embedded) and on a PostgreSQL server. */
export interface Queryable {
  /**
   * `preparedAs` names a statement a server keeps parsed and planned per connection: for the few
   * fixed statements every request runs (twice the throughput of parsing them each time).
   */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: { preparedAs?: string },
  ): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: everything it writes lands together or not at all. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where the embedded database (PGlite) lives in a server's data folder (DATA_DIR). */
export const embeddedDatabaseDir = (dataDir: string): string => join(dataDir, 'pglite');

export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
}): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.url);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
