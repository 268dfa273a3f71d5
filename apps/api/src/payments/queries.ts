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

export async function paymentById(db: Queryable, id: number) {
  return firstRow<PaymentRow>(db, 'SELECT * FROM payments WHERE id = $1', [id]);
}

export function paymentsOfInvoice(db: Queryable, invoiceId: number, query: PaymentListQuery) {
  return queryPage<PaymentRow>(
    db,
    {
      columns: '*',
      from: 'payments WHERE invoice_id = $1',
      orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)}, id`,
    },
    [invoiceId],
    query,
  );
}

/** Every payment of the given invoices, oldest first. */
export function paymentsOfInvoices(db: Queryable, invoiceIds: number[]) {
  return db.query<PaymentRow>(
    'SELECT * FROM payments WHERE invoice_id = ANY($1::int[]) ORDER BY payment_date, id',
    [invoiceIds],
  );
}

export async function insertPayment(
  db: Queryable,
  invoice: { id: number; gym_id: number; client_id: number },
  payment: PaymentValues,
) {
  return requiredRow<PaymentRow>(
    db,
    `INSERT INTO payments (gym_id, client_id, invoice_id, bill_no, amount, payment_date, payment_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [
      invoice.gym_id,
      invoice.client_id,
      invoice.id,
      payment.billNo,
      payment.amount,
      payment.paymentDate,
      payment.paymentType,
    ],
  );
}

export async function updatePayment(db: Queryable, id: number, payment: PaymentValues) {
  return firstRow<PaymentRow>(
    db,
    `UPDATE payments SET bill_no = $2, amount = $3, payment_date = $4, payment_type = $5 WHERE id = $1 RETURNING *`,
    [id, payment.billNo, payment.amount, payment.paymentDate, payment.paymentType],
  );
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
