import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { backends, createScratchDatabase } from './support/backends.ts';

const migrationsDir = join(import.meta.dirname, '..', 'migrations');

/** Applies the migrations up to and including `last` by hand, recorded as migrate() records them. */
async function migrateThrough(db: Database, last: string): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql') && name <= last).sort();
  await db.exec(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const name of files) {
    await db.exec(await readFile(join(migrationsDir, name), 'utf8'));
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
  }
}

/**
 * Data written before the money-numbers migrations (issue 24), in the shapes the shipped schema
 * allowed, then the new migrations over it: what they make of that data.
 */
describe.each(backends)('the money-numbers migrations over existing data on %s', (backend) => {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  const gyms: number[] = [];
  const invoiceIds: number[] = [];

  /** Rows of one SQL statement, whose first column is what a test reads. */
  const rows = <Row>(sql: string, params: unknown[] = []) => db.query<Row>(sql, params);

  beforeAll(async () => {
    const scratch = backend === 'postgres' ? await createScratchDatabase() : undefined;
    drop = scratch?.drop;
    db = await openDatabase({ url: scratch?.url });
    await migrateThrough(db, '016_device_claims.sql');
    const [user] = await rows<{ id: number }>(
      `INSERT INTO users (name, phone, password_hash) VALUES ('Owner', '9800000000', 'x') RETURNING id`,
    );
    for (const name of ['First Gym', 'Second Gym']) {
      const [gym] = await rows<{ id: number }>(
        'INSERT INTO gyms (user_id, gym_name) VALUES ($1, $2) RETURNING id',
        [user?.id, name],
      );
      gyms.push(gym?.id ?? 0);
    }
    // Tags as they were accepted: 'Rent' and 'rent' both, and twice in one flow. The second gym
    // wrote 'rent' first, so that is its spelling.
    const flow = (gym: number | undefined, tags: string[], amount: number, createdAt: string) =>
      rows(
        `INSERT INTO money_flows (gym_id, transaction_date, transaction_type, tags, amount, created_at)
         VALUES ($1, $2, 'EXPENSE', $3, $4, $2)`,
        [gym, createdAt, tags, amount],
      );
    await flow(gyms[0], ['Rent', 'rent', 'Electricity'], 26000, '2026-10-01T10:00:00Z');
    await flow(gyms[0], [' RENT ', 'Water'], 500, '2026-10-02T10:00:00Z');
    await flow(gyms[0], ['electricity'], 300, '2026-10-03T10:00:00Z');
    await flow(gyms[1], ['rent'], 100, '2026-10-01T10:00:00Z');
    await flow(gyms[1], ['Rent', 'Water'], 200, '2026-10-02T10:00:00Z');

    // Invoices numbered across all gyms, created in turns; payments whose bill numbers repeat within
    // a gym (whatever the case and spaces), each mirrored as an income as the server did.
    const clients: number[] = [];
    for (const gym of gyms) {
      const [client] = await rows<{ id: number }>(
        `INSERT INTO clients (gym_id, name, gender, phone) VALUES ($1, 'Sita', 'FEMALE', '1') RETURNING id`,
        [gym],
      );
      clients.push(client?.id ?? 0);
    }
    const invoice = (index: number, createdAt: string) =>
      rows<{ id: number }>(
        `INSERT INTO invoices (gym_id, client_id, membership_start_date, membership_end_date, total_amount,
                               discounted_amount, created_at)
         VALUES ($1, $2, '2026-10-01', '2026-10-31', 1000, 1000, $3) RETURNING id`,
        [gyms[index], clients[index], createdAt],
      );
    const [a1] = await invoice(0, '2026-10-01T10:00:00Z');
    const [b1] = await invoice(1, '2026-10-02T10:00:00Z');
    const [a2] = await invoice(0, '2026-10-03T10:00:00Z');
    // Written later but created earlier (a clock set back): numbered by when it was created.
    const [a0] = await invoice(0, '2026-09-30T10:00:00Z');
    invoiceIds.push(a1?.id ?? 0, b1?.id ?? 0, a2?.id ?? 0, a0?.id ?? 0);
    const payment = async (
      invoiceId: number | undefined,
      index: number,
      billNo: string,
      createdAt: string,
    ) => {
      const [paid] = await rows<{ id: number }>(
        `INSERT INTO payments (gym_id, client_id, invoice_id, bill_no, amount, payment_date, payment_type, created_at)
         VALUES ($1, $2, $3, $4, 10, '2026-10-05', 'CASH', $5) RETURNING id`,
        [gyms[index], clients[index], invoiceId, billNo, createdAt],
      );
      await rows(
        `INSERT INTO money_flows (gym_id, bill_no, transaction_date, transaction_type, tags, amount, description,
                                  payment_id, created_at)
         VALUES ($1, $2, $3, 'INCOME', ARRAY['Membership'], 10, 'Membership payment: Sita (invoice #' || $4 || ')', $5, $3)`,
        [gyms[index], billNo, createdAt, invoiceId, paid?.id],
      );
    };
    await payment(a1?.id, 0, 'B-002', '2026-10-05T10:00:00Z');
    await payment(a1?.id, 0, 'b-002 ', '2026-10-06T10:00:00Z');
    await payment(a2?.id, 0, ' B-002', '2026-10-07T10:00:00Z');
    await payment(a2?.id, 0, 'B-002 (2)', '2026-10-04T10:00:00Z');
    await payment(b1?.id, 1, 'B-002', '2026-10-08T10:00:00Z');
    // Expenses with the supplier's numbers, alike: left as they are.
    for (const day of ['01', '02']) {
      await rows(
        `INSERT INTO money_flows (gym_id, bill_no, transaction_date, transaction_type, tags, amount)
         VALUES ($1, 'INV-1', '2026-10-${day}T10:00:00Z', 'EXPENSE', ARRAY['Supplies'], 1)`,
        [gyms[0]],
      );
    }
    expect(await migrate(db)).not.toEqual([]);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('names every tag once per gym, in the spelling the gym used first', async () => {
    const tags = await rows<{ gym_id: number; amount: string; tags: string[] }>(
      'SELECT gym_id, amount, tags FROM money_flows ORDER BY id',
    );
    expect(tags.slice(0, 5)).toEqual([
      { gym_id: gyms[0], amount: '26000.00', tags: ['Rent', 'Electricity'] },
      { gym_id: gyms[0], amount: '500.00', tags: ['Rent', 'Water'] },
      { gym_id: gyms[0], amount: '300.00', tags: ['Electricity'] },
      { gym_id: gyms[1], amount: '100.00', tags: ['rent'] },
      { gym_id: gyms[1], amount: '200.00', tags: ['rent', 'Water'] },
    ]);
    // A flow written after the migration takes the gym's spelling.
    const [later] = await rows<{ tags: string[] }>(
      `INSERT INTO money_flows (gym_id, transaction_date, transaction_type, tags, amount)
       VALUES ($1, now(), 'EXPENSE', ARRAY['WATER', 'Rent'], 1) RETURNING tags`,
      [gyms[1]],
    );
    expect(later?.tags).toEqual(['Water', 'rent']);
  });

  it('numbers each gym’s invoices from 1 in the order they were created, and goes on from there', async () => {
    const numbers = await rows<{ id: number; number: number }>(
      'SELECT id, number FROM invoices WHERE id = ANY($1::int[]) ORDER BY id',
      [invoiceIds],
    );
    const [a1, b1, a2, a0] = invoiceIds;
    expect(numbers).toEqual([
      { id: a1, number: 2 },
      { id: b1, number: 1 },
      { id: a2, number: 3 },
      { id: a0, number: 1 },
    ]);
    const [next] = await rows<{ number: number }>(
      `WITH next AS (UPDATE gym_invoice_numbers SET last_number = last_number + 1 WHERE gym_id = $1 RETURNING last_number)
       SELECT last_number AS number FROM next`,
      [gyms[0]],
    );
    expect(next?.number).toBe(4);
    const descriptions = await rows<{ description: string }>(
      `SELECT DISTINCT m.description FROM money_flows m JOIN payments p ON p.id = m.payment_id
        WHERE p.invoice_id = $1`,
      [a2],
    );
    expect(descriptions).toEqual([{ description: 'Membership payment: Sita (invoice #3)' }]);
  });

  it('keeps a repeated bill number on its oldest income and numbers the later ones apart, payments alike', async () => {
    const bills = await rows<{ gym_id: number; bill_no: string; payment_bill: string | null; type: string }>(
      `SELECT m.gym_id, m.bill_no, p.bill_no AS payment_bill, m.transaction_type AS type
         FROM money_flows m LEFT JOIN payments p ON p.id = m.payment_id
        WHERE m.bill_no IS NOT NULL ORDER BY m.id`,
    );
    expect(bills).toEqual([
      { gym_id: gyms[0], bill_no: 'B-002', payment_bill: 'B-002', type: 'INCOME' },
      { gym_id: gyms[0], bill_no: 'b-002 (3)', payment_bill: 'b-002 (3)', type: 'INCOME' },
      { gym_id: gyms[0], bill_no: 'B-002 (4)', payment_bill: 'B-002 (4)', type: 'INCOME' },
      { gym_id: gyms[0], bill_no: 'B-002 (2)', payment_bill: 'B-002 (2)', type: 'INCOME' },
      { gym_id: gyms[1], bill_no: 'B-002', payment_bill: 'B-002', type: 'INCOME' },
      { gym_id: gyms[0], bill_no: 'INV-1', payment_bill: null, type: 'EXPENSE' },
      { gym_id: gyms[0], bill_no: 'INV-1', payment_bill: null, type: 'EXPENSE' },
    ]);
    // From now on the database itself refuses a repeat.
    const income = (billNo: string) =>
      rows(
        `INSERT INTO money_flows (gym_id, bill_no, transaction_date, transaction_type, tags, amount)
         VALUES ($1, $2, now(), 'INCOME', ARRAY['Shop'], 1)`,
        [gyms[0], billNo],
      );
    await expect(income(' b-002 (2) ')).rejects.toThrow(/money_flows_income_bill_no_key/);
    await expect(income('B-005')).resolves.toEqual([]);
  });
});
