import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { DEFAULT_SMS_SETTINGS } from '../src/sms/default-settings.ts';
import { localHourIn, runReminders } from '../src/sms/reminders.ts';
import { addDays } from '../src/time.ts';
import { backends } from './support/backends.ts';
import { type ScratchGym, scratchGym } from './support/scratch-gym.ts';

// The gym is in Kathmandu (UTC+05:45); its day D is 2026-03-10.
const D = '2026-03-10';
/** The moment it is `time` (HH:MM) in Kathmandu on the date. */
const kathmandu = (date: string, time: string) => new Date(`${date}T${time}:00+05:45`);
const HOUR = 9;

const ALL_ON = {
  ...DEFAULT_SMS_SETTINGS,
  sendBefore7DaysExpired: true,
  sendBefore3DaysExpired: true,
  sendBefore1DayExpired: true,
  sendAfter1DayExpired: true,
  sendAfter3DaysExpired: true,
  sendAfter7DaysExpired: true,
  sendBirthday: true,
  sendBefore3DaysExpiredTemplate: '{client_name}: 3 days left at {business_name}, ends {expiry_date}.',
};

/** Clients by membership end (days after D) or birthday, and who is due what on D. */
const CLIENTS: { name: string; endIn: number | null; birthday?: string; active?: boolean }[] = [
  { name: 'Seven Before', endIn: 7 },
  { name: 'One Before', endIn: 1 },
  { name: 'One After', endIn: -1 },
  { name: 'Three After', endIn: -3 },
  { name: 'Seven After', endIn: -7 },
  { name: 'Birthday Girl', endIn: 40, birthday: '1990-03-10' },
  { name: 'Not Due', endIn: 2 }, // on D+1: one day before

  { name: 'Inactive', endIn: 7, active: false },
  { name: 'Due Tomorrow', endIn: 4 }, // on D+1: three days before
  ...Array.from({ length: 20 }, (_, index) => ({ name: `Three Before ${index + 1}`, endIn: 3 })),
];
const DUE_ON_D = 26;

const ROUND_CLI = join(import.meta.dirname, 'support', 'reminder-round-cli.ts');

/** One round in a separate Node process on the PostgreSQL database; answers its exit code and output. */
async function roundInProcess(url: string, now: Date, crashAfter = 0) {
  const env = {
    ...process.env,
    DATABASE_URL: url,
    REMINDER_NOW: now.toISOString(),
    REMINDER_HOUR: String(HOUR),
    REMINDER_BATCH: '2',
  };
  if (crashAfter > 0) Object.assign(env, { CRASH_AFTER: String(crashAfter) });
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [ROUND_CLI], { env });
    return { code: 0, queued: Number(stdout.trim()) };
  } catch (error) {
    return { code: (error as { code?: number }).code ?? -1, queued: Number.NaN };
  }
}

