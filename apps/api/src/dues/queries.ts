import type { QueryOf } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import { queryPage, sqlOrder } from '../http/paging.ts';
import { gymToday } from '../memberships/state.ts';
import type { DueRow, DuesTotalsRow } from './due-record.ts';

type DuesQuery = QueryOf<'listGymDues'>;

/**
 * The invoices with something still due (decision 0039) among those `invoices` selects (an SQL
 * condition over invoices i, e.g. `i.gym_id = $1`), one row each with its client, as an SQL
 * relation (its inner aliases are its own, so a condition may name the caller's clients c or gyms g):
 * what is due is the discounted amount less the payments, exact NUMERIC summed in SQL;
 * the age is whole days from the invoice's membership start date to its gym's today (0 before it
 * starts), and its bucket 0-30, 31-60 or over 60 days. The Dues screen, its totals, the dashboard's
 * outstanding total, a client's dues and the door's stop on owe all read this one.
 */
function duesWhere(invoices: string): string {
  return `(SELECT d.*, CASE WHEN d.age_days <= 30 THEN 'DAYS_0_30'
                           WHEN d.age_days <= 60 THEN 'DAYS_31_60'
                           ELSE 'OVER_60' END AS age_bucket
     FROM (SELECT i.id AS invoice_id, i.number AS invoice_number, i.client_id, dues_client.name AS client_name,
                  dues_client.phone AS client_phone, dues_client.membership_end_date AS client_end_date, i.membership_start_date, i.membership_end_date,
                  i.discounted_amount, paid.amount AS amount_paid,
                  i.discounted_amount - paid.amount AS amount_due,
                  GREATEST(0, ${gymToday('dues_gym')} - i.membership_start_date)::int AS age_days
             FROM invoices i JOIN clients dues_client ON dues_client.id = i.client_id
             JOIN gyms dues_gym ON dues_gym.id = i.gym_id
            CROSS JOIN LATERAL (SELECT COALESCE(sum(dues_payment.amount), 0) AS amount FROM payments dues_payment
                                 WHERE dues_payment.invoice_id = i.id) AS paid
            WHERE ${invoices}) AS d
    WHERE d.amount_due > 0)`;
}

/** The dues of the gym `gymId` (an SQL expression). */
export const duesOf = (gymId: string) => duesWhere(`i.gym_id = ${gymId}`);

/**
 * What the client `client` (an SQL expression of their id) owes on invoices older than their gym
 * `gym`'s (an alias of gyms) stop-on-owe days; 0 while the gym has it off.
 */
const overdueSql = (client: string, gym: string) => `(SELECT COALESCE(sum(od.amount_due), 0)
   FROM ${duesWhere(`i.client_id = ${client}`)} AS od
  WHERE ${gym}.stop_on_owe_days IS NOT NULL AND od.age_days > ${gym}.stop_on_owe_days)`;

/**
 * The stop on owe (decision 0040), as an SQL condition over a clients row `client` and its gyms row
 * `gym` (aliases): the gym has it on and the client owes more than its amount on invoices older
 * than its days. The door's admission (devices/queries.ts syncDoorAccess) refuses them.
 */
export const owesBeyondLimit = (client: string, gym: string) =>
  `(${gym}.stop_on_owe_amount IS NOT NULL AND ${overdueSql(`${client}.id`, gym)} > ${gym}.stop_on_owe_amount)`;

/** What the client owes, what of it is overdue by the gym's stop on owe, and whether it refuses them. */
export async function clientDues(db: Queryable, clientId: number) {
  return firstRow<{ amount_due: string; overdue: string; refused: boolean }>(
    db,
    `SELECT (SELECT COALESCE(sum(d.amount_due), 0) FROM ${duesWhere('i.client_id = c.id')} AS d) AS amount_due,
            ${overdueSql('c.id', 'g')} AS overdue, ${owesBeyondLimit('c', 'g')} AS refused
       FROM clients c JOIN gyms g ON g.id = c.gym_id WHERE c.id = $1`,
    [clientId],
  );
}

/** The gym's stop on owe: its amount and days, both null while it is off. */
export async function stopOnOwe(db: Queryable, gymId: number) {
  return firstRow<{ amount: string | null; days: number | null }>(
    db,
    'SELECT stop_on_owe_amount AS amount, stop_on_owe_days AS days FROM gyms WHERE id = $1',
    [gymId],
  );
}

/** Saves the gym's stop on owe (null, null: off); answers the ids of the gym's clients it may affect. */
export async function saveStopOnOwe(
  db: Queryable,
  gymId: number,
  setting: { amount: number; days: number } | null,
): Promise<number[]> {
  await db.query('UPDATE gyms SET stop_on_owe_amount = $2, stop_on_owe_days = $3 WHERE id = $1', [
    gymId,
    setting?.amount ?? null,
    setting?.days ?? null,
  ]);
  const clients = await db.query<{ id: number }>('SELECT id FROM clients WHERE gym_id = $1', [gymId]);
  return clients.map((client) => client.id);
}

const SORT_COLUMNS: Record<DuesQuery['sortBy'], string> = {
  age: 'due.age_days',
  amountDue: 'due.amount_due',
  client: 'lower(due.client_name)',
};

/** One page of what the gym's clients owe. */
export function duesPage(db: Queryable, gymId: number, query: DuesQuery) {
  return queryPage<DueRow>(
    db,
    {
      columns: 'due.*',
      from: `${duesOf('$1')} AS due`,
      orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)}, due.invoice_id DESC`,
    },
    [gymId],
    query,
  );
}

/** What is due on all the gym's invoices, per age bucket and overall (exact NUMERIC). */
export async function duesTotals(db: Queryable, gymId: number) {
  const bucket = (name: string) =>
    `COALESCE(sum(due.amount_due) FILTER (WHERE due.age_bucket = '${name}'), 0)`;
  return firstRow<DuesTotalsRow>(
    db,
    `SELECT ${bucket('DAYS_0_30')} AS days_0_30, ${bucket('DAYS_31_60')} AS days_31_60,
            ${bucket('OVER_60')} AS over_60, COALESCE(sum(due.amount_due), 0) AS total
       FROM ${duesOf('$1')} AS due`,
    [gymId],
  );
}

/** The client's name, phone and end date, for the dues reminder's placeholders. */
export async function dueRecipient(db: Queryable, clientId: number) {
  return firstRow<{ name: string; phone: string; end_date: string | null }>(
    db,
    'SELECT name, phone, membership_end_date AS end_date FROM clients WHERE id = $1',
    [clientId],
  );
}

/** The user's SMS credits, their row locked to the end of the transaction (a send takes turns). */
export async function lockedSmsCredits(db: Queryable, userId: number): Promise<number> {
  const row = await firstRow<{ total_sms: number }>(
    db,
    'SELECT total_sms FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return row?.total_sms ?? 0;
}
