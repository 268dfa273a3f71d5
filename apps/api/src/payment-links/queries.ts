import type { Queryable } from '../db/database.ts';
import { firstRow, requiredRow } from '../db/sql.ts';
import type { GatewayName } from '../payment-gateways/catalog.ts';
import type { PaymentLinkRow } from './payment-link-record.ts';

/** A link's columns with its status, decided by the database's clock. */
const LINK_COLUMNS = `l.*, CASE WHEN l.paid_at IS NOT NULL THEN 'PAID'
                                WHEN l.cancelled_at IS NOT NULL THEN 'CANCELLED'
                                WHEN l.expires_at <= now() THEN 'EXPIRED'
                                ELSE 'OPEN' END AS status`;

export function linkById(db: Queryable, id: number) {
  return firstRow<PaymentLinkRow>(db, `SELECT ${LINK_COLUMNS} FROM payment_links l WHERE l.id = $1`, [id]);
}

export function linkByReference(db: Queryable, reference: string) {
  return firstRow<PaymentLinkRow>(db, `SELECT ${LINK_COLUMNS} FROM payment_links l WHERE l.reference = $1`, [
    reference,
  ]);
}

/** The link, locked to the end of the transaction: its gateway messages are settled one at a time. */
export function lockedLink(db: Queryable, id: number) {
  return firstRow<PaymentLinkRow>(
    db,
    `SELECT ${LINK_COLUMNS} FROM payment_links l WHERE l.id = $1 FOR UPDATE`,
    [id],
  );
}

export function linksOfInvoice(db: Queryable, invoiceId: number) {
  return db.query<PaymentLinkRow>(
    `SELECT ${LINK_COLUMNS} FROM payment_links l WHERE l.invoice_id = $1 ORDER BY l.created_at DESC, l.id DESC`,
    [invoiceId],
  );
}

export async function insertLink(
  db: Queryable,
  link: {
    gymId: number;
    invoiceId: number;
    clientId: number;
    gateway: GatewayName;
    reference: string;
    amountCents: bigint;
    currency: string;
    hours: number;
    createdBy: number;
  },
): Promise<number> {
  const row = await requiredRow<{ id: number }>(
    db,
    `INSERT INTO payment_links (gym_id, invoice_id, client_id, gateway, reference, amount, currency, expires_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6::numeric / 100, $7, now() + make_interval(hours => $8), $9) RETURNING id`,
    [
      link.gymId,
      link.invoiceId,
      link.clientId,
      link.gateway,
      link.reference,
      link.amountCents.toString(),
      link.currency,
      link.hours,
      link.createdBy,
    ],
  );
  return row.id;
}

/** Cancels the link when it is open; answers whether it was. */
export async function cancelOpenLink(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_links SET cancelled_at = now()
      WHERE id = $1 AND paid_at IS NULL AND cancelled_at IS NULL AND expires_at > now() RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** The gateway's own order for the link (Khalti's pidx, Razorpay's link), once started. */
export async function saveGatewayOrder(
  db: Queryable,
  id: number,
  gatewayReference: string,
  checkoutUrl: string,
) {
  await db.query(
    'UPDATE payment_links SET gateway_reference = $2, checkout_url = $3, started_at = now() WHERE id = $1',
    [id, gatewayReference, checkoutUrl],
  );
}

export async function markLinkPaid(db: Queryable, id: number, paymentId: number): Promise<void> {
  await db.query('UPDATE payment_links SET payment_id = $2, paid_at = now() WHERE id = $1', [id, paymentId]);
}

/** The payment a gateway's transaction was already recorded as, if any. */
export async function paymentOfTransaction(db: Queryable, gateway: GatewayName, transactionId: string) {
  const row = await firstRow<{ id: number }>(
    db,
    'SELECT id FROM payments WHERE gateway = $1 AND gateway_transaction_id = $2',
    [gateway, transactionId],
  );
  return row?.id;
}

export type GatewayEventSource = 'REDIRECT' | 'NOTIFY' | 'WEBHOOK' | 'CHECK';
export type GatewayEventOutcome =
  | 'PAID'
  | 'ALREADY_PAID'
  | 'PENDING'
  | 'DECLINED'
  | 'FORGED'
  | 'MISMATCHED'
  | 'UNAVAILABLE'
  | 'UNKNOWN_LINK';

export async function insertGatewayEvent(
  db: Queryable,
  event: {
    gymId: number | null;
    linkId: number | null;
    gateway: string;
    source: GatewayEventSource;
    outcome: GatewayEventOutcome;
    detail: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_gateway_events (gym_id, link_id, gateway, source, outcome, detail)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [event.gymId, event.linkId, event.gateway, event.source, event.outcome, event.detail.slice(0, 500)],
  );
}

/** What the gateways sent about a link, oldest first (tests and support). */
export function eventsOfLink(db: Queryable, linkId: number) {
  return db.query<{ source: string; outcome: string; detail: string }>(
    'SELECT source, outcome, detail FROM payment_gateway_events WHERE link_id = $1 ORDER BY id',
    [linkId],
  );
}

/** What the pay page, the gateway's order and the link's SMS say about the link. */
export interface LinkDetailsRow {
  gym_name: string;
  invoice_number: number;
  client_name: string;
  client_phone: string;
}

export async function linkDetails(db: Queryable, linkId: number) {
  return firstRow<LinkDetailsRow>(
    db,
    `SELECT g.gym_name, i.number AS invoice_number, c.name AS client_name, COALESCE(c.phone, '') AS client_phone
       FROM payment_links l JOIN gyms g ON g.id = l.gym_id JOIN invoices i ON i.id = l.invoice_id
            JOIN clients c ON c.id = l.client_id
      WHERE l.id = $1`,
    [linkId],
  );
}
