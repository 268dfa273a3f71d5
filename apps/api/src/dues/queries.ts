import type { QueryOf } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import { queryPage, sqlOrder } from '../http/paging.ts';
import { gymToday } from '../memberships/state.ts';
import type { DueRow, DuesTotalsRow } from './due-record.ts';

type DuesQuery = QueryOf<'listGymDues'>;

/**
 * The gym's invoices with something still due (decision 0039), one row each with its client, as
 * an SQL relation over the gym id `gymId` (an SQL expression): what is due is the discounted amount
 * less the payments, exact NUMERIC summed in SQL; the age is whole days from the invoice's
 * membership start date to the gym's today (0 before it starts), and its bucket 0-30, 31-60 or over
 * 60 days. The Dues screen, its totals and the dashboard's outstanding total all read this one.
 */
export function duesOf(gymId: string): string {
  return `(SELECT d.*, CASE WHEN d.age_days <= 30 THEN 'DAYS_0_30'
                           WHEN d.age_days <= 60 THEN 'DAYS_31_60'
                           ELSE 'OVER_60' END AS age_bucket
     FROM (SELECT i.id AS invoice_id, i.number AS invoice_number, i.client_id, c.name AS client_name,
                  c.phone AS client_phone, c.membership_end_date AS client_end_date, i.membership_start_date, i.membership_end_date,
                  i.discounted_amount, paid.amount AS amount_paid,
                  i.discounted_amount - paid.amount AS amount_due,
                  GREATEST(0, ${gymToday('dues_gym')} - i.membership_start_date)::int AS age_days
             FROM invoices i JOIN clients c ON c.id = i.client_id JOIN gyms dues_gym ON dues_gym.id = i.gym_id
            CROSS JOIN LATERAL (SELECT COALESCE(sum(p.amount), 0) AS amount FROM payments p
                                 WHERE p.invoice_id = i.id) AS paid
            WHERE i.gym_id = ${gymId}) AS d
    WHERE d.amount_due > 0)`;
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
