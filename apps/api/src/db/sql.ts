import type { Queryable } from './database.ts';

/** A NUL character (PostgreSQL refuses it in text) or a lone UTF-16 surrogate (not Unicode at all). */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** Whether PostgreSQL can store the text as it is (see UNSTORABLE). */
export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/**
 * INSERT and UPDATE statements from a record of column values. Column names come from our own
 * mapping code, never from a request; the values always travel as parameters.
 */
export function insertStatement(table: string, values: Record<string, unknown>) {
  const columns = Object.keys(values);
  return {
    text: `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    params: Object.values(values),
  };
}

/** Sets the given columns (and updated_at, when the table has it) of the row with that id. */
export function updateStatement(table: string, id: number, values: Record<string, unknown>, touch = true) {
  const sets = Object.keys(values).map((column, i) => `${column} = $${i + 2}`);
  if (touch) sets.push('updated_at = now()');
  return {
    text: `UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
    params: [id, ...Object.values(values)],
  };
}

/**
 * The instant a date-time input (the value of `placeholder`) names: as given when it has an offset,
 * else read as wall-clock time in the time zone of the gyms row aliased `gym`.
 */
export function instantOf(input: { hasOffset: boolean }, placeholder: string, gym = 'g'): string {
  return input.hasOffset
    ? `${placeholder}::timestamptz`
    : `(${placeholder}::timestamp AT TIME ZONE ${gym}.time_zone)`;
}

/** Whether a statement failed on the unique constraint (or unique index) of that name. */
export const violatesUnique = (error: unknown, constraint: string): boolean =>
  (error as { code?: string }).code === '23505' &&
  String((error as { constraint?: string }).constraint ?? (error as Error).message).includes(constraint);

/** The first row a query answers, or undefined when it answers none. */
export async function firstRow<Row>(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
  options?: { preparedAs?: string },
): Promise<Row | undefined> {
  const [row] = await db.query<Row>(sql, params, options);
  return row;
}

/** The row a statement always answers (an INSERT ... RETURNING): none is a bug, not a 404. */
export async function requiredRow<Row>(db: Queryable, sql: string, params: readonly unknown[]): Promise<Row> {
  const row = await firstRow<Row>(db, sql, params);
  if (!row) throw new Error(`no row from ${sql.trim().split(/\s+/).slice(0, 3).join(' ')}`);
  return row;
}
