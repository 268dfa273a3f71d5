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
