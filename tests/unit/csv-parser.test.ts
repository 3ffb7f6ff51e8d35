import { describe, expect, it } from "vitest";
import { formatRow } from "~/csv/csv-format";
import { CsvCellTooLargeError, CsvParser, CsvUnclosedQuoteError, detectSeparator } from "~/csv/csv-parser";

/** Parses `text` fed in chunks of `size` characters. */
function parse(text: string, size = text.length, separator: "," | ";" = ",", max = 1000) {
  const parser = new CsvParser(separator, max);
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(...parser.push(text.slice(i, i + size)));
  out.push(...parser.end());
  return out;
}

describe("CSV parser (RFC 4180, streaming)", () => {
  const sample = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\nlast,,\n"" ,"q"\r\n';

  it("reads quoted separators, doubled quotes and line breaks, whatever the chunk size", () => {
    const expected = [
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["x, y", 'say "hi"', "two\r\nlines"] },
      { line: 4, cells: ["last", "", ""] },
      { line: 5, cells: [" ", "q"] },
    ];
    for (const size of [1, 2, 3, 5, 7, 1000]) expect(parse(sample, size)).toEqual(expected);
  });

  it("reads back what the writer writes", () => {
    const rows = [["=1+1", 'quote " here', "semi;colon", "new\nline", " edge "], ["", "é ü ß 中", "x", "", ""]];
    const text = rows.map((r) => formatRow(r)).join("");
    const parsed = parse(text, 4).map((r) => r.cells);
    expect(parsed).toEqual([["'=1+1", 'quote " here', "semi;colon", "new\nline", " edge "], rows[1]]);
  });

  it("takes a last record without a line break, CR-only line ends, and semicolons", () => {
    expect(parse("a;b\rc;d", 1, ";")).toEqual([{ line: 1, cells: ["a", "b"] }, { line: 2, cells: ["c", "d"] }]);
  });

  it("refuses a cell longer than the limit without holding it, naming its line", () => {
    const parser = new CsvParser(",", 10);
    parser.push("a,b\n");
    expect(() => parser.push(`"${"x".repeat(20)}`)).toThrow(CsvCellTooLargeError);
    try {
      parse(`a\n${"y".repeat(11)}`, 3, ",", 10);
    } catch (error) {
      expect((error as CsvCellTooLargeError).line).toBe(2);
    }
  });

  it("refuses a quote that is never closed", () => {
    expect(() => parse('a,b\n"open,x\n')).toThrow(CsvUnclosedQuoteError);
  });

  it("picks the separator the header uses most, outside quotes", () => {
    expect(detectSeparator("part_number;name_en;category\r\n1,2,3")).toBe(";");
    expect(detectSeparator('part_number,"a;b;c",category')).toBe(",");
  });
});
