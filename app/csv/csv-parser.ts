// A streaming RFC 4180 reader: text goes in by chunks, records come out with the line they start
// on. Quoted fields may hold separators, doubled quotes and line breaks. No cell ever grows past
// `maxCellChars`, so a 10 MB cell is refused without holding it (see decision 007).

export interface CsvRecord {
  /** The physical line (1-based) the record starts on, as a spreadsheet numbers it. */
  line: number;
  cells: string[];
}

export class CsvCellTooLargeError extends Error {
  constructor(readonly line: number, readonly maxChars: number) {
    super(`cell on line ${line} is longer than ${maxChars} characters`);
  }
}

export class CsvUnclosedQuoteError extends Error {
  constructor(readonly line: number) {
    super(`quoted cell opened on line ${line} is never closed`);
  }
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

export class CsvParser {
  private cells: string[] = [];
  private cell = "";
  private quoted = false;
  /** Inside quotes, a quote was just read: either the closing one or the first of a pair. */
  private quotePending = false;
  private cellStarted = false;
  private lastWasCr = false;
  private line = 1;
  private recordLine = 1;
  private quoteLine = 1;
  private readonly separator: number;

  constructor(separator: "," | ";", private readonly maxCellChars: number) {
    this.separator = separator.charCodeAt(0);
  }

  /** The records completed by this chunk; an open record waits for the next chunk. */
  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let start = 0; // start of the plain run not yet copied into `cell`
    const flushRun = (end: number) => {
      if (end > start) this.append(chunk.slice(start, end));
    };
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.lastWasCr) {
        // CRLF is one line break; inside quotes the LF stays part of the cell.
        this.lastWasCr = false;
        if (c === LF) {
          if (!this.quoted || this.quotePending) start = i + 1;
          if (!this.quoted || !this.quotePending) continue;
        }
      }
      if (this.quoted) {
        if (this.quotePending) {
          this.quotePending = false;
          if (c === QUOTE) {
            this.append('"');
            start = i + 1;
            continue;
          }
          this.quoted = false; // that quote closed the cell; fall through to read `c` unquoted
        } else {
          if (c === QUOTE) {
            flushRun(i);
            this.quotePending = true;
            start = i + 1;
          } else if (c === LF || c === CR) {
            this.line++;
            this.lastWasCr = c === CR;
          }
          continue;
        }
      }
      if (c === this.separator) {
        flushRun(i);
        this.endCell();
        start = i + 1;
      } else if (c === LF || c === CR) {
        flushRun(i);
        this.endCell();
        out.push({ line: this.recordLine, cells: this.cells });
        this.cells = [];
        this.line++;
        this.recordLine = this.line;
        this.lastWasCr = c === CR;
        start = i + 1;
      } else if (c === QUOTE && !this.cellStarted && this.cell === "" && start === i) {
        this.quoted = true;
        this.cellStarted = true;
        this.quoteLine = this.line;
        start = i + 1;
      } else {
        this.cellStarted = true;
      }
    }
    flushRun(chunk.length);
    return out;
  }

  /** The last record when the text does not end with a line break. */
  end(): CsvRecord[] {
    if (this.quoted && !this.quotePending) throw new CsvUnclosedQuoteError(this.quoteLine);
    this.quoted = false;
    this.quotePending = false;
    if (!this.cellStarted && this.cell === "" && this.cells.length === 0) return [];
    this.endCell();
    const record = { line: this.recordLine, cells: this.cells };
    this.cells = [];
    return [record];
  }

  private append(text: string) {
    this.cellStarted = true;
    if (this.cell.length + text.length > this.maxCellChars) throw new CsvCellTooLargeError(this.recordLine, this.maxCellChars);
    this.cell += text;
  }

  private endCell() {
    this.cells.push(this.cell);
    this.cell = "";
    this.cellStarted = false;
  }
}

/** Comma or semicolon (French Excel), whichever the header line holds more of outside quotes. */
export function detectSeparator(head: string): "," | ";" {
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
