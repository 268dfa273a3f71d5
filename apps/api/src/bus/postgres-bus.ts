import pg from 'pg';
import type { Queryable } from '../db/database.ts';
import { assertChannelName, ChannelListeners, type MessageBus } from './message-bus.ts';

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

/**
 * LISTEN on one dedicated connection per process for every channel; NOTIFY through the shared pool.
 * A lost listening connection is reopened with growing back-off, listens to every channel again,
 * and then each channel's `onReset` says that messages may have been missed meanwhile.
 */
export async function openPostgresBus(url: string, db: Queryable): Promise<MessageBus> {
  const listeners = new ChannelListeners();
  let listening: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  // LISTENs issued on the current connection, awaited by ready().
  let pending: Promise<unknown> = Promise.resolve();

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => listeners.deliver(message.channel, message.payload ?? ''));
    // An 'error' is followed by 'end'; reconnecting happens there.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (listening !== client || closed) return;
      listening = undefined;
      reconnectLater();
    });
    try {
      await client.connect();
      for (const channel of listeners.names()) await client.query(`LISTEN ${channel}`);
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
        listeners.reset();
      } catch {
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
        if (!closed) reconnectLater();
      }
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return {
    async publish(channel, payload) {
      assertChannelName(channel);
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe(channel, onMessage, onReset) {
      if (!listeners.add(channel, onMessage, onReset)) return;
      const client = listening;
      // Without a connection, the reconnect listens to every channel, this one included.
      if (client) pending = pending.then(() => client.query(`LISTEN ${channel}`)).catch(() => undefined);
    },
    ready: () => pending.then(() => undefined),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listening;
      listening = undefined;
      listeners.clear();
      await client?.end();
    },
  };
}