describe.each(backends)('automatic reminders on %s', (backend) => {
  let db: Database;
  let second: Database;
  let scratch: ScratchGym;
  let userId: number;
  let gymId: number;
  beforeAll(async () => {
    scratch = await scratchGym(
      backend,
      { name: 'Reminder Owner', phone: '9800000021' },
      { name: 'Himal Gym', timeZone: 'Asia/Kathmandu' },
    );
    ({ db, userId, gymId } = scratch);
    // On PostgreSQL a second connection pool stands for a second server process; PGlite has one
    // connection, so there the two schedulers share it and interleave their transactions.
    second = scratch.url ? await openDatabase({ url: scratch.url }) : db;
    await db.query('INSERT INTO gym_sms_settings (gym_id, settings) VALUES ($1, $2)', [
      gymId,
      JSON.stringify(ALL_ON),
    ]);
    for (const [index, client] of CLIENTS.entries()) {
      await db.query(
        `INSERT INTO clients (gym_id, name, gender, phone, membership_end_date, date_of_birth, active_member)
         VALUES ($1, $2, 'FEMALE', $3, $4, $5, $6)`,
        [
          gymId,
          client.name,
          String(9812000000 + index),
          client.endIn === null ? null : addDays(D, client.endIn),
          client.birthday ?? null,
          client.active ?? true,
        ],
      );
    }
    // Another owner's gym, its reminders off: its client due in 3 days gets nothing from the first
    // gym's settings.
    const [other] = await db.query<{ id: number }>(
      `INSERT INTO users (name, phone, password_hash) VALUES ('Other Owner', '9800000022', 'x') RETURNING id`,
    );
    const [otherGym] = await db.query<{ id: number }>(
      `INSERT INTO gyms (user_id, gym_name) VALUES ($1, 'Other Gym') RETURNING id`,
      [other?.id],
    );
    await db.query('INSERT INTO gym_sms_settings (gym_id, settings) VALUES ($1, $2)', [
      otherGym?.id,
      JSON.stringify(DEFAULT_SMS_SETTINGS),
    ]);
    await db.query(
      `INSERT INTO clients (gym_id, name, gender, phone, membership_end_date, date_of_birth)
       VALUES ($1, 'Other Gym Member', 'MALE', '9813000000', $2, '1990-03-10')`,
      [otherGym?.id, addDays(D, 3)],
    );
  });
  afterAll(async () => {
    if (second !== db) await second.close();
    await scratch.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM sms_reminders');
    await db.query('DELETE FROM sms_messages');
    await db.query('UPDATE users SET total_sms = 100 WHERE id = $1', [userId]);
  });

  const sent = () =>
    db.query<{ name: string; reason: string; content: string; sms_cost: number; status: string }>(
      `SELECT c.name, s.reminder_reason AS reason, s.content, s.sms_cost, s.status
         FROM sms_messages s JOIN clients c ON c.id = s.client_id ORDER BY c.id, s.reminder_reason`,
    );
  const balance = async () =>
    (await db.query<{ total_sms: number }>('SELECT total_sms FROM users WHERE id = $1', [userId]))[0]
      ?.total_sms;
  const onlyOnce = (rows: { name: string; reason: string }[]) =>
    new Set(rows.map((row) => `${row.name}/${row.reason}`)).size === rows.length;

  it('reads the hour in the gym’s time zone', () => {
    expect(localHourIn('Asia/Kathmandu', kathmandu(D, '09:00'))).toBe(9);
    expect(localHourIn('Asia/Kathmandu', kathmandu(D, '08:59'))).toBe(8);
  });

  it('sends nothing before the local hour', async () => {
    expect(await runReminders(db, { now: kathmandu(D, '08:59'), hour: HOUR })).toBe(0);
    expect(await sent()).toEqual([]);
  });

  it('two schedulers running at once queue each due reminder exactly once, charged to the owner', async () => {
    const now = kathmandu(D, '09:00');
    // Small batches, so the two take turns and meet on the same clients.
    const counts = await Promise.all([
      runReminders(db, { now, hour: HOUR, batchSize: 3 }),
      runReminders(second, { now, hour: HOUR, batchSize: 3 }),
    ]);
    expect(counts[0] + counts[1]).toBe(DUE_ON_D);
    const rows = await sent();
    expect(rows).toHaveLength(DUE_ON_D);
    expect(onlyOnce(rows)).toBe(true);
    expect(rows.every((row) => row.status === 'QUEUED')).toBe(true);
    expect(new Set(rows.map((row) => row.reason))).toEqual(
      new Set([
        'BEFORE_EXPIRY_7',
        'BEFORE_EXPIRY_3',
        'BEFORE_EXPIRY_1',
        'AFTER_EXPIRY_1',
        'AFTER_EXPIRY_3',
        'AFTER_EXPIRY_7',
        'BIRTHDAY',
      ]),
    );
    expect(
      rows.some((row) => ['Not Due', 'Inactive', 'Due Tomorrow', 'Other Gym Member'].includes(row.name)),
    ).toBe(false);
    const gyms = await db.query<{ gym_id: number; user_id: number }>(
      'SELECT DISTINCT gym_id, user_id FROM sms_messages',
    );
    expect(gyms).toEqual([{ gym_id: gymId, user_id: userId }]);
    expect(rows.find((row) => row.name === 'Three Before 1')?.content).toBe(
      // D + 3, as people read it.
      'Three Before 1: 3 days left at Himal Gym, ends Mar 13, 2026.',
    );
    const cost = rows.reduce((sum, row) => sum + row.sms_cost, 0);
    expect(await balance()).toBe(100 - cost);
    // A later round the same day finds nothing left to send.
    expect(await runReminders(second, { now: kathmandu(D, '18:00'), hour: HOUR })).toBe(0);
  });

  it('a run that crashes after some clients is finished by the next, each reminder once', async () => {
    const now = kathmandu(D, '09:30');
    let committed = 0;
    await expect(
      runReminders(db, {
        now,
        hour: HOUR,
        batchSize: 4,
        afterQueued: () => {
          committed += 1;
          if (committed === 7) throw new Error('process killed');
        },
      }),
    ).rejects.toThrow('process killed');
    // Killed while telling of the 7th: the second batch of 4 was committed, nothing after it.
    expect(await sent()).toHaveLength(8);
    expect(await runReminders(second, { now, hour: HOUR })).toBe(DUE_ON_D - 8);
    const rows = await sent();
    expect(rows).toHaveLength(DUE_ON_D);
    expect(onlyOnce(rows)).toBe(true);
  });

  it('a process that starts after the hour catches up the same day, never the day before', async () => {
    // Down all of D: the first round runs on D+1 in the afternoon and sends only D+1's reminders.
    const nextDay = addDays(D, 1);
    expect(await runReminders(db, { now: kathmandu(nextDay, '15:10'), hour: HOUR })).toBe(2);
    expect(await sent()).toMatchObject([
      { name: 'Not Due', reason: 'BEFORE_EXPIRY_1' },
      { name: 'Due Tomorrow', reason: 'BEFORE_EXPIRY_3' },
    ]);
    const local = await db.query<{ local_date: string }>(
      'SELECT DISTINCT local_date::text FROM sms_reminders',
    );
    expect(local).toEqual([{ local_date: nextDay }]);
  });

  it('the day after a run, only that day’s reminders go out', async () => {
    await runReminders(db, { now: kathmandu(D, '09:00'), hour: HOUR });
    expect(await runReminders(second, { now: kathmandu(addDays(D, 1), '09:05'), hour: HOUR })).toBe(2);
    expect(await sent()).toHaveLength(DUE_ON_D + 2);
  });

  it.runIf(backend === 'postgres')(
    'two server processes at once, and a process killed mid-run then another, send each reminder once',
    async () => {
      const url = scratch.url as string;
      const now = kathmandu(D, '09:15');
      const [one, two] = await Promise.all([roundInProcess(url, now), roundInProcess(url, now)]);
      expect([one.code, two.code]).toEqual([0, 0]);
      expect(one.queued + two.queued).toBe(DUE_ON_D);
      let rows = await sent();
      expect(rows).toHaveLength(DUE_ON_D);
      expect(onlyOnce(rows)).toBe(true);

      await db.query('DELETE FROM sms_reminders');
      await db.query('DELETE FROM sms_messages');
      // Batches of 2: killed while telling of the 5th, so 3 batches (6 reminders) were committed.
      const killed = await roundInProcess(url, now, 5);
      expect(killed.code).toBe(137);
      expect(await sent()).toHaveLength(6);
      const rest = await roundInProcess(url, now);
      expect(rest).toEqual({ code: 0, queued: DUE_ON_D - 6 });
      rows = await sent();
      expect(rows).toHaveLength(DUE_ON_D);
      expect(onlyOnce(rows)).toBe(true);
    },
  );

  it('a reminder switched off is not sent', async () => {
    await db.query('UPDATE gym_sms_settings SET settings = $2 WHERE gym_id = $1', [
      gymId,
      JSON.stringify({ ...ALL_ON, sendBefore3DaysExpired: false, sendBirthday: false }),
    ]);
    try {
      expect(await runReminders(db, { now: kathmandu(D, '10:00'), hour: HOUR })).toBe(5);
    } finally {
      await db.query('UPDATE gym_sms_settings SET settings = $2 WHERE gym_id = $1', [
        gymId,
        JSON.stringify(ALL_ON),
      ]);
    }
  });
});
