import type { Queryable } from '../../db/database.ts';

/**
 * Tells every server process that a platform's state changed, so each drops its cached answer
 * and pushes the new state to its own event-stream viewers. The message only names the platform;
 * every process reads the state itself.
 */
export interface ChangeBus {
  /** Announces a committed change to every process, this one included. */
  publish(platformId: number): Promise<void>;
  /**
   * `onChange` hears every announced change; `onReset` is called when changes may have been missed
   * (the listening connection was lost and is back), so everything cached must be read again.
   */
  subscribe(onChange: (platformId: number) => void, onReset: () => void): void;
  close(): Promise<void>;
}

/** PostgreSQL LISTEN/NOTIFY on a server (several processes); an in-process emitter on PGlite. */
export async function openChangeBus(databaseUrl: string | undefined, db: Queryable): Promise<ChangeBus> {
  if (databaseUrl) {
    const { openPostgresBus } = await import('./postgres-bus.ts');
    return openPostgresBus(databaseUrl, db);
  }
  const { createLocalBus } = await import('./local-bus.ts');
  return createLocalBus();
}
