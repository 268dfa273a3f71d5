import type { Queryable } from '../db/database.ts';
import { firstRow, requiredRow } from '../db/sql.ts';
import type { ColumnMapping } from './column-guess.ts';
import type { Separator } from './csv-file.ts';
import type { ImportJobRow } from './import-record.ts';
import type { ImportedClient } from './row-check.ts';

/** The advisory lock class of a gym's imports (its second key is the gym's id). */
const GYM_IMPORT_LOCK = 29;

export async function importJobById(db: Queryable, id: number) {
  return firstRow<ImportJobRow>(db, 'SELECT * FROM import_jobs WHERE id = $1', [id]);
}

export async function insertImportJob(
  db: Queryable,
  job: {
    gymId: number;
    userId: number;
    fileName: string;
    content: string;
    delimiter: Separator;
    headers: string[];
    totalRows: number;
  },
): Promise<number> {
  const row = await requiredRow<{ id: number }>(
    db,
    `INSERT INTO import_jobs (gym_id, created_by, file_name, content, delimiter, headers, total_rows)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [job.gymId, job.userId, job.fileName, job.content, job.delimiter, job.headers, job.totalRows],
  );
  return row.id;
}

/** The phones of the gym's clients, as stored. */
export async function phonesOfGym(db: Queryable, gymId: number): Promise<Set<string>> {
  const rows = await db.query<{ phone: string }>('SELECT DISTINCT phone FROM clients WHERE gym_id = $1', [
    gymId,
  ]);
  return new Set(rows.map((row) => row.phone));
}

/** Moves an uploaded job to IMPORTING with its columns; false when it was not waiting (started twice). */
export async function claimImportJob(db: Queryable, id: number, mapping: ColumnMapping): Promise<boolean> {
  const rows = await db.query(
    `UPDATE import_jobs SET status = 'IMPORTING', mapping = $2, updated_at = now()
      WHERE id = $1 AND status = 'UPLOADED' RETURNING id`,
    [id, JSON.stringify(mapping)],
  );
  return rows.length === 1;
}

export async function setImportGoodRows(db: Queryable, id: number, goodRows: number): Promise<void> {
  await db.query('UPDATE import_jobs SET good_rows = $2, updated_at = now() WHERE id = $1', [id, goodRows]);
}

/**
 * The rows written so far, outside the import's transaction so that any process answering the
 * screen's poll reads it; never moved back, and no more once the job has ended.
 */
export async function recordImportProgress(db: Queryable, id: number, doneRows: number): Promise<void> {
  await db.query(
    `UPDATE import_jobs SET done_rows = $2, updated_at = now()
      WHERE id = $1 AND status = 'IMPORTING' AND done_rows < $2`,
    [id, doneRows],
  );
}

/** Ends the job in the import's own transaction, so the job says DONE exactly when its rows are in. */
export async function finishImportJob(tx: Queryable, id: number, imported: number, skipped: number) {
  await tx.query(
    `UPDATE import_jobs SET status = 'DONE', done_rows = $2, imported_rows = $2, skipped_rows = $3,
            content = '', updated_at = now() WHERE id = $1`,
    [id, imported, skipped],
  );
}

export async function failImportJob(db: Queryable, id: number, error: string): Promise<void> {
  await db.query(
    `UPDATE import_jobs SET status = 'FAILED', error = $2, done_rows = 0, updated_at = now() WHERE id = $1`,
    [id, error],
  );
}

/** Forgets a job that is not running; false when it is. */
export async function deleteImportJob(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM import_jobs WHERE id = $1 AND status <> 'IMPORTING' RETURNING id`,
    [id],
  );
  return rows.length === 1;
}

/** Holds the gym's imports to one at a time until the transaction ends. */
export async function lockGymImports(tx: Queryable, gymId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [GYM_IMPORT_LOCK, gymId]);
}

/** Inserts the clients in one statement; answers each one's id by phone. */
export async function insertImportedClients(
  tx: Queryable,
  gymId: number,
  clients: readonly ImportedClient[],
): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; phone: string }>(
    `INSERT INTO clients (gym_id, name, phone, gender, email, address, date_of_birth, joined_date,
                          membership_end_date, emergency_contact, notes)
     SELECT $1, c.name, c.phone, c.gender, c.email, c.address, c.date_of_birth, c.joined_date,
            c.membership_end_date, c.emergency_contact, c.notes
       FROM jsonb_to_recordset($2::jsonb) AS c(name text, phone text, gender text, email text,
            address text, date_of_birth date, joined_date date, membership_end_date date,
            emergency_contact text, notes text)
     RETURNING id, phone`,
    [gymId, JSON.stringify(clients)],
  );
  return new Map(rows.map((row) => [row.phone, row.id]));
}

export interface ImportedDue {
  client_id: number;
  start_date: string;
  end_date: string;
  amount: string;
}

/**
 * An unpaid invoice per client who owes, numbered on from the gym's counter (decision 0025): the
 * counter moves by their number at once, and they take the numbers in order.
 */
export async function insertImportedDues(
  tx: Queryable,
  gymId: number,
  userId: number,
  dues: readonly ImportedDue[],
): Promise<void> {
  if (dues.length === 0) return;
  await tx.query(
    `WITH due AS (
       SELECT d.*, row_number() OVER () AS position
         FROM jsonb_to_recordset($3::jsonb) AS d(client_id int, start_date date, end_date date, amount numeric)),
     counter AS (
       INSERT INTO gym_invoice_numbers AS counter (gym_id, last_number) VALUES ($1, $4)
       ON CONFLICT (gym_id) DO UPDATE SET last_number = counter.last_number + $4
       RETURNING last_number)
     INSERT INTO invoices (gym_id, client_id, number, membership_start_date, membership_end_date,
                           total_amount, discounted_amount, created_by)
     SELECT $1, due.client_id, counter.last_number - $4 + due.position, due.start_date, due.end_date,
            due.amount, due.amount, $2
       FROM due, counter`,
    [gymId, userId, JSON.stringify(dues), dues.length],
  );
}
