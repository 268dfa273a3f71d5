import type { Queryable } from '../db/database.ts';
import type { ResetCodeRow } from './reset-code-record.ts';

/**
 * Saves the user's new code, replacing any earlier one (whose tries go with it), and forgets
 * everyone's codes that expired more than a day ago.
 */
export async function saveResetCode(
  db: Queryable,
  userId: number,
  codeHash: string,
  minutes: number,
): Promise<void> {
  await db.query("DELETE FROM password_reset_codes WHERE expires_at < now() - interval '1 day'");
  await db.query(
    `INSERT INTO password_reset_codes (user_id, code_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))
     ON CONFLICT (user_id) DO UPDATE
       SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, tries = 0`,
    [userId, codeHash, minutes],
  );
}

/**
 * Counts one try of the user's code, when they have one that still works (not expired, fewer than
 * `maxTries` made), and answers it. The try is counted before the code is checked, in one statement,
 * so guesses sent at once can never check a code more than `maxTries` times.
 */
export async function takeResetCodeTry(db: Queryable, userId: number, maxTries: number) {
  const [row] = await db.query<ResetCodeRow>(
    `UPDATE password_reset_codes SET tries = tries + 1
      WHERE user_id = $1 AND expires_at > now() AND tries < $2
      RETURNING *`,
    [userId, maxTries],
  );
  return row;
}

/**
 * Removes the user's code if it is still this one (a newer code stays); answers whether it was
 * there, so of two uses of one code only one succeeds.
 */
export async function deleteResetCode(db: Queryable, userId: number, codeHash: string): Promise<boolean> {
  const deleted = await db.query(
    'DELETE FROM password_reset_codes WHERE user_id = $1 AND code_hash = $2 RETURNING user_id',
    [userId, codeHash],
  );
  return deleted.length > 0;
}
