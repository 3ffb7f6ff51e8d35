/**
 * A buyer's parts list (issue 33): lines pasted from a spreadsheet or read from a CSV or XLSX
 * file, as rows of cells, then as lines (part number, quantity, the buyer's own reference) by a
 * column mapping. Pure functions, shared by the server and the page.
 */
import { MAX_QUANTITY } from "./quote-list";

export const MAX_LIST_LINES = 500;
export const MAX_LIST_BYTES = 2 * 1024 * 1024;
export const MAX_LIST_COLUMNS = 26;
export const MAX_CELL_CHARS = 100;
export const MAX_LINE_PART = 64;
export const MAX_LINE_REFERENCE = 64;

/** Which column (0-based) holds what; `reference` -1: none. */
export interface ColumnMapping {
  part: number;
  quantity: number;
  reference: number;
  header: boolean;
}

export type QuantityError = "quantity.missing" | "quantity.notWhole" | "quantity.notNumber" | "quantity.tooSmall" | "quantity.tooLarge";

/** One line of the list as read: the row it came from (1-based, as the buyer counts them). */
export interface ListLine {
  row: number;
  part: string;
  quantity: number | null;
  reference: string;
  error: QuantityError | null;
  /** The quantity as written, when it is impossible (shown beside its error). */
  given?: string;
}

// eslint-disable-next-line no-control-regex -- control characters never belong in a cell
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** A cell's text as kept: one line, trimmed, at most MAX_CELL_CHARS characters. */
export function cleanCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return text.replace(CONTROL, " ").replace(/[\s\u00a0\u202f]+/g, " ").trim().slice(0, MAX_CELL_CHARS);
}

