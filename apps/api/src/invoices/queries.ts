import type { Currency } from '@gym/dates';
import type { QueryOf } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow, requiredRow } from '../db/sql.ts';
import { queryPage, sqlOrder } from '../http/paging.ts';
import { membershipChanged } from '../memberships/changes.ts';
import { membershipFromInvoices } from '../memberships/queries.ts';
import type { InvoiceRow, InvoiceValues } from './invoice-record.ts';

type InvoiceListQuery = QueryOf<'listClientInvoices'>;

/** An invoice with its plan's name and what has been paid and is due, summed in SQL (exact NUMERIC). */
const INVOICE_SELECT = `SELECT invoices.*, pricing_plans.plan_name, paid.amount AS amount_paid,
    invoices.discounted_amount - paid.amount AS amount_due, creator.name AS created_by_name
  FROM invoices LEFT JOIN pricing_plans ON pricing_plans.id = invoices.pricing_plan_id
  LEFT JOIN users creator ON creator.id = invoices.created_by
  CROSS JOIN LATERAL (SELECT COALESCE(sum(amount), 0) AS amount FROM payments
                       WHERE payments.invoice_id = invoices.id) AS paid`;
const SORT_COLUMNS: Record<InvoiceListQuery['sortBy'], string> = {
  createdAt: 'inv.created_at',
  membershipStartDate: 'inv.membership_start_date',
  membershipEndDate: 'inv.membership_end_date',
  totalAmount: 'inv.total_amount',
};

const valuesOf = (invoice: InvoiceValues): unknown[] => [
  invoice.pricingPlanId,
  invoice.membershipStartDate,
  invoice.membershipEndDate,
  invoice.totalAmount,
  invoice.discountedAmount,
];

export async function invoiceById(db: Queryable, id: number) {
  return firstRow<InvoiceRow>(db, `${INVOICE_SELECT} WHERE invoices.id = $1`, [id]);
}

