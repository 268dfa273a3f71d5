import type { QueryOf } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow, requiredRow } from '../db/sql.ts';
import { queryPage, sqlOrder } from '../http/paging.ts';
import type { PaymentRow, PaymentValues } from './payment-record.ts';

type PaymentListQuery = QueryOf<'listInvoicePayments'>;

/** The tag of the income every payment is mirrored as. */
const MEMBERSHIP_TAG = 'Membership';
const SORT_COLUMNS: Record<PaymentListQuery['sortBy'], string> = {
  paymentDate: 'payment_date',
  amount: 'amount',
  billNo: 'bill_no',
};

/** Payments p with the name of who recorded each. */
const PAYMENT_COLUMNS = 'p.*, recorder.name AS created_by_name';
const PAYMENT_FROM = 'payments p LEFT JOIN users recorder ON recorder.id = p.created_by';

export async function paymentById(db: Queryable, id: number) {
  return firstRow<PaymentRow>(db, `SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM} WHERE p.id = $1`, [id]);
}

export function paymentsOfInvoice(db: Queryable, invoiceId: number, query: PaymentListQuery) {
  return queryPage<PaymentRow>(
    db,
    {
      columns: PAYMENT_COLUMNS,
      from: `${PAYMENT_FROM} WHERE p.invoice_id = $1`,
      orderBy: `p.${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)}, p.id`,
    },
    [invoiceId],
    query,
  );
}

/** Every payment of the given invoices, oldest first. */
export function paymentsOfInvoices(db: Queryable, invoiceIds: number[]) {
  return db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM} WHERE p.invoice_id = ANY($1::int[]) ORDER BY p.payment_date, p.id`,
    [invoiceIds],
  );
}

/**
 * Inserts the payment, recorded by `userId` (null: by a payment gateway, named with its transaction,
 * which is recorded once: decision 0061), with its gym's next receipt number (decision 0045):
 * the gym's counter row is taken by the insert and held to the end of the transaction, so payments
 * recorded at once in one gym take turns and get distinct, consecutive numbers. Answers its id.
 */
export async function insertPayment(
  db: Queryable,
  invoice: { id: number; gym_id: number; client_id: number },
  payment: PaymentValues,
  userId: number | null,
  gateway: { name: string; transactionId: string } | null = null,
): Promise<number> {
  const row = await requiredRow<{ id: number }>(
    db,
    `WITH next AS (
       INSERT INTO gym_receipt_numbers AS counter (gym_id, last_number) VALUES ($1, 1)
       ON CONFLICT (gym_id) DO UPDATE SET last_number = counter.last_number + 1
       RETURNING last_number)
     INSERT INTO payments (gym_id, client_id, invoice_id, bill_no, amount, payment_date, payment_type,
                           created_by, receipt_number, gateway, gateway_transaction_id)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, next.last_number, $9, $10 FROM next RETURNING id`,
    [
      invoice.gym_id,
      invoice.client_id,
      invoice.id,
      payment.billNo,
      payment.amount,
      payment.paymentDate,
      payment.paymentType,
      userId,
      gateway?.name ?? null,
      gateway?.transactionId ?? null,
    ],
  );
  return row.id;
}

/** Changes the payment's values (its receipt number and who recorded it stay); answers whether it was there. */
export async function updatePayment(db: Queryable, id: number, payment: PaymentValues): Promise<boolean> {
  const rows = await db.query(
    'UPDATE payments SET bill_no = $2, amount = $3, payment_date = $4, payment_type = $5 WHERE id = $1 RETURNING id',
    [id, payment.billNo, payment.amount, payment.paymentDate, payment.paymentType],
  );
  return rows.length > 0;
}

/** Deletes the payment; its money flow goes with it (ON DELETE CASCADE). */
export async function deletePayment(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM payments WHERE id = $1', [id]);
}

/**
 * Writes the INCOME money flow that mirrors the payment (at noon of its day in the gym's time
 * zone), so money reports and the dashboard agree.
 */
export async function mirrorAsIncome(db: Queryable, paymentId: number): Promise<void> {
  await db.query(
    `INSERT INTO money_flows (gym_id, bill_no, transaction_date, transaction_type, tags, amount, description, payment_id)
     SELECT p.gym_id, p.bill_no, (p.payment_date::timestamp + time '12:00') AT TIME ZONE g.time_zone, 'INCOME',
            ARRAY[$2], p.amount, 'Membership payment: ' || c.name || ' (invoice #' || i.number || ')', p.id
       FROM payments p JOIN gyms g ON g.id = p.gym_id JOIN clients c ON c.id = p.client_id
            JOIN invoices i ON i.id = p.invoice_id
      WHERE p.id = $1
     ON CONFLICT (payment_id) DO UPDATE SET bill_no = excluded.bill_no, transaction_date = excluded.transaction_date,
            amount = excluded.amount, description = excluded.description`,
    [paymentId, MEMBERSHIP_TAG],
  );
}
