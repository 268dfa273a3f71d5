/**
 * CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a separator, a quote or a
 * line break, lines ended by CRLF, and the file opened by a UTF-8 byte order mark, without which
 * Excel reads UTF-8 as the machine's code page and Nepali or Sinhala names arrive garbled.
 */
export const UTF8_BOM = '\uFEFF';

// A cell that starts with one of these is a formula to Excel and LibreOffice (CSV injection); a
// leading apostrophe makes it text. '-' is left alone: negative amounts and names like '-' are data.
const FORMULA_START = /^[=+@\t\r]/;

/** What a cell of an export holds; null and undefined are empty. */
export type Cell = string | number | null | undefined;

export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly Cell[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
