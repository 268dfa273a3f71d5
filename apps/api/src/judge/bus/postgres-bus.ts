import pg from 'pg';
import type { Queryable } from '../../db/database.ts';
import type { ChangeBus } from './change-bus.ts';

const CHANNEL = 'judge_platform_changed';
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

/**
 * LISTEN on one dedicated connection per process; NOTIFY through the shared pool. A lost listening
 * connection is reopened with growing back-off, and `onReset` then tells the feed that changes may
 * have been missed meanwhile.
 */
export async function openPostgresBus(url: string, db: Queryable): Promise<ChangeBus> {
  const changeListeners: ((platformId: number) => void)[] = [];
  const resetListeners: (() => void)[] = [];
  let listening: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      const platformId = Number(message.payload);
      if (Number.isInteger(platformId)) for (const listener of changeListeners) listener(platformId);
    });
    // An 'error' is followed by 'end'; reconnecting happens there.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (listening !== client || closed) return;
      listening = undefined;
      reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listening = client;
  };

  const reconnectLater = () => {
    retryTimer = setTimeout(async () => {
      try {
        await connect();
        if (closed) return void (await listening?.end());
        retryMs = FIRST_RETRY_MS;
        for (const listener of resetListeners) listener();
      } catch {
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
        if (!closed) reconnectLater();
      }
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return {
    async publish(platformId) {
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, String(platformId)]);
    },
    subscribe(onChange, onReset) {
      changeListeners.push(onChange);
      resetListeners.push(onReset);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listening;
      listening = undefined;
      await client?.end();
    },
  };
}
