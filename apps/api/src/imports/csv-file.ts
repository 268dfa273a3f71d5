import { parse } from 'csv-parse/sync';
import { badRequest } from '../http/errors.ts';

/** The most rows one file may bring in: the import's promise (one transaction) is sized for this. */
export const MAX_IMPORT_ROWS = 5000;

const SEPARATORS = [',', ';', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

export interface CsvFile {
  delimiter: Separator;
  headers: string[];
  /** The lines after the headers, blank ones left out, each as long as the headers. */
  rows: CsvRow[];
}

export interface CsvRow {
  /** The row's line in the file (the headers are line 1), as a spreadsheet numbers it. */
  line: number;
  cells: string[];
}

/**
 * A file's text: UTF-8 (with or without a byte order mark, as Excel's 'CSV UTF-8' and Google
 * Sheets save it), else Windows-1252, which Excel's plain 'CSV' writes on a Western Windows.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of a file: the one of comma, semicolon (Excel where a comma is the decimal mark) and tab its first line has most of. */
function separatorOf(text: string): Separator {
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = SEPARATORS.map((separator) => firstLine.split(separator).length - 1);
  const most = Math.max(...counts);
  return most === 0 ? ',' : (SEPARATORS[counts.indexOf(most)] ?? ',');
}

/** Reads a spreadsheet's CSV; a file that is not one, or is empty or too long, is a 400 on `file`. */
export function readCsv(text: string): CsvFile {
  const delimiter = separatorOf(text.replace(/^\uFEFF/, ''));
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw badRequest('file', `The file could not be read as CSV: ${(error as Error).message}`);
  }
  const [first, ...rows] = records;
  const headers = first?.record;
  if (!headers || rows.length === 0) throw badRequest('file', 'The file has no rows under its first line.');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw badRequest(
      'file',
      `The file has ${rows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`,
    );
  }
  const width = headers.length;
  return {
    delimiter,
    headers: headers.map((header) => header.trim()),
    rows: rows.map(({ record, info }) => ({
      line: info.lines,
      cells: Array.from({ length: width }, (_, index) => record[index] ?? ''),
    })),
  };
}
