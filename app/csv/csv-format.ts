// RFC 4180 CSV as spreadsheets open it: one writer for every export (products, inquiries), and
// the inverse of its formula guard for the importer.

/** Excel reads a file as UTF-8 only when it starts with this mark (accents otherwise garble). */
export const UTF8_BOM = "\uFEFF";

export const CSV_LINE_END = "\r\n";

// A cell starting with one of these is run as a formula by Excel, LibreOffice and Sheets
// (OWASP "CSV injection"). The apostrophe is included so that the guard itself round-trips.
const FORMULA_START = /^[=+\-@\t\r']/;
const GUARD = "'";

/** Makes a value inert in a spreadsheet: a leading apostrophe, which spreadsheets hide. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? GUARD + value : value;
}

/** The inverse of `neutralizeFormula`, for cells read back from one of our files. */
export function restoreFormula(value: string): string {
  return value.startsWith(GUARD) && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;

/** One field: formula-guarded, quoted when it holds a separator, quote, line break or edge space. */
export function formatCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? neutralizeFormula(value) : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, comma-separated, CRLF-terminated (RFC 4180). */
export function formatRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map(formatCell).join(",") + CSV_LINE_END;
}
