import { hashPassword } from '../../src/auth/passwords.ts';
import type { Database } from '../../src/db/database.ts';

export interface FillSize {
  gyms: number;
  clients: number;
  invoices: number;
  moneyFlows: number;
  punches: number;
}

export const FULL_SIZE: FillSize = {
  gyms: 5,
  clients: 100_000,
  invoices: 300_000,
  moneyFlows: 200_000,
  punches: 500_000,
};

export const FILL_OWNER = { phone: '9800000099', password: 'bench-owner-123', name: 'Benchmark Owner' };

const FIRST_NAMES = [
  'Aarav',
  'Sita',
  'Ram',
  'Gita',
  'Hari',
  'Maya',
  'Bikash',
  'Anjali',
  'Suresh',
  'Pooja',
  'Kiran',
  'Nisha',
];
const LAST_NAMES = [
  'Sharma',
  'Thapa',
  'Gurung',
  'Shrestha',
  'Rai',
  'Tamang',
  'Karki',
  'Adhikari',
  'Magar',
  'Perera',
];

/**
 * Fills the database with one owner and a realistic set of gyms: clients with memberships ending
 * over the past and next months, invoices with payments (and their income flows), expenses and
 * other income, and a year of check-ins. Rows are generated inside PostgreSQL (generate_series),
 * so it runs the same on PGlite and a server, in one transaction. Answers the owner's id and gyms.
 */
