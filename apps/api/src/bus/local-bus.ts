import { assertChannelName, ChannelListeners, type MessageBus } from './message-bus.ts';

/** The embedded PGlite serves one process, so an in-process emitter reaches every listener. */
export function createLocalBus(): MessageBus {
  const listeners = new ChannelListeners();
  return {
    async publish(channel, payload) {
      assertChannelName(channel);
      listeners.deliver(channel, payload);
    },
    subscribe(channel, onMessage, onReset) {
      listeners.add(channel, onMessage, onReset);
    },
    ready: async () => undefined,
    async close() {
      listeners.clear();
    },
  };
}