const WHOLE = /^\d+$/;
// 1 000, 1 000 (no-break or narrow no-break space), 1,000, 1.000, 1'000: groups of three digits.
const GROUPED = /^\d{1,3}(?:([ \u00a0\u202f,.'])\d{3})(?:\1\d{3})*$/;
// 10,0 or 10.00: a whole number written with decimals.
const DECIMAL = /^(\d+)[.,](\d+)$/;

/**
 * A quantity as a buyer writes it: "10", "1 000", "1,000" or "1.000" (thousands), "10,0" or
 * "10.00" (a whole number with decimals, in either notation). "2,5" or "2.5" is refused (we sell
 * whole pieces), like 0, a negative number, text or more than MAX_QUANTITY.
 */
export function parseQuantity(value: unknown): { quantity: number } | { error: QuantityError } {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { error: "quantity.notNumber" };
    if (!Number.isInteger(value)) return { error: "quantity.notWhole" };
    return checkRange(value);
  }
  const text = cleanCell(value).replace(/\s*(?:pcs?|pieces?|pièces?|pce?s?|u|units?|x)\.?$/i, "").replace(/^x\s*/i, "");
  if (!text) return { error: "quantity.missing" };
  if (/^-\s*\d/.test(text)) return { error: "quantity.tooSmall" };
  if (WHOLE.test(text)) return checkRange(Number(text));
  if (GROUPED.test(text)) return checkRange(Number(text.replace(/\D/g, "")));
  const decimal = DECIMAL.exec(text);
  if (decimal) return /^0+$/.test(decimal[2]!) ? checkRange(Number(decimal[1])) : { error: "quantity.notWhole" };
  return { error: "quantity.notNumber" };
}

function checkRange(n: number): { quantity: number } | { error: QuantityError } {
  if (n < 1) return { error: "quantity.tooSmall" };
  if (n > MAX_QUANTITY) return { error: "quantity.tooLarge" };
  return { quantity: n };
}

const isQuantity = (cell: string) => "quantity" in parseQuantity(cell);
// What a quantity column holds, possible or not ("10", "0", "-3", "2,5"): splits a spaced line.
const looksNumeric = (token: string) => /^-?\d[\d.,']*$/.test(token);

/**
 * One pasted line as cells. A tab, a semicolon or a comma separates cells when the line has one
 * (in that order); otherwise spaces do, and then the part number is everything before the first
 * token that is a number ("LY2N 24VDC 3" -> LY2N 24VDC | 3), the reference everything after it.
 */
export function splitLine(line: string): string[] {
  for (const separator of ["\t", ";", ","]) if (line.includes(separator)) return line.split(separator).map(cleanCell);
  const tokens = cleanCell(line).split(" ").filter(Boolean);
  const at = tokens.findIndex((token, i) => i > 0 && looksNumeric(token));
  if (at < 0) return tokens.length ? [tokens.join(" ")] : [];
  return [tokens.slice(0, at).join(" "), tokens[at]!, tokens.slice(at + 1).join(" ")].filter((cell, i) => i < 2 || cell);
}

/** Pasted text as rows of cells; blank lines skipped. */
export function pastedRows(text: string): string[][] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim())
    .map((line) => splitLine(line).slice(0, MAX_LIST_COLUMNS));
}

const HEADER_WORDS = {
  part: /^(part|parts|part ?(?:no|n°|#|number|nr)|p\/?n|mpn|article|item|code|product|produit|pi[eè]ce|r[ée]f[ée]rence ?(?:fabricant|constructeur|article|produit|pi[eè]ce)|manufacturer part ?(?:number|no)?|d[ée]signation|model|mod[eè]le)$/i,
  quantity: /^(qty|qt[ée]|quantit[yée]s?|quantity|nombre|nb|pcs|pieces|pi[eè]ces|count)$/i,
  // The buyer's own reference, said so.
  buyerReference: /^((?:your|our|customer|buyer|client) ref(?:erence)?|(?:votre|notre) r[ée]f(?:[ée]rence)?|r[ée]f(?:[ée]rence)? client|line|ligne|poste|rep[eè]re|tag|item ref)$/i,
  // "Référence" alone: in a French list, the part number; beside a part column, the buyer's.
  bareReference: /^(ref|r[ée]f|r[ée]f[ée]rence)$/i,
};

/**
 * The column mapping the server guesses: from a header row when the first row is one (no cell a
 * quantity, a cell naming a part or quantity column), else part, quantity, reference in that order.
 */
export function guessMapping(rows: string[][]): ColumnMapping {
  const first = (rows[0] ?? []).map((cell) => cell.replace(/[\s:.]+$/, "").trim());
  const find = (pattern: RegExp, taken: number[] = []) => first.findIndex((cell, i) => !taken.includes(i) && pattern.test(cell));
  let part = find(HEADER_WORDS.part);
  const quantity = find(HEADER_WORDS.quantity);
  const bare = find(HEADER_WORDS.bareReference);
  const header = first.length > 0 && !first.some((cell, i) => i > 0 && isQuantity(cell)) && (part >= 0 || quantity >= 0 || bare >= 0);
  if (header) {
    if (part < 0 && bare >= 0) part = bare;
    let reference = find(HEADER_WORDS.buyerReference, [part, quantity]);
    if (reference < 0) reference = find(HEADER_WORDS.bareReference, [part, quantity]);
    const taken = [part, quantity, reference];
    const free = () => first.findIndex((_, i) => !taken.includes(i));
    if (part < 0) taken.push((part = free()));
    return { part: Math.max(part, 0), quantity: quantity >= 0 ? quantity : free(), reference, header: true };
  }
  const width = Math.max(0, ...rows.slice(0, 20).map((row) => row.length));
  return { part: 0, quantity: width > 1 ? 1 : -1, reference: width > 2 ? 2 : -1, header: false };
}

/** The mapping is usable for rows `width` cells wide. */
export function validMapping(mapping: ColumnMapping, width: number): boolean {
  const inside = (i: number) => Number.isInteger(i) && i >= -1 && i < width;
  return (
    Number.isInteger(mapping.part) && mapping.part >= 0 && mapping.part < width && inside(mapping.quantity) && inside(mapping.reference) &&
    new Set([mapping.part, mapping.quantity, mapping.reference].filter((i) => i >= 0)).size === [mapping.part, mapping.quantity, mapping.reference].filter((i) => i >= 0).length
  );
}

/**
 * The rows as lines by the mapping: a row without a part number is skipped; a missing quantity
 * column means one of each; an impossible quantity is kept with its error, to be corrected.
 */
export function mapRows(rows: string[][], mapping: ColumnMapping): ListLine[] {
  const lines: ListLine[] = [];
  rows.forEach((cells, i) => {
    if (mapping.header && i === 0) return;
    const part = cleanCell(cells[mapping.part]).slice(0, MAX_LINE_PART);
    if (!part) return;
    const reference = mapping.reference >= 0 ? cleanCell(cells[mapping.reference]).slice(0, MAX_LINE_REFERENCE) : "";
    const parsed = mapping.quantity >= 0 ? parseQuantity(cells[mapping.quantity]) : { quantity: 1 };
    lines.push({
      row: i + 1,
      part,
      reference,
      quantity: "quantity" in parsed ? parsed.quantity : null,
      error: "error" in parsed ? parsed.error : null,
      ...("error" in parsed ? { given: cleanCell(cells[mapping.quantity]).slice(0, 20) } : {}),
    });
  });
  return lines;
}

/** The widest row's number of cells. */
export const rowsWidth = (rows: string[][]) => Math.max(0, ...rows.map((row) => row.length));
