/**
 * CSV for spreadsheets (RFC 4180): CRLF rows, fields quoted when they hold a comma, quote or line
 * break, and a UTF-8 byte-order mark so Excel reads Vietnamese as UTF-8.
 */

/** The byte-order mark Excel needs to take a CSV file as UTF-8. */
export const BOM = '\uFEFF';

// A cell starting with one of these is a formula to Excel, LibreOffice and Sheets (OWASP, "CSV
// injection"): `=HYPERLINK(…)` in a visitor's message would run on the admin's machine.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a leading formula character is neutralised with an apostrophe, then the value is
 * quoted if it must be.
 *
 * @example csvCell('=1+1') // "'=1+1"
 * @example csvCell('a "b", c') // '"a ""b"", c"'
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV document, BOM first. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string>>): string => BOM + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
