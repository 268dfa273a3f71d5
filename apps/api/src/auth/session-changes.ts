import type { MessageBus } from '../bus/message-bus.ts';
import type { AppCaches } from '../cache/app-caches.ts';
import { callerKey } from './bearer.ts';

/** The bus channel on which a user's sessions or access changed; the message is the user's id. */
export const SESSIONS_CHANNEL = 'user_sessions_changed';

/**
 * Every process forgets a user's cached role, subscription and session version when told, so a
 * session ended in one process is refused by all of them at its next call. After a lost listening
 * connection every cached caller is read again.
 */
export function forgetCallersWhenTold(bus: MessageBus, caches: AppCaches): void {
  bus.subscribe(
    SESSIONS_CHANNEL,
    (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) caches.callers.forget(callerKey(userId));
    },
    () => caches.callers.clear(),
  );
}

/**
 * After a committed change of a user's password, role, subscription or existence: this process
 * forgets them at once, every other process when the message arrives.
 */
export async function announceSessionsChanged(
  ctx: { bus: MessageBus; caches: AppCaches },
  userId: number,
): Promise<void> {
  ctx.caches.callers.forget(callerKey(userId));
  await ctx.bus.publish(SESSIONS_CHANNEL, String(userId));
}
