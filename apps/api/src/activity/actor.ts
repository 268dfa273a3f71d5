import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/database.ts';

/** The signed-in user on whose behalf the current request writes, if any. */
const actors = new AsyncLocalStorage<number | undefined>();

/** Runs `work` (a request's handler) on behalf of the user: its transactions name them. */
export function actingAs<T>(userId: number | undefined, work: () => T): T {
  return actors.run(userId, work);
}

/**
 * The database whose every transaction first names its actor (`app.actor`, local to the
 * transaction) when it runs on behalf of a user, so the activity trail's triggers record who did
 * it (decision 0044). Work outside a request (sweeps, the SMS queue) names nobody.
 */
export function withActors(db: Database): Database {
  return {
    query: (sql, params, options) => db.query(sql, params, options),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction: (work) =>
      db.transaction(async (tx) => {
        const actor = actors.getStore();
        if (actor !== undefined) await tx.query("SELECT set_config('app.actor', $1, true)", [String(actor)]);
        return work(tx);
      }),
  };
}
