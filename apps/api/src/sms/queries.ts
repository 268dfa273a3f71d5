import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { QueryOf, Schemas } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import { queryPage, sqlOrder } from '../http/paging.ts';
import type { SmsCost } from './segments.ts';
import type { RecipientClientRow, SmsRow, StoredSmsSettings } from './sms-record.ts';

type SmsListQuery = QueryOf<'listGymSms'>;
type ClientGroup = NonNullable<Schemas['SendSmsRequest']['type']>;

/** A message with its client's name (messages s, clients c). */
const SMS_COLUMNS = 's.*, c.name AS client_name';
const SMS_FROM = 'sms_messages s LEFT JOIN clients c ON c.id = s.client_id';
const SORT_COLUMNS: Record<SmsListQuery['sortBy'], string> = {
  sendDateTime: 's.send_date_time',
  client: 'lower(c.name)',
};
// Which active clients each group means, with "today" in the gym's ($1) time zone, computed once
// per statement rather than joined to every client row.
const GYM_TODAY = '(SELECT (now() AT TIME ZONE g.time_zone)::date FROM gyms g WHERE g.id = $1)';
const GROUP_CONDITIONS: Record<ClientGroup, string> = {
  ALL: 'true',
  EXPIRED: `c.membership_end_date < ${GYM_TODAY}`,
  NON_EXPIRED: `c.membership_end_date >= ${GYM_TODAY}`,
};

export async function smsById(db: Queryable, id: number) {
  return firstRow<SmsRow>(db, `SELECT ${SMS_COLUMNS} FROM ${SMS_FROM} WHERE s.id = $1`, [id]);
}

export function smsOfGym(db: Queryable, gymId: number, query: SmsListQuery) {
  return queryPage<SmsRow>(
    db,
    {
      columns: SMS_COLUMNS,
      from: `${SMS_FROM} WHERE s.gym_id = $1`,
      orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)} NULLS LAST, s.id DESC`,
    },
    [gymId],
    query,
  );
}

/** Credits spent per month of the gym's calendar, oldest first. */
export function monthlySmsCounts(db: Queryable, gymId: number) {
  return db.query<Schemas['SmsMonthlyCount']>(
    `SELECT extract(year FROM s.send_date_time AT TIME ZONE g.time_zone)::int AS year,
            extract(month FROM s.send_date_time AT TIME ZONE g.time_zone)::int AS month,
            sum(s.sms_cost)::int AS count
       FROM sms_messages s JOIN gyms g ON g.id = s.gym_id
      WHERE s.gym_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [gymId],
  );
}

// Clients read per statement when a whole group is read (PGlite turns rows into objects on the
// server's own thread: 500 at a time keep each turn short).
const GROUP_ROWS_PER_STATEMENT = 500;

/** The gym's active clients in the group, by id, read a page at a time. */
export async function clientsInGroup(db: Queryable, gymId: number, group: ClientGroup) {
  const clients: RecipientClientRow[] = [];
  for (let afterId = 0; ; ) {
    const page = await db.query<RecipientClientRow>(
      `SELECT c.id, c.name, c.phone, c.membership_end_date AS end_date
         FROM clients c
        WHERE c.gym_id = $1 AND c.id > $2 AND c.active_member AND ${GROUP_CONDITIONS[group]}
        ORDER BY c.id LIMIT $3`,
      [gymId, afterId, GROUP_ROWS_PER_STATEMENT],
    );
    clients.push(...page);
    const last = page.at(-1);
    if (!last || page.length < GROUP_ROWS_PER_STATEMENT) return clients;
    afterId = last.id;
    await yieldToEventLoop();
  }
}

/** The gym's clients with one of these phone numbers. */
export function clientsWithPhones(db: Queryable, gymId: number, phones: string[]) {
  return db.query<RecipientClientRow>(
    'SELECT id, name, phone, membership_end_date AS end_date FROM clients WHERE gym_id = $1 AND phone = ANY($2::text[])',
    [gymId, phones],
  );
}

