import type { Schemas } from '../contract.ts';
import type { Database, Queryable } from '../db/database.ts';
import { addDays, todayIn } from '../time.ts';
import { DEFAULT_SMS_SETTINGS } from './default-settings.ts';
import { fillPlaceholders } from './placeholders.ts';
import { chargeSmsCredits } from './queries.ts';
import { smsCost } from './segments.ts';
import type { StoredSmsSettings } from './sms-record.ts';

export type ReminderReason = NonNullable<Schemas['SmsRecord']['reminderReason']>;
type Settings = Omit<Schemas['UserSMSSetting'], 'gymId'>;
type SwitchName = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

/** Each automatic reminder: the setting that switches it on and its template's setting. */
const REMINDERS: Record<ReminderReason, { on: SwitchName; template: keyof Settings }> = {
  BEFORE_EXPIRY_7: { on: 'sendBefore7DaysExpired', template: 'sendBefore7DaysExpiredTemplate' },
  BEFORE_EXPIRY_3: { on: 'sendBefore3DaysExpired', template: 'sendBefore3DaysExpiredTemplate' },
  BEFORE_EXPIRY_1: { on: 'sendBefore1DayExpired', template: 'sendBefore1DayExpiredTemplate' },
  AFTER_EXPIRY_1: { on: 'sendAfter1DayExpired', template: 'sendAfter1DayExpiredTemplate' },
  AFTER_EXPIRY_3: { on: 'sendAfter3DaysExpired', template: 'sendAfter3DaysExpiredTemplate' },
  AFTER_EXPIRY_7: { on: 'sendAfter7DaysExpired', template: 'sendAfter7DaysExpiredTemplate' },
  BIRTHDAY: { on: 'sendBirthday', template: 'sendBirthdayTemplate' },
  MEMBERSHIP_RENEWED: { on: 'sendMembershipRenewed', template: 'sendMembershipRenewedTemplate' },
};

/** The expiry reminders: the membership ends this many days after the gym's today (before: later). */
const EXPIRY_OFFSETS: [ReminderReason, number][] = [
  ['BEFORE_EXPIRY_7', 7],
  ['BEFORE_EXPIRY_3', 3],
  ['BEFORE_EXPIRY_1', 1],
  ['AFTER_EXPIRY_1', -1],
  ['AFTER_EXPIRY_3', -3],
  ['AFTER_EXPIRY_7', -7],
];

interface GymRow {
  id: number;
  user_id: number;
  gym_name: string;
  time_zone: string;
  settings: StoredSmsSettings | null;
}

interface DueClient {
  id: number;
  name: string;
  phone: string;
  end_date: string | null;
  reason: ReminderReason;
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0-23) in the time zone. */
export function localHourIn(timeZone: string, now: Date): number {
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormatters.set(timeZone, formatter);
  }
  return Number(formatter.format(now));
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The birthdays (MM-DD) celebrated on the date: 29 February on the 28th in other years. */
function birthdaysOn(date: string): string[] {
  const monthDay = date.slice(5);
  return monthDay === '02-28' && !isLeapYear(Number(date.slice(0, 4))) ? [monthDay, '02-29'] : [monthDay];
}

/**
 * Queues one automatic message to the client, charged to the gym's owner, if no reminder for this
 * client, reason and local day was queued before: the row in sms_reminders and the message land in
 * the caller's transaction, and the unique key decides which of two processes sends it. Answers
 * whether it was queued.
 */
async function queueReminder(
  tx: Queryable,
  gym: { id: number; user_id: number; gym_name: string },
  client: { id: number; name: string; phone: string; end_date: string | null },
  reason: ReminderReason,
  localDate: string,
  settings: Settings,
): Promise<boolean> {
  const [claimed] = await tx.query(
    `INSERT INTO sms_reminders (client_id, reason, local_date) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING client_id`,
    [client.id, reason, localDate],
  );
  if (!claimed) return false;
  const text = fillPlaceholders(String(settings[REMINDERS[reason].template]), {
    client_name: client.name,
    expiry_date: client.end_date ?? '',
    business_name: gym.gym_name,
  });
  const cost = smsCost(text);
  const [message] = await tx.query<{ id: number }>(
    `INSERT INTO sms_messages (gym_id, user_id, client_id, content, phone, sms_cost, status, encoding, reminder_reason)
     VALUES ($1, $2, $3, $4, $5, $6, 'QUEUED', $7, $8) RETURNING id`,
    [gym.id, gym.user_id, client.id, text, client.phone, cost.segments, cost.encoding, reason],
  );
  await tx.query(
    'UPDATE sms_reminders SET sms_id = $4 WHERE client_id = $1 AND reason = $2 AND local_date = $3',
    [client.id, reason, localDate, message?.id],
  );
  await chargeSmsCredits(tx, gym.user_id, cost.segments);
  return true;
}

const settingsOf = (saved: StoredSmsSettings | null | undefined): Settings => ({
  ...DEFAULT_SMS_SETTINGS,
  ...saved,
});

