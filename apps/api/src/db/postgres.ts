import pg from 'pg';
import type { Database, Queryable } from './database.ts';

// Date-only columns stay 'YYYY-MM-DD' strings: parsing them into a Date would shift them by the
// server's time zone.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value) => value);

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle connection the server ended (a restart, a terminated backend, a database dropped while
  // the pool closes) is already dropped by the pool, which opens another when needed; without a
  // listener its error would crash the process.
  pool.on('error', () => undefined);
  const on = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async (sql, params, options) =>
      (await target.query({ text: sql, values: params as unknown[] | undefined, name: options?.preparedAs }))
        .rows,
    exec: async (sql) => {
      await target.query(sql);
    },
  });
  return {
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
