import { readSheet } from "read-excel-file/node";
import { detectSeparator, parseCsvText } from "~/csv/csv-records.server";
import { cleanCell, MAX_LIST_BYTES, MAX_LIST_COLUMNS, MAX_LIST_LINES } from "./parts-list";

export type FileProblem = "empty" | "tooLarge" | "unsupported" | "unreadable" | "tooManyLines";
export type ReadFileResult = { ok: true; kind: "csv" | "xlsx"; rows: string[][] } | { ok: false; problem: FileProblem };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
// Plain text: no NUL and few other control characters in the first 8 KB (binaries have many).
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of head) {
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32)) control++;
  }
  return control <= head.length / 100;
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Excel on Windows saves "CSV" in the ANSI code page: Windows-1252 for French and English.
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

const trimRows = (rows: string[][]) =>
  rows.map((row) => row.slice(0, MAX_LIST_COLUMNS).map(cleanCell)).filter((row) => row.some(Boolean));

/**
 * A parts-list file as rows of cells, told apart by its content, not its name: an XLSX workbook
 * (a ZIP that read-excel-file reads; its first sheet) or a CSV (text, comma or semicolon
 * separated). Anything else, more than 2 MB or more than 500 rows (a header row aside) is refused.
 */
export async function readPartsFile(bytes: Uint8Array): Promise<ReadFileResult> {
  if (!bytes.byteLength) return { ok: false, problem: "empty" };
  if (bytes.byteLength > MAX_LIST_BYTES) return { ok: false, problem: "tooLarge" };
  let rows: string[][];
  let kind: "csv" | "xlsx";
  if (startsWith(bytes, ZIP)) {
    kind = "xlsx";
    try {
      const sheet = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      rows = trimRows(sheet.map((row) => row.map((cell: unknown) => cleanCell(cell))));
    } catch {
      return { ok: false, problem: "unreadable" };
    }
  } else if (looksLikeText(bytes)) {
    kind = "csv";
    const text = decodeText(bytes).replace(/^\uFEFF/, "");
    try {
      rows = trimRows(parseCsvText(text, detectSeparator(text.slice(0, 4096))));
    } catch {
      return { ok: false, problem: "unreadable" };
    }
  } else {
    return { ok: false, problem: "unsupported" };
  }
  if (!rows.length) return { ok: false, problem: "empty" };
  if (rows.length > MAX_LIST_LINES + 1) return { ok: false, problem: "tooManyLines" };
  return { ok: true, kind, rows };
}
