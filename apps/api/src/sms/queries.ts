import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { QueryOf, Schemas } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import { duesOf } from '../dues/queries.ts';
import { queryPage, sqlOrder } from '../http/paging.ts';
import { HELD_STATES, membershipIn, NOT_INACTIVE_STATES } from '../memberships/state.ts';
import type { SmsCost } from './segments.ts';
import type {
  ClaimedSmsRow,
  EarlyReportRow,
  RecipientClientRow,
  ReminderClientRow,
  ReminderGymRow,
  ReminderReason,
  ReminderTargetRow,
  SmsRow,
  StoredSmsSettings,
} from './sms-record.ts';
import type { StatusReport } from './status-reports.ts';

type SmsListQuery = QueryOf<'listGymSms'>;
type ClientGroup = NonNullable<Schemas['SendSmsRequest']['type']>;

/** A message with its client's name and its sender's (messages s, clients c, users u). */
const SMS_COLUMNS = 's.*, c.name AS client_name, u.name AS sent_by_name';
const SMS_FROM =
  'sms_messages s LEFT JOIN clients c ON c.id = s.client_id LEFT JOIN users u ON u.id = s.sent_by';
const SORT_COLUMNS: Record<SmsListQuery['sortBy'], string> = {
  sendDateTime: 's.send_date_time',
  client: 'lower(c.name)',
};
// Which active clients each group means, with "today" in the gym's ($1) time zone, computed once
// per statement rather than joined to every client row.
const GYM_TODAY = '(SELECT (now() AT TIME ZONE g.time_zone)::date FROM gyms g WHERE g.id = $1)';
const GROUP_CONDITIONS: Record<ClientGroup, string> = {
  ALL: membershipIn('c', GYM_TODAY, NOT_INACTIVE_STATES),
  EXPIRED: membershipIn('c', GYM_TODAY, ['EXPIRED']),
  NON_EXPIRED: membershipIn('c', GYM_TODAY, HELD_STATES),
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
        WHERE c.gym_id = $1 AND c.id > $2 AND ${GROUP_CONDITIONS[group]}
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

/**
 * What each of these clients of the gym owes in all (decision 0039's dues, summed), as exact
 * NUMERIC text; a client who owes nothing is left out.
 */
export async function owedByClients(db: Queryable, gymId: number, clientIds: number[]) {
  const rows = await db.query<{ client_id: number; owed: string }>(
    `SELECT due.client_id, sum(due.amount_due)::text AS owed FROM ${duesOf('$1')} AS due
      WHERE due.client_id = ANY($2::int[]) GROUP BY due.client_id`,
    [gymId, clientIds],
  );
  return new Map(rows.map((row) => [row.client_id, row.owed]));
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
 * Whose credits pay for a message (the gym's owner) and who sent it (the signed-in owner or staff
 * member; null for an automatic one): decision 0059.
 */
export interface SmsPayer {
  paidBy: number;
  sentBy: number | null;
}

/**
 * Stores the messages as queued, charged to the payer (an automatic one with its reminder's
 * reason); answers their ids in the same order. Call it inside a transaction: the batches land
 * together or not at all.
 */
export async function insertQueuedMessages(
  db: Queryable,
  gymId: number,
  payer: SmsPayer,
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
      `INSERT INTO sms_messages (gym_id, user_id, sent_by, client_id, content, phone, sms_cost, status, encoding, reminder_reason)
       SELECT $1, $2, $10, * FROM unnest($3::int[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[])
       RETURNING id`,
      [
        gymId,
        payer.paidBy,
        batch.map((message) => message.clientId),
        batch.map((message) => message.text),
        batch.map((message) => message.phone),
        batch.map((message) => message.segments),
        batch.map(() => 'QUEUED'),
        batch.map((message) => message.encoding),
        batch.map((message) => message.reminderReason ?? null),
        payer.sentBy,
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

/** The user's SMS credits now (negative: credit). */
export async function smsBalance(db: Queryable, userId: number): Promise<number> {
  const [user] = await db.query<{ total_sms: number }>('SELECT total_sms FROM users WHERE id = $1', [userId]);
  return user?.total_sms ?? 0;
}

/**
 * Gives a message's credits back to the user who sent it, when the statement that ended it (answering
 * its user_id, sms_cost and refunded) marked it refunded. Part of that statement's transaction.
 */
async function refundSmsCredits(
  db: Queryable,
  message: { user_id: number | null; sms_cost: number; refunded: boolean } | undefined,
): Promise<void> {
  if (!message?.refunded || message.user_id === null) return;
  await db.query('UPDATE users SET total_sms = total_sms + $1, updated_at = now() WHERE id = $2', [
    message.sms_cost,
    message.user_id,
  ]);
}

/**
 * Queues a FAILED message again with its tries reset, sent by `payer.sentBy`, and charges its
 * segments to the payer (the failure refunded them); answers whether it was FAILED. Part of the
 * caller's transaction.
 */
export async function requeueFailedSms(db: Queryable, id: number, payer: SmsPayer): Promise<boolean> {
  const [requeued] = await db.query<{ sms_cost: number }>(
    `UPDATE sms_messages
        SET status = 'QUEUED', user_id = $2, sent_by = $3, attempts = 0, error = NULL, refunded = false,
            next_attempt_at = now(), status_changed_at = now()
      WHERE id = $1 AND status = 'FAILED' RETURNING sms_cost`,
    [id, payer.paidBy, payer.sentBy],
  );
  if (!requeued) return false;
  await chargeSmsCredits(db, payer.paidBy, requeued.sms_cost);
  return true;
}

/** What the gym saved (nothing before its first save) and its owner's language, which its defaults follow. */
export async function savedSmsSettings(db: Queryable, gymId: number) {
  const [row] = await db.query<{ settings: StoredSmsSettings | null; language: Schemas['Language'] | null }>(
    `SELECT s.settings, u.language
       FROM gyms g JOIN users u ON u.id = g.user_id LEFT JOIN gym_sms_settings s ON s.gym_id = g.id
      WHERE g.id = $1`,
    [gymId],
  );
  return { saved: row?.settings ?? undefined, language: row?.language ?? null };
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

/**
 * Claims up to `batchSize` due QUEUED messages for the provider with FOR UPDATE SKIP LOCKED: counts
 * the try and moves their next_attempt_at `leaseSeconds` ahead, so no other process takes them
 * while they are being sent.
 */
export function claimDueSms(
  db: Queryable,
  claim: { batchSize: number; leaseSeconds: number; provider: string },
) {
  return db.query<ClaimedSmsRow>(
    `UPDATE sms_messages s
        SET attempts = s.attempts + 1, next_attempt_at = now() + make_interval(secs => $2), provider = $3
       FROM (SELECT id FROM sms_messages WHERE status = 'QUEUED' AND next_attempt_at <= now()
              ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED) due
      WHERE s.id = due.id
      RETURNING s.id, s.phone, s.content, s.attempts,
                (SELECT g.time_zone FROM gyms g WHERE g.id = s.gym_id) AS time_zone`,
    [claim.batchSize, claim.leaseSeconds, claim.provider],
  );
}

/** A message the provider accepted, with its id there (if it gives one) and its note. */
export interface SentSms {
  id: number;
  providerMessageId: string | null;
  note: string | null;
}

/** Marks the accepted messages of a batch SENT, with the provider's ids and notes, in one statement. */
export async function markSmsSent(db: Queryable, sent: SentSms[]): Promise<void> {
  await db.query(
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
}

/** Keeps a refused QUEUED message queued with the error, to be tried again after `delaySeconds`. */
export async function retrySmsLater(db: Queryable, id: number, error: string, delaySeconds: number) {
  await db.query(
    `UPDATE sms_messages SET error = $2, next_attempt_at = now() + make_interval(secs => $3)
      WHERE id = $1 AND status = 'QUEUED'`,
    [id, error, delaySeconds],
  );
}

/**
 * Marks a QUEUED message FAILED with the error and gives its credits back to the user who sent it
 * (an automatic message without one has nobody to refund). Part of the caller's transaction.
 */
export async function failQueuedSms(db: Queryable, id: number, error: string): Promise<void> {
  const [failed] = await db.query<{ user_id: number | null; sms_cost: number; refunded: boolean }>(
    `UPDATE sms_messages SET status = 'FAILED', error = $2, refunded = user_id IS NOT NULL, status_changed_at = now()
      WHERE id = $1 AND status = 'QUEUED' RETURNING user_id, sms_cost, refunded`,
    [id, error],
  );
  await refundSmsCredits(db, failed);
}

/**
 * Applies a provider's report to the SENT message with the provider's id: DELIVERED, or FAILED with
 * the error (and refunded when the report says it never left). A message in any other status is
 * left alone. Answers whether it changed. Part of the caller's transaction.
 */
export async function applyReportToSentSms(db: Queryable, report: StatusReport): Promise<boolean> {
  const [changed] = await db.query<{ user_id: number | null; sms_cost: number; refunded: boolean }>(
    `UPDATE sms_messages
        SET status = $3, error = COALESCE($4, error), refunded = $5 AND user_id IS NOT NULL,
            status_changed_at = now()
      WHERE provider = $1 AND provider_message_id = $2 AND status = 'SENT'
      RETURNING user_id, sms_cost, refunded`,
    [report.provider, report.providerMessageId, report.status, report.error, report.refund],
  );
  await refundSmsCredits(db, changed);
  return changed !== undefined;
}

/** Whether the provider has a message with this id among ours (in any status). */
export async function isKnownProviderSms(db: Queryable, provider: string, providerMessageId: string) {
  const [known] = await db.query(
    'SELECT 1 FROM sms_messages WHERE provider = $1 AND provider_message_id = $2',
    [provider, providerMessageId],
  );
  return known !== undefined;
}

/** Keeps a report that came before its message's provider id was recorded (once per id). */
export async function keepEarlyReport(db: Queryable, report: StatusReport): Promise<void> {
  await db.query(
    `INSERT INTO sms_early_reports (provider, provider_message_id, status, error, refund)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [report.provider, report.providerMessageId, report.status, report.error, report.refund],
  );
}

/** The kept early reports of these provider ids. */
export function earlyReportsOf(db: Queryable, provider: string, ids: string[]) {
  return db.query<EarlyReportRow>(
    `SELECT provider_message_id, status, error, refund FROM sms_early_reports
      WHERE provider = $1 AND provider_message_id = ANY($2::text[])`,
    [provider, ids],
  );
}

/** Drops the early reports of these provider ids whose message is known and no longer QUEUED. */
export async function deleteSettledEarlyReports(
  db: Queryable,
  provider: string,
  ids: string[],
): Promise<void> {
  await db.query(
    `DELETE FROM sms_early_reports r
      WHERE r.provider = $1 AND r.provider_message_id = ANY($2::text[])
        AND EXISTS (SELECT 1 FROM sms_messages s WHERE s.provider = r.provider
                      AND s.provider_message_id = r.provider_message_id AND s.status <> 'QUEUED')`,
    [provider, ids],
  );
}

/** Every gym with saved SMS settings (only those can have reminders on), by id. */
export function gymsWithSmsSettings(db: Queryable) {
  return db.query<ReminderGymRow>(
    `SELECT g.id, g.user_id, g.gym_name, g.time_zone, g.date_calendar, s.settings, u.language AS owner_language
       FROM gyms g JOIN gym_sms_settings s ON s.gym_id = g.id JOIN users u ON u.id = g.user_id ORDER BY g.id`,
  );
}

/** The client with their gym's reminder settings (none when the gym saved no settings). */
export function clientWithReminderSettings(db: Queryable, clientId: number) {
  return firstRow<ReminderClientRow>(
    db,
    `SELECT g.id, g.user_id, g.gym_name, g.time_zone, g.date_calendar, s.settings, u.language AS owner_language,
            c.name AS client_name, c.phone, c.membership_end_date::text AS end_date
       FROM clients c JOIN gyms g ON g.id = c.gym_id JOIN gym_sms_settings s ON s.gym_id = g.id
       JOIN users u ON u.id = g.user_id
      WHERE c.id = $1`,
    [clientId],
  );
}

// Reminders go to every client the gym has not set inactive, on its local date ($4).
const REMINDED = membershipIn('c', '$4::date', NOT_INACTIVE_STATES);

/**
 * The gym's active clients with a phone who are due a reminder on its local date and were not sent
 * it yet: those whose membership ends on one of `expiry`'s dates (for its reason), and those born on
 * one of `birthdays` (MM-DD). By client, then reason.
 */
export function clientsDueReminders(
  db: Queryable,
  gymId: number,
  localDate: string,
  due: { expiry: [reason: ReminderReason, endDate: string][]; birthdays: string[] },
) {
  return db.query<ReminderTargetRow>(
    `WITH wanted (reason, end_date) AS (SELECT * FROM unnest($2::text[], $3::date[])),
     due AS (
       SELECT c.id, w.reason FROM clients c JOIN wanted w ON c.membership_end_date = w.end_date
        WHERE c.gym_id = $1 AND ${REMINDED}
       UNION ALL
       SELECT c.id, 'BIRTHDAY' FROM clients c
        WHERE c.gym_id = $1 AND ${REMINDED} AND to_char(c.date_of_birth, 'MM-DD') = ANY($5::text[])
     )
     SELECT c.id, c.name, c.phone, c.membership_end_date::text AS end_date, d.reason
       FROM due d JOIN clients c ON c.id = d.id
      WHERE c.phone <> '' AND NOT EXISTS (SELECT 1 FROM sms_reminders r
              WHERE r.client_id = d.id AND r.reason = d.reason AND r.local_date = $4)
      ORDER BY c.id, d.reason`,
    [
      gymId,
      due.expiry.map(([reason]) => reason),
      due.expiry.map(([, endDate]) => endDate),
      localDate,
      due.birthdays,
    ],
  );
}

/** A reminder of a local day: its client and reason. */
interface Reminder {
  clientId: number;
  reminderReason: ReminderReason;
}

/**
 * Claims the reminders for the local date in sms_reminders: answers the (client, reason) pairs no
 * one claimed before. The unique key decides which of two processes sends each.
 */
export function claimReminders(db: Queryable, reminders: Reminder[], localDate: string) {
  return db.query<{ client_id: number; reason: ReminderReason }>(
    `INSERT INTO sms_reminders (client_id, reason, local_date)
     SELECT client_id, reason, $3::date FROM unnest($1::int[], $2::text[]) AS t (client_id, reason)
     ON CONFLICT DO NOTHING RETURNING client_id, reason`,
    [
      reminders.map((reminder) => reminder.clientId),
      reminders.map((reminder) => reminder.reminderReason),
      localDate,
    ],
  );
}

/** Records the message each claimed reminder of the local date was queued as (`smsIds` in the same order). */
export async function linkRemindersToSms(
  db: Queryable,
  reminders: Reminder[],
  smsIds: number[],
  localDate: string,
): Promise<void> {
  await db.query(
    `UPDATE sms_reminders r SET sms_id = u.sms_id
       FROM unnest($1::int[], $2::text[], $3::int[]) AS u (client_id, reason, sms_id)
      WHERE r.client_id = u.client_id AND r.reason = u.reason AND r.local_date = $4`,
    [
      reminders.map((reminder) => reminder.clientId),
      reminders.map((reminder) => reminder.reminderReason),
      smsIds,
      localDate,
    ],
  );
}
