import type { Schemas } from '../contract.ts';
import type { ColumnMapping } from './column-guess.ts';
import type { Separator } from './csv-file.ts';

export interface ImportJobRow {
  id: number;
  gym_id: number;
  created_by: number | null;
  file_name: string;
  content: string;
  delimiter: Separator;
  headers: string[];
  total_rows: number;
  status: Schemas['ImportJob']['status'];
  mapping: ColumnMapping | null;
  done_rows: number;
  good_rows: number | null;
  imported_rows: number | null;
  skipped_rows: number | null;
  error: string | null;
  created_at: Date;
}

/** The job as the contract gives it; before the owner chooses, `mapping` is the guessed one. */
export function toImportJob(row: ImportJobRow, guessed: ColumnMapping): Schemas['ImportJob'] {
  return {
    id: row.id,
    gymId: row.gym_id,
    fileName: row.file_name,
    status: row.status,
    headers: row.headers,
    totalRows: row.total_rows,
    mapping: row.mapping ?? guessed,
    doneRows: row.done_rows,
    goodRows: row.good_rows,
    importedRows: row.imported_rows,
    skippedRows: row.skipped_rows,
    error: row.error,
    createdAt: row.created_at.toISOString(),
  };
}
