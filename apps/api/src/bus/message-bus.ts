import type { Queryable } from '../db/database.ts';

/**
 * Short messages to every server process on named channels: PostgreSQL LISTEN/NOTIFY on one shared
 * listening connection per process with a server, an in-process emitter on PGlite (one process).
 * A message only names what changed (a platform, a user); every process reads the rest itself.
 */
export interface MessageBus {
  /** Announces a committed change on `channel` to every process, this one included. */
  publish(channel: string, payload: string): Promise<void>;
  /**
   * `onMessage` hears every message on `channel`; `onReset` is called when messages may have been
   * missed (the listening connection was lost and is back), so whatever was kept must be read again.
   */
  subscribe(channel: string, onMessage: (payload: string) => void, onReset?: () => void): void;
  /** Resolves once every channel subscribed so far is listened to. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** A channel is an SQL identifier in LISTEN; only plain names are taken. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

export async function openMessageBus(databaseUrl: string | undefined, db: Queryable): Promise<MessageBus> {
  if (databaseUrl) {
    const { openPostgresBus } = await import('./postgres-bus.ts');
    return openPostgresBus(databaseUrl, db);
  }
  const { createLocalBus } = await import('./local-bus.ts');
  return createLocalBus();
}

/** The listeners of each channel, shared by both kinds of bus. */
export class ChannelListeners {
  private readonly channels = new Map<
    string,
    { messages: ((payload: string) => void)[]; resets: (() => void)[] }
  >();

  /** Adds the listeners; answers whether the channel is new. */
  add(channel: string, onMessage: (payload: string) => void, onReset?: () => void): boolean {
    assertChannelName(channel);
    let listeners = this.channels.get(channel);
    const isNew = !listeners;
    if (!listeners) {
      listeners = { messages: [], resets: [] };
      this.channels.set(channel, listeners);
    }
    listeners.messages.push(onMessage);
    if (onReset) listeners.resets.push(onReset);
    return isNew;
  }

  deliver(channel: string, payload: string): void {
    for (const listener of this.channels.get(channel)?.messages ?? []) listener(payload);
  }

  reset(): void {
    for (const { resets } of this.channels.values()) for (const listener of resets) listener();
  }

  names(): string[] {
    return [...this.channels.keys()];
  }

  clear(): void {
    this.channels.clear();
  }
}
