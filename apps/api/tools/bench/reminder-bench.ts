/**
 * `pnpm --filter @gym/api bench:reminders`: one gym with REMINDER_BENCH_CLIENTS (2000) clients all
 * due the '3 days before expiry' reminder; two schedulers (two connection pools on PostgreSQL, one
 * shared PGlite otherwise) run a round at once. Prints how long the round took, how many messages
 * each queued (their sum must be the client count), and how long a later round that finds nothing
 * left takes. Runs on a fresh database: a scratch one on the DATABASE_URL server, else PGlite in memory.
 */
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { DEFAULT_SMS_SETTINGS } from '../../src/sms/default-settings.ts';
import { runReminders } from '../../src/sms/reminders.ts';
import { addDays, todayIn } from '../../src/time.ts';
import { createScratchDatabase } from '../scratch-database.ts';

const CLIENTS = Number(process.env.REMINDER_BENCH_CLIENTS ?? '2000');
const scratch = process.env.DATABASE_URL ? await createScratchDatabase('gym_reminder_bench') : undefined;
const url = scratch?.url;
const db = await openDatabase({ url });
await migrate(db);
const second = url ? await openDatabase({ url }) : db;
// 10:00 in Kathmandu today: past the default reminder hour.
const now = new Date(`${todayIn('Asia/Kathmandu')}T10:00:00+05:45`);
const [owner] = await db.query<{ id: number }>(
  `INSERT INTO users (name, phone, password_hash, payment_expiry_date)
   VALUES ('Reminder Bench', '9800000096', 'x', '2100-01-01') RETURNING id`,
);
const [gym] = await db.query<{ id: number }>(
  `INSERT INTO gyms (user_id, gym_name, time_zone) VALUES ($1, 'Bench Gym', 'Asia/Kathmandu') RETURNING id`,
  [owner?.id],
);
await db.query('INSERT INTO gym_sms_settings (gym_id, settings) VALUES ($1, $2)', [
  gym?.id,
  JSON.stringify({ ...DEFAULT_SMS_SETTINGS, sendBefore3DaysExpired: true }),
]);
await db.query(
  `INSERT INTO clients (gym_id, name, gender, phone, membership_end_date)
   SELECT $1, 'Member ' || n, 'MALE', (9810000000 + n)::text, $3::date FROM generate_series(1, $2::int) n`,
  [gym?.id, CLIENTS, addDays(todayIn('Asia/Kathmandu', now), 3)],
);

const started = performance.now();
const counts = await Promise.all([
  runReminders(db, { now, hour: 9 }),
  runReminders(second, { now, hour: 9 }),
]);
const roundMs = performance.now() - started;
const idleStarted = performance.now();
const again = await runReminders(db, { now, hour: 9 });
const idleMs = performance.now() - idleStarted;
const [stored] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM sms_messages');

console.log(`${url ? 'PostgreSQL' : 'PGlite'}, ${CLIENTS} clients due`);
console.log(`  two schedulers at once: ${roundMs.toFixed(0)} ms, queued ${counts[0]} + ${counts[1]}`);
console.log(`  messages stored: ${stored?.count} (must be ${CLIENTS})`);
console.log(`  a later round with nothing left: ${idleMs.toFixed(0)} ms, queued ${again}`);

if (second !== db) await second.close();
await db.close();
await scratch?.drop();
