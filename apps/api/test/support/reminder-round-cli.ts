// One reminder round in a process of its own, for the tests of several processes:
//   DATABASE_URL=... REMINDER_NOW=<ISO time> REMINDER_HOUR=9 [REMINDER_BATCH=n] [CRASH_AFTER=k] node reminder-round-cli.ts
// prints how many messages it queued; with CRASH_AFTER the process exits abruptly (no cleanup) once
// told of its k-th committed reminder.
import { openDatabase } from '../../src/db/database.ts';
import { runReminders } from '../../src/sms/reminders.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const crashAfter = Number(process.env.CRASH_AFTER ?? 0);
const db = await openDatabase({ url });
let committed = 0;
const queued = await runReminders(db, {
  now: new Date(String(process.env.REMINDER_NOW)),
  hour: Number(process.env.REMINDER_HOUR ?? 9),
  batchSize: Number(process.env.REMINDER_BATCH ?? 100),
  afterQueued: () => {
    committed += 1;
    if (committed === crashAfter) process.exit(137);
  },
});
process.stdout.write(`${queued}\n`);
await db.close();