/** The gym's clients due a switched-on reminder on its local date and not yet sent one for it. */
function dueClients(db: Queryable, gymId: number, localDate: string, settings: Settings) {
  const expiry = EXPIRY_OFFSETS.filter(([reason]) => settings[REMINDERS[reason].on]);
  const birthdays = settings.sendBirthday ? birthdaysOn(localDate) : [];
  return db.query<DueClient>(
    `WITH wanted (reason, end_date) AS (SELECT * FROM unnest($2::text[], $3::date[])),
     due AS (
       SELECT c.id, w.reason FROM clients c JOIN wanted w ON c.membership_end_date = w.end_date
        WHERE c.gym_id = $1 AND c.active_member
       UNION ALL
       SELECT c.id, 'BIRTHDAY' FROM clients c
        WHERE c.gym_id = $1 AND c.active_member AND to_char(c.date_of_birth, 'MM-DD') = ANY($5::text[])
     )
     SELECT c.id, c.name, c.phone, c.membership_end_date::text AS end_date, d.reason
       FROM due d JOIN clients c ON c.id = d.id
      WHERE c.phone <> '' AND NOT EXISTS (SELECT 1 FROM sms_reminders r
              WHERE r.client_id = d.id AND r.reason = d.reason AND r.local_date = $4)
      ORDER BY c.id, d.reason`,
    [
      gymId,
      expiry.map(([reason]) => reason),
      expiry.map(([, days]) => addDays(localDate, days)),
      localDate,
      birthdays,
    ],
  );
}

export interface ReminderRunOptions {
  /** The moment the run counts as (a test's clock). */
  now: Date;
  /** The local hour from which a gym's reminders of the day go out. */
  hour: number;
  /** Called after each client's reminder is committed (tests make it throw: a crash mid-run). */
  afterQueued?: (clientId: number) => void;
}

/**
 * One round: for every gym whose local time is past `hour`, queues the reminders switched on in its
 * settings that are due on its local date (today there, never an earlier day), one transaction per
 * message. Safe to run any number of times and in any number of processes at once; a round that
 * stops half-way leaves the rest to the next. Answers how many messages it queued.
 */
export async function runReminders(db: Database, options: ReminderRunOptions): Promise<number> {
  const gyms = await db.query<GymRow>(
    `SELECT g.id, g.user_id, g.gym_name, g.time_zone, s.settings
       FROM gyms g JOIN gym_sms_settings s ON s.gym_id = g.id ORDER BY g.id`,
  );
  let queued = 0;
  for (const gym of gyms) {
    const settings = settingsOf(gym.settings);
    if (localHourIn(gym.time_zone, options.now) < options.hour) continue;
    const localDate = todayIn(gym.time_zone, options.now);
    for (const client of await dueClients(db, gym.id, localDate, settings)) {
      const sent = await db.transaction((tx) =>
        queueReminder(tx, gym, client, client.reason, localDate, settings),
      );
      if (sent) {
        queued += 1;
        options.afterQueued?.(client.id);
      }
    }
  }
  return queued;
}

/**
 * 'Membership renewed', in the caller's transaction (the invoice's): queued when the gym switched it
 * on, at most once per client and local day. Answers whether a message was queued.
 */
export async function queueRenewedReminder(tx: Queryable, clientId: number, now: Date): Promise<boolean> {
  const [row] = await tx.query<GymRow & { client_name: string; phone: string; end_date: string | null }>(
    `SELECT g.id, g.user_id, g.gym_name, g.time_zone, s.settings,
            c.name AS client_name, c.phone, c.membership_end_date::text AS end_date
       FROM clients c JOIN gyms g ON g.id = c.gym_id JOIN gym_sms_settings s ON s.gym_id = g.id
      WHERE c.id = $1`,
    [clientId],
  );
  if (!row || row.phone === '') return false;
  const settings = settingsOf(row.settings);
  if (!settings.sendMembershipRenewed) return false;
  const client = { id: clientId, name: row.client_name, phone: row.phone, end_date: row.end_date };
  return queueReminder(tx, row, client, 'MEMBERSHIP_RENEWED', todayIn(row.time_zone, now), settings);
}

export interface ReminderScheduler {
  /** Runs a round now (after the one running, if any); answers how many it queued. */
  runNow(): Promise<number>;
  /** A round now (catching up the day), then one every `everySeconds`. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * The scheduler of one server process: started, it runs a round at once (a process that was down at
 * the hour catches up the same day) and then every `everySeconds`. `afterRound` is told when a round queued
 * messages (to wake the sender). `everySeconds` 0 keeps it off.
 */
export function startReminderScheduler(
  db: Database,
  options: {
    hour: number;
    everySeconds: number;
    now?: () => Date;
    afterRound: (queued: number) => void;
    onError: (error: unknown) => void;
  },
): ReminderScheduler {
  const now = options.now ?? (() => new Date());
  let running: Promise<number> = Promise.resolve(0);
  const runNow = () => {
    running = running
      .catch(() => 0)
      .then(() => runReminders(db, { now: now(), hour: options.hour }))
      .then((queued) => {
        if (queued > 0) options.afterRound(queued);
        return queued;
      });
    return running;
  };
  const round = () => void runNow().catch(options.onError);
  let timer: NodeJS.Timeout | undefined;
  return {
    runNow,
    start() {
      if (options.everySeconds <= 0) return;
      round();
      timer = setInterval(round, options.everySeconds * 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
