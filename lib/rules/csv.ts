/** CSV as RFC 4180 writes it, for a member's own data opened in a spreadsheet. */

export type CsvCell = string | number | null | undefined;

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a return first): a description
 * from the backend must stay text when the member opens the file, so it gets a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the rows, each line ended with CRLF. */
export function csvOf(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}
