import { describe, expect, it } from "vitest";
import { formatRow } from "~/csv/csv-format";
import { CsvCellTooLargeError, CsvUnclosedQuoteError, detectSeparator, parseCsvText, readCsvRecords, type Separator } from "~/csv/csv-records.server";

/** Reads `text` given in chunks of `size` characters (or as UTF-8 bytes). */
async function read(text: string, size = text.length || 1, separator: Separator = ",", maxCellChars = 1000, bytes = false) {
  async function* chunks() {
    for (let i = 0; i < text.length; i += size) yield bytes ? new TextEncoder().encode(text.slice(i, i + size)) : text.slice(i, i + size);
  }
  const out = [];
  for await (const record of readCsvRecords(chunks(), { separator, maxCellChars, maxCells: 5 })) out.push(record);
  return out;
}

describe("CSV records (csv-parse, streaming)", () => {
  const sample = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\nlast,,\n" ","q"\r\n';

  it("reads quoted separators, doubled quotes and line breaks, numbering records by the line they start on, whatever the chunk size", async () => {
    const expected = [
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["x, y", 'say "hi"', "two\r\nlines"] },
      { line: 4, cells: ["last", "", ""] },
      { line: 5, cells: [" ", "q"] },
    ];
    for (const size of [1, 2, 3, 5, 7, 1000]) expect(await read(sample, size)).toEqual(expected);
    expect(await read(sample, 3, ",", 1000, true)).toEqual(expected);
  });

  it("counts CRLF, LF and CR inside quoted cells as one line each", async () => {
    const text = 'h\r\n"a\r\nb\nc\rd"\r\n\r\nnext\r\n';
    expect(await read(text, 2)).toEqual([
      { line: 1, cells: ["h"] },
      { line: 2, cells: ["a\r\nb\nc\rd"] },
      { line: 6, cells: [""] },
      { line: 7, cells: ["next"] },
    ]);
  });

  it("reads back what the writer writes", async () => {
    const rows = [["=1+1", 'quote " here', "semi;colon", "new\nline", " edge "], ["", "é ü ß 中", "x", "", ""]];
    const text = rows.map((r) => formatRow(r)).join("");
    const parsed = (await read(text, 4)).map((r) => r.cells);
    expect(parsed).toEqual([["'=1+1", 'quote " here', "semi;colon", "new\nline", " edge "], rows[1]]);
    expect(parseCsvText(`\uFEFF${text}`)).toEqual(parsed);
  });

  it("takes a last record without a line break, CR-only line ends, and semicolons", async () => {
    expect(await read("a;b\rc;d", 1, ";")).toEqual([{ line: 1, cells: ["a", "b"] }, { line: 2, cells: ["c", "d"] }]);
  });

  it("keeps a stray quote as text rather than refusing the file", async () => {
    expect((await read('a,b"c,d\r\n')).map((r) => r.cells)).toEqual([["a", 'b"c', "d"]]);
    // Text after a closing quote: csv-parse keeps the quotes (the hand-written reader dropped them).
    expect((await read('"abc"def,x\r\n')).map((r) => r.cells)).toEqual([['"abc"def', "x"]]);
  });

  it("refuses a cell longer than the limit, naming the line its record starts on", async () => {
    await expect(read(`a\n"b\nc"\n${"y".repeat(11)}`, 3, ",", 10)).rejects.toMatchObject({ constructor: CsvCellTooLargeError, line: 4 });
    await expect(read(`a,b\n"${"é".repeat(11)}"`, 3, ",", 10)).rejects.toMatchObject({ constructor: CsvCellTooLargeError, line: 2 });
  });

  it("refuses a cell far over the limit before the end of its record (a bounded buffer)", async () => {
    // 70 characters is past the record bound (10 x (5 + 2)); the rest of the file is never read.
    let served = 0;
    async function* endless() {
      yield 'a\n"';
      for (;;) {
        served++;
        yield "x".repeat(10);
      }
    }
    const records = readCsvRecords(endless(), { separator: ",", maxCellChars: 10, maxCells: 5 });
    await expect((async () => { for await (const record of records) void record; })()).rejects.toMatchObject({ constructor: CsvCellTooLargeError, line: 2 });
    expect(served).toBeLessThan(1000);
  });

  it("refuses a quote that is never closed, naming the line of its record", async () => {
    await expect(read('a,b\n"open,x\nmore\n')).rejects.toMatchObject({ constructor: CsvUnclosedQuoteError, line: 2 });
  });

  it("picks the separator the header uses most, outside quotes", () => {
    expect(detectSeparator("part_number;name_en;category\r\n1,2,3")).toBe(";");
    expect(detectSeparator('part_number,"a;b;c",category')).toBe(",");
  });
});