export async function fillDatabase(
  db: Database,
  size: FillSize,
): Promise<{ userId: number; gymIds: number[] }> {
  const passwordHash = await hashPassword(FILL_OWNER.password);
  return db.transaction(async (tx) => {
    // A bulk load of new rows: skip the per-row triggers (data versions of gyms made right here) and
    // foreign-key checks of rows generated consistent. Needs a superuser, as PGlite's and CI's are.
    await tx.query("SET LOCAL session_replication_role = 'replica'");
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (name, phone, district, password_hash, total_sms, payment_expiry_date)
       VALUES ($1, $2, 'Kathmandu', $3, 1000, current_date + 365) RETURNING id`,
      [FILL_OWNER.name, FILL_OWNER.phone, passwordHash],
    );
    const userId = user?.id ?? 0;
    const gyms = await tx.query<{ id: number }>(
      `INSERT INTO gyms (user_id, gym_name, branch, contact_number, time_zone, currency)
       SELECT $1, 'Benchmark Fitness', 'Branch ' || g, ARRAY['98410000' || lpad(g::text, 2, '0')],
              CASE WHEN g % 3 = 0 THEN 'Asia/Colombo' ELSE 'Asia/Kathmandu' END,
              CASE WHEN g % 3 = 0 THEN 'LKR' ELSE 'NPR' END
         FROM generate_series(1, $2) AS g RETURNING id`,
      [userId, size.gyms],
    );
    const gymIds = gyms.map((gym) => gym.id);
    await tx.query(
      `INSERT INTO pricing_plans (gym_id, plan_name, monthly_price, three_month_price, six_month_price, twelve_month_price)
       SELECT id, 'Standard', 2500, 7000, 13000, 24000 FROM gyms WHERE id = ANY($1::int[])`,
      [gymIds],
    );
    await tx.query(
      `INSERT INTO clients (gym_id, name, gender, phone, joined_date, membership_end_date, active_member)
       SELECT ($1::int[])[1 + i % array_length($1::int[], 1)],
              ($2::text[])[1 + i % array_length($2::text[], 1)] || ' ' || ($3::text[])[1 + (i / 7) % array_length($3::text[], 1)] || ' ' || i,
              CASE WHEN i % 2 = 0 THEN 'MALE' ELSE 'FEMALE' END,
              '98' || lpad((i % 100000000)::text, 8, '0'),
              current_date - (i % 700),
              current_date + ((i * 7919) % 300) - 150,
              i % 17 <> 0
         FROM generate_series(1, $4) AS i`,
      [gymIds, FIRST_NAMES, LAST_NAMES, size.clients],
    );
    await tx.query(
      `WITH c AS (SELECT id, gym_id, row_number() OVER (ORDER BY id) AS rn FROM clients WHERE gym_id = ANY($1::int[])),
            p AS (SELECT gym_id, min(id) AS plan_id FROM pricing_plans WHERE gym_id = ANY($1::int[]) GROUP BY gym_id)
       INSERT INTO invoices (gym_id, client_id, pricing_plan_id, membership_start_date, membership_end_date,
                             total_amount, discounted_amount, created_at, number, created_by)
       SELECT c.gym_id, c.id, p.plan_id, current_date - (i % 730), current_date - (i % 730) + 30, 2500,
              2500 - (i % 5) * 100, now() - make_interval(days => i % 730),
              row_number() OVER (PARTITION BY c.gym_id ORDER BY i), $4
         FROM generate_series(1, $2) AS i
         JOIN c ON c.rn = 1 + (i % $3) JOIN p ON p.gym_id = c.gym_id`,
      [gymIds, size.invoices, size.clients, userId],
    );
    await tx.query(
      `INSERT INTO gym_invoice_numbers (gym_id, last_number)
       SELECT gym_id, max(number) FROM invoices WHERE gym_id = ANY($1::int[]) GROUP BY gym_id`,
      [gymIds],
    );
    // Most invoices are paid in full, some in part, some not yet.
    await tx.query(
      `INSERT INTO payments (gym_id, client_id, invoice_id, bill_no, amount, payment_date, payment_type,
                             created_by, receipt_number)
       SELECT gym_id, client_id, id, 'B' || id,
              CASE WHEN id % 10 = 0 THEN discounted_amount / 2 ELSE discounted_amount END,
              membership_start_date, CASE WHEN id % 3 = 0 THEN 'ESEWA' ELSE 'CASH' END, $2,
              row_number() OVER (PARTITION BY gym_id ORDER BY membership_start_date, id)
         FROM invoices WHERE gym_id = ANY($1::int[]) AND id % 20 <> 0`,
      [gymIds, userId],
    );
    await tx.query(
      `INSERT INTO gym_receipt_numbers (gym_id, last_number)
       SELECT gym_id, max(receipt_number) FROM payments WHERE gym_id = ANY($1::int[]) GROUP BY gym_id`,
      [gymIds],
    );
    await tx.query(
      `INSERT INTO money_flows (gym_id, bill_no, transaction_date, transaction_type, tags, amount, description, payment_id)
       SELECT gym_id, bill_no, payment_date::timestamptz + time '12:00', 'INCOME', ARRAY['Membership'], amount,
              'Membership payment', id
         FROM payments WHERE gym_id = ANY($1::int[])`,
      [gymIds],
    );
    await tx.query(
      `INSERT INTO money_flows (gym_id, bill_no, transaction_date, transaction_type, tags, amount, description)
       SELECT ($1::int[])[1 + i % array_length($1::int[], 1)], 'E' || i, now() - make_interval(hours => i % 17520),
              CASE WHEN i % 4 = 0 THEN 'INCOME' ELSE 'EXPENSE' END,
              CASE i % 6 WHEN 0 THEN ARRAY['Supplements'] WHEN 1 THEN ARRAY['Rent'] WHEN 2 THEN ARRAY['Electricity']
                         WHEN 3 THEN ARRAY['Salary', 'Trainers'] WHEN 4 THEN ARRAY['Equipment'] ELSE ARRAY['Water'] END,
              100 + (i * 37) % 20000, 'Generated'
         FROM generate_series(1, $2) AS i`,
      [gymIds, size.moneyFlows],
    );
    // The gyms' tag spellings, which the skipped trigger would have kept (each spelt one way here).
    await tx.query(
      `INSERT INTO money_tags (gym_id, name_key, spelling)
       SELECT DISTINCT gym_id, lower(tag), tag FROM money_flows, unnest(tags) AS tag WHERE gym_id = ANY($1::int[])`,
      [gymIds],
    );
    await tx.query(
      `WITH c AS (SELECT id, gym_id, row_number() OVER (ORDER BY id) AS rn FROM clients WHERE gym_id = ANY($1::int[]))
       INSERT INTO attendance (gym_id, client_id, punched_at, status)
       SELECT c.gym_id, c.id, date_trunc('day', now()) - make_interval(days => i % 365, hours => (i * 13) % 16 - 3),
              CASE WHEN i % 2 = 0 THEN 'CHECK_IN' ELSE 'CHECK_OUT' END
         FROM generate_series(1, $2) AS i JOIN c ON c.rn = 1 + ((i * 7) % $3)
       ON CONFLICT DO NOTHING`,
      [gymIds, size.punches, size.clients],
    );
    await tx.query('ANALYZE');
    return { userId, gymIds };
  });
}
