import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Database } from '../db/database.ts';
import type { SendOutcome, SmsProvider } from './provider.ts';
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

interface SentSms {
  id: number;
  providerMessageId: string | null;
  note: string | null;
}

interface ClaimedSms {
  id: number;
  phone: string;
  content: string;
  attempts: number;
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

  const claim = () =>
    db.query<ClaimedSms>(
      `UPDATE sms_messages s
          SET attempts = s.attempts + 1, next_attempt_at = now() + make_interval(secs => $2), provider = $3
         FROM (SELECT id FROM sms_messages WHERE status = 'QUEUED' AND next_attempt_at <= now()
                ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED) due
        WHERE s.id = due.id
        RETURNING s.id, s.phone, s.content, s.attempts`,
      [batchSize, leaseSeconds, provider.name],
    );

  /** The accepted messages of a batch, with the provider's ids and notes, in one statement. */
  const recordSent = (sent: SentSms[]) =>
    db.query(
      `UPDATE sms_messages s
          SET status = 'SENT', provider_message_id = u.provider_message_id, status_note = u.note,
              error = NULL, status_changed_at = now()
         FROM unnest($1::int[], $2::text[], $3::text[]) AS u (id, provider_message_id, note)
        WHERE s.id = u.id AND s.status = 'QUEUED'`,
      [
        sent.map((message) => message.id),
        sent.map((message) => message.providerMessageId),
        sent.map((message) => message.note),
      ],
    );

  /** A refused message: tried again later, or FAILED and refunded. */
  const recordRefusal = (message: ClaimedSms, outcome: Extract<SendOutcome, { status: 'FAILED' }>) => {
    if (outcome.retryable && message.attempts < maxAttempts) {
      return db.query(
        `UPDATE sms_messages SET error = $2, next_attempt_at = now() + make_interval(secs => $3)
          WHERE id = $1 AND status = 'QUEUED'`,
        [message.id, outcome.error, retryBaseSeconds * 2 ** (message.attempts - 1)],
      );
    }
    return db.transaction(async (tx) => {
      const [failed] = await tx.query<{ user_id: number | null; sms_cost: number }>(
        `UPDATE sms_messages SET status = 'FAILED', error = $2, refunded = user_id IS NOT NULL, status_changed_at = now()
          WHERE id = $1 AND status = 'QUEUED' RETURNING user_id, sms_cost`,
        [message.id, outcome.error],
      );
      if (failed?.user_id != null) {
        await tx.query('UPDATE users SET total_sms = total_sms + $1, updated_at = now() WHERE id = $2', [
          failed.sms_cost,
          failed.user_id,
        ]);
      }
    });
  };

  const sendOne = async (message: ClaimedSms): Promise<SendOutcome> => {
    try {
      return await provider.send({ phone: message.phone, text: message.content });
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
      const batch = await claim();
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
        await recordSent(sent);
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
