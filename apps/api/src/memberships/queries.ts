import type { Queryable } from '../db/database.ts';
import { firstRow, requiredRow } from '../db/sql.ts';
import type { FreezeRow } from './freeze-record.ts';

/**
 * The client's membership ends with their latest invoice, each invoice's period moved later by the
 * days frozen within it (a freeze belongs to the period it started in), and with no invoice they
 * have none. An invoice written (`renews`) makes the member active again; a deleted one leaves that
 * as it was. A freeze fee's invoice (decision 0047) is no membership period and is left out.
 */
export async function membershipFromInvoices(
  db: Queryable,
  clientId: number,
  renews: boolean,
): Promise<void> {
  await db.query(
    `UPDATE clients SET membership_end_date = latest.end_date, active_member = active_member OR $2,
            updated_at = now()
       FROM (SELECT max(i.membership_end_date + COALESCE((
               SELECT sum(f.days)::int FROM membership_freezes f WHERE f.client_id = i.client_id
                  AND f.start_date BETWEEN i.membership_start_date AND i.membership_end_date), 0)) AS end_date
               FROM invoices i WHERE i.client_id = $1 AND i.freeze_id IS NULL) AS latest
      WHERE clients.id = $1`,
    [clientId, renews],
  );
}

/**
 * The client's membership end and their gym's today, the client's row locked (FOR NO KEY UPDATE, as
 * invoice changes lock it) so freezes and invoice changes of one client take turns.
 */
export function lockedMembership(db: Queryable, clientId: number) {
  return requiredRow<{ end_date: string | null; today: string }>(
    db,
    `SELECT c.membership_end_date::text AS end_date, (now() AT TIME ZONE g.time_zone)::date::text AS today
       FROM clients c JOIN gyms g ON g.id = c.gym_id WHERE c.id = $1 FOR NO KEY UPDATE OF c`,
    [clientId],
  );
}

/** Moves the client's membership end date by `days` (negative: earlier). */
export async function shiftMembershipEnd(db: Queryable, clientId: number, days: number): Promise<void> {
  await db.query(
    'UPDATE clients SET membership_end_date = membership_end_date + $2::int, updated_at = now() WHERE id = $1',
    [clientId, days],
  );
}

/** Whether another of the client's freezes has a frozen day among `days` days from `startDate`. */
export async function freezeOverlaps(db: Queryable, clientId: number, startDate: string, days: number) {
  const row = await requiredRow<{ overlaps: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM membership_freezes WHERE client_id = $1 AND days > 0
       AND start_date < $2::date + $3::int AND $2::date < start_date + days) AS overlaps`,
    [clientId, startDate, days],
  );
  return row.overlaps;
}

/** A freeze with its last frozen day, its state on the gym's today and its fee's invoice. */
const FREEZE_COLUMNS = `f.*, (f.start_date + f.days - 1)::text AS end_date,
  (SELECT i.id FROM invoices i WHERE i.freeze_id = f.id) AS fee_invoice_id,
  CASE WHEN (now() AT TIME ZONE g.time_zone)::date < f.start_date THEN 'PLANNED'
       WHEN (now() AT TIME ZONE g.time_zone)::date < f.start_date + f.days THEN 'RUNNING'
       ELSE 'OVER' END AS state`;
const FREEZE_FROM = 'membership_freezes f JOIN gyms g ON g.id = f.gym_id';

export async function insertFreeze(
  db: Queryable,
  freeze: { gymId: number; clientId: number; startDate: string; days: number },
) {
  const { id } = await requiredRow<{ id: number }>(
    db,
    `INSERT INTO membership_freezes (gym_id, client_id, start_date, days, planned_days)
     VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [freeze.gymId, freeze.clientId, freeze.startDate, freeze.days],
  );
  return requiredRow<FreezeRow>(db, `SELECT ${FREEZE_COLUMNS} FROM ${FREEZE_FROM} WHERE f.id = $1`, [id]);
}

/** The client's freeze of that id, locked for the change; undefined when it is not theirs. */
export function lockedFreeze(db: Queryable, clientId: number, freezeId: number) {
  return firstRow<FreezeRow>(
    db,
    `SELECT ${FREEZE_COLUMNS} FROM ${FREEZE_FROM} WHERE f.id = $1 AND f.client_id = $2 FOR UPDATE OF f`,
    [freezeId, clientId],
  );
}

/** Ends the freeze early: `days` were frozen. Answers it as it now is. */
export async function endFreezeEarly(db: Queryable, freezeId: number, days: number) {
  await db.query('UPDATE membership_freezes SET days = $2, ended_early = true WHERE id = $1', [
    freezeId,
    days,
  ]);
  return requiredRow<FreezeRow>(db, `SELECT ${FREEZE_COLUMNS} FROM ${FREEZE_FROM} WHERE f.id = $1`, [
    freezeId,
  ]);
}

/**
 * The client's freeze that covers `day` (one of its frozen days), locked for the change, when their
 * gym lets a punch at the door end a freeze (decision 0048); undefined otherwise.
 */
export function lockedFreezeCoveringForPunch(db: Queryable, clientId: number, day: string) {
  return firstRow<FreezeRow>(
    db,
    `SELECT ${FREEZE_COLUMNS} FROM ${FREEZE_FROM}
      WHERE f.client_id = $1 AND g.freeze_ends_on_punch
        AND f.start_date <= $2::date AND $2::date < f.start_date + f.days
      FOR UPDATE OF f`,
    [clientId, day],
  );
}

/** Whether a frozen member's punch at the gym's door ends their freeze (decision 0048). */
export async function freezeEndsOnPunch(db: Queryable, gymId: number): Promise<boolean> {
  const row = await requiredRow<{ enabled: boolean }>(
    db,
    'SELECT freeze_ends_on_punch AS enabled FROM gyms WHERE id = $1',
    [gymId],
  );
  return row.enabled;
}

export async function saveFreezeEndsOnPunch(db: Queryable, gymId: number, on: boolean): Promise<void> {
  await db.query('UPDATE gyms SET freeze_ends_on_punch = $2 WHERE id = $1', [gymId, on]);
}

/** Every freeze of the client, newest first. */
export function freezesOfClient(db: Queryable, clientId: number) {
  return db.query<FreezeRow>(
    `SELECT ${FREEZE_COLUMNS} FROM ${FREEZE_FROM} WHERE f.client_id = $1 ORDER BY f.start_date DESC, f.id DESC`,
    [clientId],
  );
}
