import type { Queryable } from '../db/database.ts';

/** A table that holds a gym's records: by its own gym_id, or through a parent table that has one. */
export interface GymTable {
  table: string;
  /** Set for a table without gym_id: its foreign key column and the gym-owned table it names. */
  via?: { column: string; parent: string };
}

/** What a whole-gym export leaves out: an upload waiting to be imported is not one of the gym's records. */
const NOT_GYM_RECORDS = new Set(['import_jobs']);

/**
 * Every table of a gym's records, read from the schema itself so a table added later is exported
 * without anyone remembering to: those with a gym_id column, and those whose single-column foreign
 * key names one of them (a client's devices, a payment's receipt SMS).
 */
export async function gymTables(db: Queryable): Promise<GymTable[]> {
  const direct = await db.query<{ table: string }>(
    `SELECT table_name AS table FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'gym_id' ORDER BY table_name`,
  );
  const owned = new Set(direct.map((row) => row.table).filter((table) => !NOT_GYM_RECORDS.has(table)));
  const children = await db.query<{ table: string; column: string; parent: string }>(
    `SELECT child.relname AS table, a.attname AS column, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
      WHERE k.contype = 'f' AND array_length(k.conkey, 1) = 1
      ORDER BY child.relname, a.attnum`,
  );
  const tables: GymTable[] = [...owned].map((table) => ({ table }));
  const seen = new Set(owned);
  for (const child of children) {
    if (seen.has(child.table) || !owned.has(child.parent) || child.table === 'gyms') continue;
    seen.add(child.table);
    tables.push({ table: child.table, via: { column: child.column, parent: child.parent } });
  }
  return tables.sort((a, b) => a.table.localeCompare(b.table));
}

/** A gym table's rows of one gym, as a JSON array's text. */
export async function gymTableRows(db: Queryable, gymId: number, { table, via }: GymTable): Promise<string> {
  const sql = via
    ? `SELECT COALESCE(json_agg(t ORDER BY 1), '[]')::text AS rows FROM "${table}" t
        JOIN "${via.parent}" p ON p.id = t."${via.column}" WHERE p.gym_id = $1`
    : `SELECT COALESCE(json_agg(t ORDER BY 1), '[]')::text AS rows FROM "${table}" t WHERE t.gym_id = $1`;
  const [row] = await db.query<{ rows: string }>(sql, [gymId]);
  return row?.rows ?? '[]';
}

/** The gym's own row, without its owner's id or its data version (another installation's). */
export async function gymRowJson(db: Queryable, gymId: number): Promise<string> {
  const [row] = await db.query<{ gym: string }>(
    `SELECT (to_jsonb(g) - 'user_id' - 'data_version')::text AS gym FROM gyms g WHERE g.id = $1`,
    [gymId],
  );
  return row?.gym ?? 'null';
}
