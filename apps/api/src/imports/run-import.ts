import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { gymCalendar, gymWriting } from '../gyms/queries.ts';
import { membershipChanged } from '../memberships/changes.ts';
import type { ColumnMapping } from './column-guess.ts';
import { readCsv } from './csv-file.ts';
import type { ImportJobRow } from './import-record.ts';
import {
  failImportJob,
  finishImportJob,
  type ImportedDue,
  insertImportedClients,
  insertImportedDues,
  lockGymImports,
  phonesOfGym,
  recordImportProgress,
  setImportGoodRows,
} from './queries.ts';
import { type CheckedRow, checkRows, type ImportedClient } from './row-check.ts';

/** Rows written per statement: the progress moves on after each batch. */
export const IMPORT_BATCH_ROWS = 250;

/** What the gym's rows are judged against, as of now. */
export async function rowContextOf(db: Queryable, gymId: number) {
  const [{ today, country }, writing, phonesInGym] = await Promise.all([
    gymCalendar(db, gymId),
    gymWriting(db, gymId),
    phonesOfGym(db, gymId),
  ]);
  return { today, country, calendar: writing.date_calendar, phonesInGym };
}

/** The file's rows judged with the chosen columns. */
export async function checkImportFile(db: Queryable, job: ImportJobRow, mapping: ColumnMapping) {
  return checkRows(readCsv(job.content).rows, mapping, await rowContextOf(db, job.gym_id));
}

/** A client's debt as an unpaid invoice over their membership (or from the day they joined, or today). */
function dueOf(client: ImportedClient, clientId: number, today: string): ImportedDue | undefined {
  if (Number(client.owes) <= 0) return undefined;
  const start = client.membership_start_date ?? client.joined_date ?? client.membership_end_date ?? today;
  const end =
    client.membership_end_date && client.membership_end_date >= start ? client.membership_end_date : start;
  return { client_id: clientId, start_date: start, end_date: end, amount: client.owes };
}

/**
 * Imports the good rows of a claimed job in one transaction: under the gym's import lock the
 * phones are read again, so a client already in (an earlier run of the same file) is skipped;
 * the clients and their dues go in by batches, the progress recorded outside the transaction after
 * each; the job ends DONE with the rows, or FAILED with nothing written.
 */
export async function runClientImport(
  ctx: AppContext,
  job: ImportJobRow,
  mapping: ColumnMapping,
  userId: number,
): Promise<void> {
  try {
    const checked = await checkImportFile(ctx.db, job, mapping);
    const good = checked.filter(
      (row): row is CheckedRow & { client: ImportedClient } => row.client !== undefined,
    );
    await setImportGoodRows(ctx.db, job.id, good.length);
    const { today } = await gymCalendar(ctx.db, job.gym_id);
    await ctx.db.transaction(async (tx) => {
      await lockGymImports(tx, job.gym_id);
      const phonesNow = await phonesOfGym(tx, job.gym_id);
      const fresh = good.map((row) => row.client).filter((client) => !phonesNow.has(client.phone));
      for (let start = 0; start < fresh.length; start += IMPORT_BATCH_ROWS) {
        const batch = fresh.slice(start, start + IMPORT_BATCH_ROWS);
        const ids = await insertImportedClients(tx, job.gym_id, batch);
        const dues = batch.flatMap((client) => dueOf(client, ids.get(client.phone) ?? 0, today) ?? []);
        await insertImportedDues(tx, job.gym_id, userId, dues);
        await membershipChanged(tx, [...ids.values()]);
        // Not awaited: on PostgreSQL it lands at once through another connection; on PGlite (one
        // connection) it waits for the transaction and then finds the job ended.
        recordImportProgress(ctx.db, job.id, start + batch.length).catch(() => {});
        await yieldToEventLoop();
      }
      await finishImportJob(tx, job.id, fresh.length, job.total_rows - fresh.length);
    });
  } catch (error) {
    await failImportJob(ctx.db, job.id, (error as Error).message);
  }
}
