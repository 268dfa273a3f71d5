import { wallClockAt } from '@gym/dates';
import { placeholderPieces, placeholderValues } from '@gym/sms-segments';
import type { Schemas } from '../contract.ts';
import type { Database, Queryable } from '../db/database.ts';
import { addDays, gymDates, todayIn } from '../time.ts';
import { defaultSmsSettings } from './default-settings.ts';
import {
  chargeSmsCredits,
  claimReminders,
  clientsDueReminders,
  clientWithReminderSettings,
  gymsWithSmsSettings,
  insertQueuedMessages,
  linkRemindersToSms,
} from './queries.ts';
import { createSmsCostCounter, type SmsCost } from './segments.ts';
import type {
  ReminderGymRow,
  ReminderReason,
  ReminderTargetRow,
  ScheduledReminderReason,
  StoredSmsSettings,
} from './sms-record.ts';

type Settings = Omit<Schemas['UserSMSSetting'], 'gymId'>;
type SwitchName = { [K in keyof Settings]-?: Settings[K] extends boolean ? K : never }[keyof Settings];

/** Each automatic reminder: the setting that switches it on and its template's setting. */
const REMINDERS: Record<ScheduledReminderReason, { on: SwitchName; template: keyof Settings }> = {
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
const EXPIRY_OFFSETS: [ScheduledReminderReason, number][] = [
  ['BEFORE_EXPIRY_7', 7],
  ['BEFORE_EXPIRY_3', 3],
  ['BEFORE_EXPIRY_1', 1],
  ['AFTER_EXPIRY_1', -1],
  ['AFTER_EXPIRY_3', -3],
  ['AFTER_EXPIRY_7', -7],
];

/** The hour of the day (0-23) on the time zone's clock. */
export function localHourIn(timeZone: string, now: Date): number {
  return Number(wallClockAt(now, timeZone).time.slice(0, 2));
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The birthdays (MM-DD) celebrated on the date: 29 February on the 28th in other years. */
function birthdaysOn(date: string): string[] {
  const monthDay = date.slice(5);
  return monthDay === '02-28' && !isLeapYear(Number(date.slice(0, 4))) ? [monthDay, '02-29'] : [monthDay];
}

/** A reminder's message, filled and counted before its transaction. */
interface ReminderMessage extends SmsCost {
  clientId: number;
  phone: string;
  text: string;
  reminderReason: ReminderReason;
}

type CostCounter = ReturnType<typeof createSmsCostCounter>;

/** The messages to these clients, filled from the gym's templates and counted in segments. */
async function reminderMessages(
  counter: CostCounter,
  gym: Pick<ReminderGymRow, 'gym_name' | 'time_zone' | 'date_calendar'>,
  targets: ReminderTargetRow[],
  settings: Settings,
): Promise<ReminderMessage[]> {
  const messages: ReminderMessage[] = [];
  const sender = { name: gym.gym_name, dates: gymDates(gym) };
  for (const target of targets) {
    const recipient = { clientName: target.name, membershipEndDate: target.end_date };
    const pieces = placeholderPieces(
      String(settings[REMINDERS[target.reason].template]),
      placeholderValues(recipient, sender),
    );
    messages.push({
      ...(await counter.cost(pieces)),
      text: pieces.join(''),
      clientId: target.id,
      phone: target.phone,
      reminderReason: target.reason,
    });
  }
  return messages;
}

/**
 * Queues these automatic messages, charged to the gym's owner, for the clients whose (client,
 * reason, local day) was not queued before: the rows of sms_reminders, the messages and the charge
 * land together in the caller's transaction, and the unique key decides which of two processes
 * sends each. Answers the ids of the clients whose message was queued.
 */
async function queueReminders(
  tx: Queryable,
  gym: { id: number; user_id: number },
  prepared: ReminderMessage[],
  localDate: string,
): Promise<number[]> {
  const claimed = await claimReminders(tx, prepared, localDate);
  const mine = new Set(claimed.map((row) => `${row.client_id}:${row.reason}`));
  const messages = prepared.filter((message) => mine.has(`${message.clientId}:${message.reminderReason}`));
  if (messages.length === 0) return [];
  const ids = await insertQueuedMessages(tx, gym.id, { paidBy: gym.user_id, sentBy: null }, messages);
  await linkRemindersToSms(tx, messages, ids, localDate);
  await chargeSmsCredits(
    tx,
    gym.user_id,
    messages.reduce((sum, message) => sum + message.segments, 0),
  );
  return messages.map((message) => message.clientId);
}

const settingsOf = (
  saved: StoredSmsSettings | null | undefined,
  language: Schemas['Language'] | null,
): Settings => ({
  ...defaultSmsSettings(language),
  ...saved,
});

/** The gym's clients due a switched-on reminder on its local date and not yet sent one for it. */
function dueClients(db: Queryable, gymId: number, localDate: string, settings: Settings) {
  const expiry = EXPIRY_OFFSETS.filter(([reason]) => settings[REMINDERS[reason].on]);
  return clientsDueReminders(db, gymId, localDate, {
    expiry: expiry.map(([reason, days]) => [reason, addDays(localDate, days)]),
    birthdays: settings.sendBirthday ? birthdaysOn(localDate) : [],
  });
}

export interface ReminderRunOptions {
  /** The moment the run counts as (a test's clock). */
  now: Date;
  /** The local hour from which a gym's reminders of the day go out. */
  hour: number;
  /** Reminders queued per transaction (100). */
  batchSize?: number;
  /** Called for each client whose reminder was committed (tests make it throw: a crash mid-run). */
  afterQueued?: (clientId: number) => void;
}

/**
 * One round: for every gym whose local time is past `hour`, queues the reminders switched on in its
 * settings that are due on its local date (today there, never an earlier day), `batchSize`
 * messages per transaction. Safe to run any number of times and in any number of processes at once; a round that
 * stops half-way leaves the rest to the next. Answers how many messages it queued.
 */
export async function runReminders(db: Database, options: ReminderRunOptions): Promise<number> {
  const gyms = await gymsWithSmsSettings(db);
  const counter = createSmsCostCounter();
  let queued = 0;
  for (const gym of gyms) {
    const settings = settingsOf(gym.settings, gym.owner_language);
    if (localHourIn(gym.time_zone, options.now) < options.hour) continue;
    const localDate = todayIn(gym.time_zone, options.now);
    const due = await dueClients(db, gym.id, localDate, settings);
    const batchSize = options.batchSize ?? 100;
    for (let from = 0; from < due.length; from += batchSize) {
      const batch = due.slice(from, from + batchSize);
      const prepared = await reminderMessages(counter, gym, batch, settings);
      const sent = await db.transaction((tx) => queueReminders(tx, gym, prepared, localDate));
      queued += sent.length;
      for (const clientId of sent) options.afterQueued?.(clientId);
    }
  }
  return queued;
}

/**
 * 'Membership renewed', in the caller's transaction (the invoice's): queued when the gym switched it
 * on, at most once per client and local day. Answers whether a message was queued.
 */
export async function queueRenewedReminder(tx: Queryable, clientId: number, now: Date): Promise<boolean> {
  const row = await clientWithReminderSettings(tx, clientId);
  if (!row || row.phone === '') return false;
  const settings = settingsOf(row.settings, row.owner_language);
  if (!settings.sendMembershipRenewed) return false;
  const target = {
    id: clientId,
    name: row.client_name,
    phone: row.phone,
    end_date: row.end_date,
    reason: 'MEMBERSHIP_RENEWED' as const,
  };
  const prepared = await reminderMessages(createSmsCostCounter(), row, [target], settings);
  const queued = await queueReminders(tx, row, prepared, todayIn(row.time_zone, now));
  return queued.length > 0;
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