/** One page of a client's or a gym's invoices. */
export function invoicesOf(
  db: Queryable,
  owner: { clientId: number } | { gymId: number },
  query: InvoiceListQuery,
) {
  const [column, id] = 'clientId' in owner ? ['client_id', owner.clientId] : ['gym_id', owner.gymId];
  return queryPage<InvoiceRow>(
    db,
    {
      columns: 'inv.*',
      from: `(${INVOICE_SELECT} WHERE invoices.${column} = $1) AS inv`,
      orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)}, inv.id DESC`,
    },
    [id],
    query,
  );
}

export async function latestMembershipEnd(db: Queryable, clientId: number): Promise<string | null> {
  const [row] = await db.query<{ end_date: string | null }>(
    'SELECT max(membership_end_date) AS end_date FROM invoices WHERE client_id = $1 AND freeze_id IS NULL',
    [clientId],
  );
  return row?.end_date ?? null;
}

/**
 * Inserts the invoice, created by `userId`, with its gym's next number: the gym's counter row is
 * taken first and held to the end of the transaction, so invoices created at once in one gym get
 * distinct numbers. A freeze fee's invoice names its freeze (decision 0047).
 */
export async function insertInvoice(
  db: Queryable,
  client: { id: number; gym_id: number },
  invoice: InvoiceValues,
  userId: number,
  freezeId: number | null = null,
): Promise<number> {
  const row = await requiredRow<{ id: number }>(
    db,
    `WITH next AS (
       INSERT INTO gym_invoice_numbers AS counter (gym_id, last_number) VALUES ($6, 1)
       ON CONFLICT (gym_id) DO UPDATE SET last_number = counter.last_number + 1
       RETURNING last_number)
     INSERT INTO invoices (pricing_plan_id, membership_start_date, membership_end_date, total_amount,
                           discounted_amount, gym_id, client_id, number, created_by, freeze_id)
     SELECT $1, $2, $3, $4, $5, $6, $7, next.last_number, $8, $9 FROM next RETURNING id`,
    [...valuesOf(invoice), client.gym_id, client.id, userId, freezeId],
  );
  return row.id;
}

export async function updateInvoice(db: Queryable, id: number, invoice: InvoiceValues): Promise<void> {
  await db.query(
    `UPDATE invoices SET pricing_plan_id = $1, membership_start_date = $2, membership_end_date = $3,
            total_amount = $4, discounted_amount = $5 WHERE id = $6`,
    [...valuesOf(invoice), id],
  );
}

/**
 * Locks the invoice, then answers whether it has payments: a statement of its own, so under READ
 * COMMITTED it sees a payment committed while the lock was awaited (payments lock the invoice too).
 */
export async function lockedInvoiceHasPayments(db: Queryable, id: number): Promise<boolean> {
  await db.query('SELECT id FROM invoices WHERE id = $1 FOR UPDATE', [id]);
  const row = await requiredRow<{ paid: boolean }>(
    db,
    'SELECT EXISTS (SELECT FROM payments WHERE invoice_id = $1) AS paid',
    [id],
  );
  return row.paid;
}

/** Deletes the invoice (one without payments: see lockedInvoiceHasPayments). */
export async function deleteInvoice(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM invoices WHERE id = $1', [id]);
}

/** The client's membership end, read inside the caller's transaction. */
export async function membershipEndOf(db: Queryable, clientId: number): Promise<string | null> {
  const [row] = await db.query<{ end_date: string | null }>(
    'SELECT membership_end_date::text AS end_date FROM clients WHERE id = $1',
    [clientId],
  );
  return row?.end_date ?? null;
}

/**
 * Runs `change` to a client's invoices inside a transaction, then moves the client's membership to
 * their latest invoice (renewing makes the member active again). The client's row is locked first,
 * before the change: concurrent changes of one client's invoices then run one after the other, and
 * the latest end date is read from a snapshot that sees every one of them committed. (Locked after
 * the insert, the maximum came from a snapshot older than the lock and could move backwards, and the
 * invoices' key-share locks on the client deadlocked with the update.) The lock is FOR NO KEY UPDATE:
 * it still makes these changes take turns, but lets a payment being inserted (whose foreign key takes
 * a key-share lock on the client) through, which with FOR UPDATE deadlocked against an invoice edit
 * waiting for that payment's invoice lock.
 */
export async function changeInvoicesOf<T>(
  db: Queryable,
  clientId: number,
  change: () => Promise<T>,
  { renews = true } = {},
): Promise<T> {
  await db.query('SELECT id FROM clients WHERE id = $1 FOR NO KEY UPDATE', [clientId]);
  const result = await change();
  await membershipFromInvoices(db, clientId, renews);
  await membershipChanged(db, [clientId]);
  return result;
}

/**
 * Locks the invoice, then answers in whole cents, computed in SQL: its discounted amount, what its
 * payments add up to (leaving out `exceptPaymentId`), and `amount` as a NUMERIC(12,2) column
 * stores it. The sum is a statement of its own: under READ COMMITTED only a statement that starts
 * after the lock is granted sees the payments committed while this one waited.
 */
export async function lockedInvoiceCents(
  db: Queryable,
  invoiceId: number,
  amount: number,
  exceptPaymentId: number | null,
) {
  await db.query('SELECT id FROM invoices WHERE id = $1 FOR UPDATE', [invoiceId]);
  // None when the invoice was deleted while its lock was awaited.
  const row = await firstRow<{ discounted: string; paid: string; amount: string; currency: Currency }>(
    db,
    `SELECT round(discounted_amount * 100)::bigint AS discounted,
            round(COALESCE((SELECT sum(amount) FROM payments
                             WHERE invoice_id = $1 AND id IS DISTINCT FROM $2), 0) * 100)::bigint AS paid,
            round($3::numeric * 100)::bigint AS amount,
            (SELECT currency FROM gyms WHERE gyms.id = invoices.gym_id) AS currency
       FROM invoices WHERE id = $1`,
    [invoiceId, exceptPaymentId, amount],
  );
  if (!row) return undefined;
  return {
    discounted: BigInt(row.discounted),
    paid: BigInt(row.paid),
    amount: BigInt(row.amount),
    currency: row.currency,
  };
}