// Rows per INSERT of a bulk send. PGlite runs each statement on the server's own thread: 50 rows
// of long texts take a few milliseconds, and the event loop turns between statements.
const QUEUED_ROWS_PER_STATEMENT = 50;

/**
 * Stores the messages as queued, charged to the user (an automatic one with its reminder's reason);
 * answers their ids in the same order. Call it inside a transaction: the batches land together or
 * not at all.
 */
export async function insertQueuedMessages(
  db: Queryable,
  gymId: number,
  userId: number,
  messages: (SmsCost & {
    clientId: number | null;
    text: string;
    phone: string;
    reminderReason?: string | null;
  })[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < messages.length; from += QUEUED_ROWS_PER_STATEMENT) {
    // Other requests (other gyms, live viewers) get a turn between the statements.
    if (from > 0) await yieldToEventLoop();
    const batch = messages.slice(from, from + QUEUED_ROWS_PER_STATEMENT);
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO sms_messages (gym_id, user_id, client_id, content, phone, sms_cost, status, encoding, reminder_reason)
       SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[])
       RETURNING id`,
      [
        gymId,
        userId,
        batch.map((message) => message.clientId),
        batch.map((message) => message.text),
        batch.map((message) => message.phone),
        batch.map((message) => message.segments),
        batch.map(() => 'QUEUED'),
        batch.map((message) => message.encoding),
        batch.map((message) => message.reminderReason ?? null),
      ],
    );
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

/**
 * Queues a message of the platform itself (a password reset code): to no gym's client, charged to
 * nobody. Its content becomes `contentAfterSend` once it has left the queue (migration 017), so a
 * secret in it is not kept.
 */
export async function insertPlatformSms(
  db: Queryable,
  message: { phone: string; text: string; contentAfterSend: string; encoding: SmsCost['encoding'] },
): Promise<void> {
  await db.query(
    `INSERT INTO sms_messages (gym_id, user_id, content, content_after_send, phone, sms_cost, status, encoding)
     VALUES (NULL, NULL, $1, $2, $3, 0, 'QUEUED', $4)`,
    [message.text, message.contentAfterSend, message.phone, message.encoding],
  );
}

/** Takes the credits off the user's balance (it may go negative: credit); answers the new balance. */
export async function chargeSmsCredits(db: Queryable, userId: number, credits: number): Promise<number> {
  const [user] = await db.query<{ total_sms: number }>(
    'UPDATE users SET total_sms = total_sms - $1, updated_at = now() WHERE id = $2 RETURNING total_sms',
    [credits, userId],
  );
  return user?.total_sms ?? 0;
}

/**
 * Queues a FAILED message again with its tries reset and charges its segments to the user (the
 * failure refunded them); answers whether it was FAILED. Part of the caller's transaction.
 */
export async function requeueFailedSms(db: Queryable, id: number, userId: number): Promise<boolean> {
  const [requeued] = await db.query<{ sms_cost: number }>(
    `UPDATE sms_messages
        SET status = 'QUEUED', user_id = $2, attempts = 0, error = NULL, refunded = false,
            next_attempt_at = now(), status_changed_at = now()
      WHERE id = $1 AND status = 'FAILED' RETURNING sms_cost`,
    [id, userId],
  );
  if (!requeued) return false;
  await chargeSmsCredits(db, userId, requeued.sms_cost);
  return true;
}

export async function savedSmsSettings(db: Queryable, gymId: number) {
  const [row] = await db.query<{ settings: StoredSmsSettings }>(
    'SELECT settings FROM gym_sms_settings WHERE gym_id = $1',
    [gymId],
  );
  return row?.settings;
}

export async function saveSmsSettings(
  db: Queryable,
  gymId: number,
  settings: StoredSmsSettings,
): Promise<void> {
  await db.query(
    `INSERT INTO gym_sms_settings (gym_id, settings) VALUES ($1, $2)
     ON CONFLICT (gym_id) DO UPDATE SET settings = excluded.settings`,
    [gymId, JSON.stringify(settings)],
  );
}
