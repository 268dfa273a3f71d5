import type { Schemas } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/sql.ts';
import type { StaffRow } from './staff-record.ts';

const STAFF_COLUMNS = `s.id, s.owner_id, s.phone, s.name, s.user_id, s.role, s.invited_at,
  COALESCE((SELECT array_agg(sg.gym_id ORDER BY sg.gym_id) FROM staff_gyms sg WHERE sg.staff_id = s.id),
           '{}') AS gym_ids`;

export async function staffById(db: Queryable, id: number) {
  return firstRow<StaffRow>(db, `SELECT ${STAFF_COLUMNS} FROM staff_members s WHERE s.id = $1`, [id]);
}

/** The owner's staff, by name. */
export async function staffOfOwner(db: Queryable, ownerId: number) {
  return db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM staff_members s WHERE s.owner_id = $1 ORDER BY lower(s.name), s.id`,
    [ownerId],
  );
}

/** The gyms a user works in as staff, with the role in each. */
export async function staffRolesOfUser(db: Queryable, userId: number) {
  return db.query<{ gymId: number; role: Schemas['StaffRole'] }>(
    `SELECT sg.gym_id AS "gymId", s.role FROM staff_members s JOIN staff_gyms sg ON sg.staff_id = s.id
      WHERE s.user_id = $1 ORDER BY sg.gym_id`,
    [userId],
  );
}

/**
 * A new staff member of the owner, held at once by the account with that phone number if there is
 * one (not the owner's own: the caller checks). Answers the new id.
 */
export async function insertStaff(
  db: Queryable,
  staff: { ownerId: number; phone: string; name: string; role: Schemas['StaffRole'] },
): Promise<{ id: number; user_id: number | null }> {
  const [row] = await db.query<{ id: number; user_id: number | null }>(
    `INSERT INTO staff_members (owner_id, phone, name, role, user_id)
     VALUES ($1, $2, $3, $4, (SELECT id FROM users WHERE phone = $2))
     RETURNING id, user_id`,
    [staff.ownerId, staff.phone, staff.name, staff.role],
  );
  if (!row) throw new Error('INSERT INTO staff_members answered no row');
  return row;
}

/** The staff member's gyms become exactly these. */
export async function setStaffGyms(db: Queryable, staffId: number, gymIds: readonly number[]): Promise<void> {
  await db.query('DELETE FROM staff_gyms WHERE staff_id = $1 AND NOT (gym_id = ANY($2::int[]))', [
    staffId,
    gymIds,
  ]);
  await db.query(
    `INSERT INTO staff_gyms (staff_id, gym_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [staffId, gymIds],
  );
}

export async function setStaffRole(
  db: Queryable,
  staffId: number,
  role: Schemas['StaffRole'],
): Promise<void> {
  await db.query('UPDATE staff_members SET role = $2 WHERE id = $1', [staffId, role]);
}

export async function deleteStaff(db: Queryable, staffId: number): Promise<void> {
  await db.query('DELETE FROM staff_members WHERE id = $1', [staffId]);
}

/** A new account takes the invitations waiting for its phone number. */
export async function claimInvitations(db: Queryable, userId: number, phone: string): Promise<void> {
  await db.query(
    'UPDATE staff_members SET user_id = $1 WHERE phone = $2 AND user_id IS NULL AND owner_id <> $1',
    [userId, phone],
  );
}

/** Ends every session of the user (their access changed); the caller announces it after the commit. */
export async function endSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [userId]);
}

export async function phoneOfUser(db: Queryable, userId: number): Promise<string | undefined> {
  return (await firstRow<{ phone: string }>(db, 'SELECT phone FROM users WHERE id = $1', [userId]))?.phone;
}
