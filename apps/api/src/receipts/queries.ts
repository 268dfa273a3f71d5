import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import type { ReceiptRow } from './receipt-record.ts';

/**
 * The payment's receipt: the payment, its client and invoice, who recorded it, its SMS if one was
 * queued, and what was still due on the invoice after it (the invoice's discounted amount less this
 * payment and those recorded before it, by receipt number: a reprint says what the first print
 * said; exact NUMERIC from SQL).
 */
export function receiptById(db: Queryable, paymentId: number) {
  return firstRow<ReceiptRow>(
    db,
    `SELECT p.id AS payment_id, p.receipt_number, p.gym_id, p.payment_date, p.created_at AS recorded_at,
            p.bill_no, p.amount, p.payment_type,
            i.discounted_amount - (SELECT sum(earlier.amount) FROM payments earlier
                                    WHERE earlier.invoice_id = p.invoice_id
                                      AND earlier.receipt_number <= p.receipt_number) AS amount_due,
            p.created_by, recorder.name AS created_by_name,
            c.id AS client_id, c.name AS client_name, c.phone AS client_phone,
            c.membership_end_date AS client_end_date,
            i.id AS invoice_id, i.number AS invoice_number, plan.plan_name, i.membership_start_date,
            i.membership_end_date, i.discounted_amount,
            s.id AS sms_id, s.status AS sms_status, s.send_date_time AS sms_sent_at
       FROM payments p JOIN invoices i ON i.id = p.invoice_id JOIN clients c ON c.id = p.client_id
       LEFT JOIN pricing_plans plan ON plan.id = i.pricing_plan_id
       LEFT JOIN users recorder ON recorder.id = p.created_by
       LEFT JOIN payment_receipt_sms sent ON sent.payment_id = p.id
       LEFT JOIN sms_messages s ON s.id = sent.sms_id
      WHERE p.id = $1`,
    [paymentId],
  );
}

/**
 * Claims the payment's one receipt SMS (payment_receipt_sms, migration 030): answers whether this
 * transaction is the first to; a concurrent claim waits for this one's end and then finds it taken.
 */
export async function claimReceiptSms(db: Queryable, paymentId: number): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO payment_receipt_sms (payment_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING payment_id',
    [paymentId],
  );
  return rows.length > 0;
}

/** Records the message the payment's claimed receipt was queued as. */
export async function linkReceiptSms(db: Queryable, paymentId: number, smsId: number): Promise<void> {
  await db.query('UPDATE payment_receipt_sms SET sms_id = $2 WHERE payment_id = $1', [paymentId, smsId]);
}
