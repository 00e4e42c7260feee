/**
 * CSV files as RFC 4180 writes them, safe to open in a spreadsheet: a cell holding a comma, quote or line break is
 * quoted (quotes written twice), lines end with CRLF, and a text cell a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) is written with a leading apostrophe, which spreadsheets
 * show as text (OWASP's advice against CSV injection). Numbers are written as they are.
 */

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Excel reads a CSV file without a byte order mark in the machine's legacy code page, turning "Nakató" into
 * "NakatÃ³"; with one it reads UTF-8. LibreOffice and Google Sheets read it as UTF-8 too, and show no mark.
 */
const UTF8_BOM = '\uFEFF';

/** The rows as the text of a CSV file, byte order mark first. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return UTF8_BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
