import type { QueryOf } from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow, updateStatement } from '../db/sql.ts';
import { queryPage, sqlOrder } from '../http/paging.ts';
import type { UserRow } from './user-record.ts';

type ListUsersQuery = QueryOf<'listUsers'>;

const SORT_COLUMNS: Record<ListUsersQuery['sortBy'], string> = {
  name: 'lower(name)',
  totalSms: 'total_sms',
  role: 'role',
  paymentExpiryDate: 'payment_expiry_date',
  createdAt: 'created_at',
};

export async function userById(db: Queryable, id: number) {
  return firstRow<UserRow>(db, 'SELECT * FROM users WHERE id = $1', [id]);
}

export async function userByPhone(db: Queryable, phone: string) {
  return firstRow<UserRow>(db, 'SELECT * FROM users WHERE phone = $1', [phone]);
}

/** Users whose name, email and phone contain the given text (case-insensitively), with that role. */
export function searchUsers(db: Queryable, query: ListUsersQuery) {
  const filters: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: string | undefined) => {
    if (!value) return;
    params.push(value);
    filters.push(condition(`$${params.length}`));
  };
  add((p) => `name ILIKE '%' || ${p} || '%'`, query.name);
  add((p) => `email ILIKE '%' || ${p} || '%'`, query.email);
  add((p) => `phone ILIKE '%' || ${p} || '%'`, query.phone);
  add((p) => `role = ${p}`, query.role);
  return queryPage<UserRow>(
    db,
    {
      columns: '*',
      from: `users ${filters.length ? `WHERE ${filters.join(' AND ')}` : ''}`,
      orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)}, id`,
    },
    params,
    query,
  );
}

/** A new user, unless the phone number is taken (then undefined). */
export async function insertUserUnlessPhoneTaken(
  db: Queryable,
  user: Pick<
    UserRow,
    | 'name'
    | 'phone'
    | 'address'
    | 'country'
    | 'district'
    | 'language'
    | 'password_hash'
    | 'payment_expiry_date'
  >,
) {
  return firstRow<UserRow>(
    db,
    `INSERT INTO users (name, phone, address, country, district, language, password_hash, payment_expiry_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (phone) DO NOTHING RETURNING *`,
    [
      user.name,
      user.phone,
      user.address,
      user.country,
      user.district,
      user.language,
      user.password_hash,
      user.payment_expiry_date,
    ],
  );
}

export async function updateUser(db: Queryable, id: number, columns: Record<string, unknown>) {
  const update = updateStatement('users', id, columns);
  return firstRow<UserRow>(db, update.text, update.params);
}

/** Ends the user's sessions when their role is about to become a different one. */
export async function endSessionsOnRoleChange(db: Queryable, id: number, role: string): Promise<void> {
  await db.query(
    'UPDATE users SET session_version = session_version + 1 WHERE id = $1 AND role IS DISTINCT FROM $2',
    [id, role],
  );
}

/** Sets a new password and ends every session issued before it; answers the new session version. */
export async function setPasswordHash(db: Queryable, id: number, passwordHash: string): Promise<number> {
  const [row] = await db.query<{ session_version: number }>(
    `UPDATE users SET password_hash = $1, session_version = session_version + 1, updated_at = now()
      WHERE id = $2 RETURNING session_version`,
    [passwordHash, id],
  );
  if (!row) throw new Error(`user ${id} vanished while changing the password`);
  return row.session_version;
}

/** Deletes the user with everything they own; answers whether there was one. */
export async function deleteUser(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM users WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** A user's role and subscription end, as the bearer check reads them on every request. */
/**
 * What a request's bearer check needs of its user: role, subscription, session version, and the
 * latest subscription end among the owners they work for as staff.
 */
export async function callerRow(db: Queryable, id: number) {
  return firstRow<
    Pick<UserRow, 'id' | 'role' | 'payment_expiry_date' | 'session_version'> & {
      employer_expiry_date: string | null;
    }
  >(
    db,
    `SELECT u.id, u.role, u.payment_expiry_date, u.session_version,
            (SELECT max(o.payment_expiry_date) FROM staff_members s JOIN users o ON o.id = s.owner_id
              WHERE s.user_id = u.id)::text AS employer_expiry_date
       FROM users u WHERE u.id = $1`,
    [id],
  );
}

/** Whether the platform has a super admin yet (a plain start says how to make the first). */
export async function anySuperAdmin(db: Queryable): Promise<boolean> {
  return (await db.query("SELECT 1 FROM users WHERE role = 'SUPER_ADMIN' LIMIT 1")).length > 0;
}

/** A new super admin, unless the phone number is taken (then undefined). */
export async function insertSuperAdminUnlessPhoneTaken(
  db: Queryable,
  admin: Pick<UserRow, 'name' | 'phone' | 'password_hash'>,
) {
  return firstRow<UserRow>(
    db,
    `INSERT INTO users (name, phone, role, password_hash)
     VALUES ($1, $2, 'SUPER_ADMIN', $3) ON CONFLICT (phone) DO NOTHING RETURNING *`,
    [admin.name, admin.phone, admin.password_hash],
  );
}
