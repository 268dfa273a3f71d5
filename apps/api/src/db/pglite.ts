import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.ts';

/**
 * Claims the data folder for this process: two processes on one PGlite folder would corrupt it, so
 * a second one (a server, scripts/create-admin.sh) is refused while the first runs. A claim left by
 * a process that is gone is taken over. Answers what gives the claim up.
 */
async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is open in process ${holder}; stop that server first (PGlite has one process at a time).`,
    );
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite in-process; `dataDir` persists it, without one it lives in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release = async () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    release = await claimDataDir(dataDir);
  }
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    // Trigram indexes for name search (migration 007); a server has it from postgresql-contrib.
    extensions: { pg_trgm },
    // Same shapes as the pg driver: dates as strings, numerics as strings, bigints as strings.
    parsers: {
      [types.DATE]: (value: string) => value,
      [types.NUMERIC]: (value: string) => value,
      [types.INT8]: (value: string) => value,
    },
  });
  // PGlite runs one statement at a time; queue work so a transaction never interleaves with
  // queries from other requests.
  let queue: Promise<unknown> = Promise.resolve();
  const serialize = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[]) =>
      (await target.query<Row>(sql, params as unknown[] | undefined)).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  const direct = on(db);
  return {
    query: (sql, params) => serialize(() => direct.query(sql, params)),
    exec: (sql) => serialize(() => direct.exec(sql)),
    transaction: (work) => serialize(() => db.transaction((tx) => work(on(tx)))),
    close: async () => {
      await db.close();
      await release();
    },
  };
}
