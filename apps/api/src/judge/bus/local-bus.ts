import type { ChangeBus } from './change-bus.ts';

/** The embedded PGlite serves one process, so an in-process emitter reaches every viewer. */
export function createLocalBus(): ChangeBus {
  const listeners: ((platformId: number) => void)[] = [];
  return {
    async publish(platformId) {
      for (const listener of listeners) listener(platformId);
    },
    subscribe(onChange) {
      listeners.push(onChange);
    },
    async close() {
      listeners.length = 0;
    },
  };
}
