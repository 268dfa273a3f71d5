import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { backends, createScratchDatabase } from './support/backends.ts';

const migrationsDir = join(import.meta.dirname, '..', 'migrations');
const RECEIPTS = '030_receipts.sql';

/** Applies the migrations before `next` by hand, as migrate() would (one transaction is not needed here). */
async function migrateBefore(db: Database, next: string): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql') && name < next).sort();
  for (const name of files) await db.exec(await readFile(join(migrationsDir, name), 'utf8'));
}

/**
 * Payments and invoices written before receipts (migration 030), then the migration over them:
 * numbers per gym in the order the money was received, the gym's owner as who wrote them, and
 * nothing in the activity trail.
 */
describe.each(backends)('the receipts migration over existing data on %s', (backend) => {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  let ownerId: number;
  const gyms: number[] = [];
  const payments: Record<string, number> = {};

  const rows = <Row>(sql: string, params: unknown[] = []) => db.query<Row>(sql, params);

  beforeAll(async () => {
    const scratch = backend === 'postgres' ? await createScratchDatabase() : undefined;
    drop = scratch?.drop;
    db = await openDatabase({ url: scratch?.url });
    await migrateBefore(db, RECEIPTS);
    const [owner] = await rows<{ id: number }>(
      `INSERT INTO users (name, phone, password_hash) VALUES ('Owner', '9841000000', 'x') RETURNING id`,
    );
    ownerId = owner?.id ?? 0;
    for (const name of ['Thamel Gym', 'Patan Gym']) {
      const [gym] = await rows<{ id: number }>(
        'INSERT INTO gyms (user_id, gym_name) VALUES ($1, $2) RETURNING id',
        [ownerId, name],
      );
      gyms.push(gym?.id ?? 0);
    }
    let invoiceNumber = 0;
    for (const [index, gym] of gyms.entries()) {
      const [client] = await rows<{ id: number }>(
        `INSERT INTO clients (gym_id, name, gender, phone) VALUES ($1, 'Sita', 'FEMALE', '9841000001') RETURNING id`,
        [gym],
      );
      const [invoice] = await rows<{ id: number }>(
        `INSERT INTO invoices (gym_id, client_id, membership_start_date, membership_end_date, total_amount,
                               discounted_amount, number)
         VALUES ($1, $2, '2026-10-01', '2026-12-31', 9000, 9000, $3) RETURNING id`,
        [gym, client?.id, ++invoiceNumber],
      );
      // Recorded out of the order they were received in: the later date first.
      const paid = [
        ['late', '2026-10-20', '2026-10-20T10:00:00Z'],
        ['early', '2026-10-02', '2026-10-21T10:00:00Z'],
        ['sameDayFirst', '2026-10-10', '2026-10-10T09:00:00Z'],
        ['sameDaySecond', '2026-10-10', '2026-10-10T11:00:00Z'],
      ] as const;
      for (const [name, date, createdAt] of paid) {
        const [payment] = await rows<{ id: number }>(
          `INSERT INTO payments (gym_id, client_id, invoice_id, bill_no, amount, payment_date, payment_type, created_at)
           VALUES ($1, $2, $3, $4, 100, $5, 'CASH', $6) RETURNING id`,
          [gym, client?.id, invoice?.id, `${name}-${index}`, date, createdAt],
        );
        payments[`${name}${index}`] = payment?.id ?? 0;
      }
    }
    await db.exec(await readFile(join(migrationsDir, RECEIPTS), 'utf8'));
  });
  afterAll(async () => {
    await db.close();
    await drop?.();
  });

  it('numbers each gym’s payments from 1 by the day received, then the moment recorded', async () => {
    const numbered = await rows<{ id: number; receipt_number: number }>(
      'SELECT id, receipt_number FROM payments',
    );
    const numberOf = (key: string) => numbered.find((row) => row.id === payments[key])?.receipt_number;
    for (const index of [0, 1]) {
      expect(
        ['early', 'sameDayFirst', 'sameDaySecond', 'late'].map((name) => numberOf(`${name}${index}`)),
      ).toEqual([1, 2, 3, 4]);
    }
  });

  it('continues each gym’s numbers after its last, in the counter the inserts take', async () => {
    const counters = await rows<{ gym_id: number; last_number: number }>(
      'SELECT gym_id, last_number FROM gym_receipt_numbers ORDER BY gym_id',
    );
    expect(counters).toEqual(gyms.map((gym) => ({ gym_id: gym, last_number: 4 })));
  });

  it('names the gym’s owner as who wrote the rows already there, and records no activity for it', async () => {
    const writers = await rows<{ created_by: number | null }>(
      'SELECT created_by FROM payments UNION ALL SELECT created_by FROM invoices',
    );
    expect(writers.length).toBe(10);
    expect(new Set(writers.map((row) => row.created_by))).toEqual(new Set([ownerId]));
    const trail = await rows<{ subject: string; action: string }>(
      `SELECT subject, action FROM activity_log WHERE action = 'CHANGED'`,
    );
    expect(trail).toEqual([]);
  });

  it('keeps the trail recording payments after it', async () => {
    await db.query(`UPDATE payments SET amount = 150 WHERE id = $1`, [payments.late0]);
    const [changed] = await rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM activity_log WHERE subject = 'PAYMENT' AND action = 'CHANGED'`,
    );
    expect(changed?.count).toBe(1);
  });
});
