// CSV is read by csv-parse; this module adds what the import reports (decision 054): the physical
// line each record starts on, a limit per cell, and errors that name their line.
import { Readable } from "node:stream";
import { pipeline } from "node:stream";
import { CsvError, type Options, parse } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";

export type Separator = "," | ";";

export interface CsvRecord {
  /** The physical line (1-based) the record starts on: line breaks inside quoted cells count. */
  line: number;
  cells: string[];
}

export class CsvCellTooLargeError extends Error {
  constructor(readonly line: number, readonly maxChars: number) {
    super(`a cell of the record on line ${line} is longer than ${maxChars} characters`);
  }
}

export class CsvUnclosedQuoteError extends Error {
  constructor(readonly line: number) {
    super(`a quoted cell of the record on line ${line} is never closed`);
  }
}

const READING: Options = {
  // csv-parse otherwise keeps the first kind of line end it meets; spreadsheets and hand edits mix them.
  record_delimiter: ["\r\n", "\n", "\r"],
  // A quote inside an unquoted cell is text, as spreadsheets read it, not a reason to refuse the file.
  relax_quotes: true,
  // The caller checks each row's cells against the header and reports the row, not the file.
  relax_column_count: true,
  bom: true,
};

export interface ReadOptions {
  separator: Separator;
  maxCellChars: number;
  /** The most cells a valid record has: with `maxCellChars`, it bounds what a record may hold. */
  maxCells: number;
}

/**
 * The records of a CSV given in chunks (text, or UTF-8 bytes), one by one, in constant memory.
 * csv-parse bounds a whole record, not a cell, and counts a quoted cell's bytes: the bound is set
 * so that no valid record reaches it (each cell at most `maxCellChars` UTF-16 units, at most 3
 * UTF-8 bytes each), and each record's cells are then checked one by one.
 */
export async function* readCsvRecords(input: AsyncIterable<string | Uint8Array>, { separator, maxCellChars, maxCells }: ReadOptions): AsyncGenerator<CsvRecord> {
  // Kept by the parser as it reads (it may read ahead of the loop below): the line on which the
  // record being read starts.
  let line = 1;
  const numbered = (cells: string[]): CsvRecord => {
    let breaks = 0;
    for (const cell of cells) {
      if (cell.length > maxCellChars) throw new CsvCellTooLargeError(line, maxCellChars);
      breaks += lineBreaks(cell);
    }
    const record = { line, cells };
    line += breaks + 1;
    return record;
  };
  const options: Options<CsvRecord, string[]> = { ...READING, delimiter: separator, max_record_size: maxCellChars * (maxCells + 2), on_record: numbered };
  // Without `columns`, the typings take `on_record` to return cells.
  const parser = parse(options as unknown as Options);
  // A failure of the input or the parser ends the loop below with its error.
  pipeline(Readable.from(input), parser, () => {});
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) yield record;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // With the options above, csv-parse refuses input for two reasons only: a record over the
    // bound, or a quote left open at the end. Its other input errors are about quotes.
    if (error.code === "CSV_MAX_RECORD_SIZE") throw new CsvCellTooLargeError(line, maxCellChars);
    throw new CsvUnclosedQuoteError(line);
  } finally {
    parser.destroy();
  }
}

/** CRLF, LF and CR each end one line, as they do between records. */
function lineBreaks(cell: string): number {
  if (!cell.includes("\n") && !cell.includes("\r")) return 0;
  return cell.match(/\r\n|\r|\n/g)!.length;
}

/** A small CSV text already in memory (one of our exports), as rows of cells. */
export function parseCsvText(text: string, separator: Separator = ","): string[][] {
  return parseSync(text, { ...READING, delimiter: separator });
}

/**
 * Comma or semicolon (French Excel), whichever the header line holds more of outside quotes.
 * csv-parse's own discovery (`delimiter_auto`) considers every character and refuses a header
 * with a quoted cell, so this stays ours.
 */
export function detectSeparator(head: string): Separator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of head) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}
