import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { OutgoingSms, SendOutcome, SmsProvider } from '../src/sms/provider.ts';
import { createSmsQueue } from '../src/sms/queue.ts';
import { backends } from './support/backends.ts';
import { type ScratchGym, scratchGym } from './support/scratch-gym.ts';

/** A provider that records every message and answers what `answer` says for it. */
function scriptedProvider(answer: (message: OutgoingSms, tries: number) => SendOutcome) {
  const sent: OutgoingSms[] = [];
  const tries = new Map<string, number>();
  const provider: SmsProvider = {
    name: 'scripted',
    async send(message) {
      const count = (tries.get(message.phone) ?? 0) + 1;
      tries.set(message.phone, count);
      await new Promise((resolve) => setTimeout(resolve, 1));
      const outcome = answer(message, count);
      if (outcome.status === 'SENT') sent.push(message);
      return outcome;
    },
  };
  return { provider, sent };
}

describe.each(backends)('SMS queue on %s', (backend) => {
  let db: Database;
  let scratch: ScratchGym;
  let userId: number;
  let gymId: number;
  beforeAll(async () => {
    scratch = await scratchGym(backend, { name: 'Queue Owner', phone: '9800000011' }, { name: 'Queue Gym' });
    ({ db, userId, gymId } = scratch);
  });
  afterAll(() => scratch.close());
  beforeEach(async () => {
    await db.query('DELETE FROM sms_messages');
    await db.query('UPDATE users SET total_sms = 0 WHERE id = $1', [userId]);
  });

  const enqueue = (count: number, cost = 2) =>
    db.query(
      `INSERT INTO sms_messages (gym_id, user_id, content, phone, sms_cost, status, encoding)
       SELECT $1, $2, 'Hello ' || n, (9811000000 + n)::text, $4, 'QUEUED', 'GSM_7' FROM generate_series(1, $3::int) n`,
      [gymId, userId, count, cost],
    );
  const statuses = () =>
    db.query<{
      status: string;
      error: string | null;
      attempts: number;
      refunded: boolean;
      provider_message_id: string | null;
    }>('SELECT status, error, attempts, refunded, provider_message_id FROM sms_messages ORDER BY id');
  const balance = async () =>
    (await db.query<{ total_sms: number }>('SELECT total_sms FROM users WHERE id = $1', [userId]))[0]
      ?.total_sms;

  it('two senders draining at once send every message exactly once', async () => {
    await enqueue(120);
    const { provider, sent } = scriptedProvider(() => ({ status: 'SENT', providerMessageId: 'gw-1' }));
    const first = createSmsQueue(db, provider, { batchSize: 7 });
    const second = createSmsQueue(db, provider, { batchSize: 5 });
    const handled = await Promise.all([first.drain(), second.drain()]);
    expect(handled[0] + handled[1]).toBe(120);
    expect(sent).toHaveLength(120);
    expect(new Set(sent.map((message) => message.phone)).size).toBe(120);
    expect(
      (await statuses()).every((row) => row.status === 'SENT' && row.provider_message_id === 'gw-1'),
    ).toBe(true);
  });

  it('retries a retryable failure after its back-off, then sends it', async () => {
    await enqueue(1);
    const { provider, sent } = scriptedProvider((_, tries) =>
      tries === 1
        ? { status: 'FAILED', error: 'rate limited', retryable: true }
        : { status: 'SENT', providerMessageId: null },
    );
    const queue = createSmsQueue(db, provider, { retryBaseSeconds: 60 });
    await queue.drain();
    expect(await statuses()).toMatchObject([{ status: 'QUEUED', error: 'rate limited', attempts: 1 }]);
    // Not due yet: the back-off holds it.
    await queue.drain();
    expect(sent).toHaveLength(0);
    await db.query(`UPDATE sms_messages SET next_attempt_at = now() - interval '1 second'`);
    await queue.drain();
    expect(await statuses()).toMatchObject([{ status: 'SENT', error: null, attempts: 2 }]);
    expect(sent).toHaveLength(1);
  });

  it('fails a refused message at once, or after the last try, and refunds its credits once', async () => {
    await enqueue(2, 3);
    const { provider } = scriptedProvider((message) =>
      message.phone.endsWith('1')
        ? { status: 'FAILED', error: 'invalid token', retryable: false }
        : { status: 'FAILED', error: 'timeout', retryable: true },
    );
    const queue = createSmsQueue(db, provider, { maxAttempts: 3, retryBaseSeconds: 0 });
    await queue.drain();
    expect(await statuses()).toMatchObject([
      { status: 'FAILED', error: 'invalid token', attempts: 1, refunded: true },
      { status: 'FAILED', error: 'timeout', attempts: 3, refunded: true },
    ]);
    expect(await balance()).toBe(6);
    await queue.drain();
    expect(await balance()).toBe(6);
  });

  it('a provider that throws counts as a retryable failure', async () => {
    await enqueue(1);
    const queue = createSmsQueue(
      db,
      {
        name: 'broken',
        send: () => Promise.reject(new Error('connect ECONNREFUSED')),
      },
      { maxAttempts: 2, retryBaseSeconds: 0 },
    );
    await queue.drain();
    expect(await statuses()).toMatchObject([
      { status: 'FAILED', error: 'connect ECONNREFUSED', attempts: 2 },
    ]);
  });
});
