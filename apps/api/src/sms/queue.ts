import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Database } from '../db/database.ts';
import type { SendOutcome, SmsProvider } from './provider.ts';
import { claimDueSms, failQueuedSms, markSmsSent, retrySmsLater, type SentSms } from './queries.ts';
import type { ClaimedSmsRow } from './sms-record.ts';
import { applyEarlyReports } from './status-reports.ts';

export interface SmsQueueOptions {
  /** How many messages one claim takes. */
  batchSize?: number;
  /** How often a process looks for due messages without being woken, ms. */
  pollMs?: number;
  /** Tries per message before it is FAILED and refunded. */
  maxAttempts?: number;
  /** The first retry's wait, s; doubled on each further try. */
  retryBaseSeconds?: number;
  /** How long a claim holds a message before another process may take it (a crashed sender), s. */
  leaseSeconds?: number;
  /** Where a failed round's error goes (the database gone, say); the next poll tries again. */
  onError?: (error: unknown) => void;
}

/**
 * The sender of one server process: claims due QUEUED messages with FOR UPDATE SKIP LOCKED, moving
 * their next_attempt_at past a lease so no other process takes them while they are being sent,
 * hands them to the provider outside any transaction and records the answers. A refused message is
 * tried again after 1, 2, 4... × retryBaseSeconds until maxAttempts; then it is FAILED and its
 * credits go back to the user who sent it, in one transaction. A process that dies while sending
 * leaves its claim to expire: the message is sent again by another (at most once per lease).
 */
export function createSmsQueue(db: Database, provider: SmsProvider, options: SmsQueueOptions = {}) {
  const {
    batchSize = 100,
    pollMs = 1000,
    maxAttempts = 5,
    retryBaseSeconds = 30,
    leaseSeconds = 120,
  } = options;
  const onError = options.onError ?? (() => undefined);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  /** A refused message: tried again later, or FAILED and refunded. */
  const recordRefusal = (message: ClaimedSmsRow, outcome: Extract<SendOutcome, { status: 'FAILED' }>) => {
    if (outcome.retryable && message.attempts < maxAttempts) {
      return retrySmsLater(db, message.id, outcome.error, retryBaseSeconds * 2 ** (message.attempts - 1));
    }
    return db.transaction((tx) => failQueuedSms(tx, message.id, outcome.error));
  };

  const sendOne = async (message: ClaimedSmsRow): Promise<SendOutcome> => {
    try {
      return await provider.send({
        phone: message.phone,
        text: message.content,
        timeZone: message.time_zone,
      });
    } catch (error) {
      return {
        status: 'FAILED',
        error: error instanceof Error ? error.message : String(error),
        retryable: true,
      };
    }
  };

  /** Sends every due message, batch after batch; answers how many were handed to the provider. */
  const drain = async (): Promise<number> => {
    let handled = 0;
    for (;;) {
      await yieldToEventLoop();
      const batch = await claimDueSms(db, { batchSize, leaseSeconds, provider: provider.name });
      if (batch.length === 0) return handled;
      const outcomes = await Promise.all(batch.map(sendOne));
      const sent: SentSms[] = [];
      for (const [index, message] of batch.entries()) {
        const outcome = outcomes[index];
        if (outcome?.status === 'SENT')
          sent.push({
            id: message.id,
            providerMessageId: outcome.providerMessageId,
            note: outcome.note ?? null,
          });
        else if (outcome) {
          // PGlite runs each statement on this thread: a turn of the event loop between the writes
          // lets other requests in instead of a chain of them.
          await yieldToEventLoop();
          await recordRefusal(message, outcome);
        }
      }
      if (sent.length > 0) {
        await markSmsSent(db, sent);
        // A provider with delivery reports may have reported before its ids were recorded.
        if (provider.verifyCallback) {
          const ids = sent.flatMap((message) =>
            message.providerMessageId ? [message.providerMessageId] : [],
          );
          await applyEarlyReports(db, provider.name, ids);
        }
      }
      handled += batch.length;
    }
  };

  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void run().catch(onError);
      }
    });
    return running;
  };

  return {
    /** Sends what is due now (and what becomes due while it runs); for tests and the scheduler. */
    drain: run,
    /** Looks at once, without waiting for the next poll (after a send stored new messages). */
    wake() {
      if (!stopped) void run().catch(onError);
    },
    start() {
      stopped = false;
      timer = setInterval(() => void run().catch(onError), pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type SmsQueue = ReturnType<typeof createSmsQueue>;
