import { describe, expect, it } from "vitest";
import { guessMapping, mapRows, MAX_LIST_LINES, parseQuantity, pastedRows, splitLine, validMapping } from "~/quotes/parts-list";
import { parseDraftRef, parsePartLines, parseQuoteList, serializeQuoteList } from "~/quotes/quote-list";

describe("a pasted line's cells", () => {
  it("splits on a tab, a semicolon or a comma, in that order", () => {
    expect(splitLine("MY2N-GS 24VDC\t10\tREF-1")).toEqual(["MY2N-GS 24VDC", "10", "REF-1"]);
    expect(splitLine("RXM4AB2BD;5;REF-A")).toEqual(["RXM4AB2BD", "5", "REF-A"]);
    expect(splitLine("RXM4AB2BD,5,REF-A")).toEqual(["RXM4AB2BD", "5", "REF-A"]);
    // A tab wins over the semicolon and comma inside a cell.
    expect(splitLine("A;B\t1,000\tX")).toEqual(["A;B", "1,000", "X"]);
    expect(splitLine(" RXM4AB2BD ; 5 ; REF A ")).toEqual(["RXM4AB2BD", "5", "REF A"]);
  });

  it("with spaces only, takes the part number up to the first quantity and the reference after it", () => {
    expect(splitLine("MY2N-GS-24VDC 10")).toEqual(["MY2N-GS-24VDC", "10"]);
    expect(splitLine("LY2N 24VDC 3")).toEqual(["LY2N 24VDC", "3"]);
    expect(splitLine("E2E-X5ME1 5M 2 Line 40")).toEqual(["E2E-X5ME1 5M", "2", "Line 40"]);
    expect(splitLine("RXM4AB2BD")).toEqual(["RXM4AB2BD"]);
    // The first token is the part number even when it reads as a number.
    expect(splitLine("4052 3")).toEqual(["4052", "3"]);
  });

  it("skips blank lines and reads every line break", () => {
    expect(pastedRows("MY2N-GS-24VDC 10\r\n\r\nRXM4AB2BD;5;REF-A\rLY2N 24VDC 3\n")).toEqual([
      ["MY2N-GS-24VDC", "10"],
      ["RXM4AB2BD", "5", "REF-A"],
      ["LY2N 24VDC", "3"],
    ]);
  });
});

describe("quantities", () => {
  const ok = (value: unknown) => parseQuantity(value);
  it("reads whole numbers, thousands groups and whole numbers written with decimals in both notations", () => {
    expect(ok("10")).toEqual({ quantity: 10 });
    expect(ok(" 7 ")).toEqual({ quantity: 7 });
    expect(ok(12)).toEqual({ quantity: 12 });
    expect(ok("1 000")).toEqual({ quantity: 1000 });
    expect(ok("1\u202f000")).toEqual({ quantity: 1000 });
    expect(ok("1,000")).toEqual({ quantity: 1000 });
    expect(ok("1.000")).toEqual({ quantity: 1000 });
    expect(ok("10,0")).toEqual({ quantity: 10 });
    expect(ok("10.00")).toEqual({ quantity: 10 });
    expect(ok("25 pcs")).toEqual({ quantity: 25 });
    expect(ok("1000000")).toEqual({ quantity: 1_000_000 });
  });

  it("refuses fractions in either notation, zero, negatives, text and more than the maximum", () => {
    expect(ok("2,5")).toEqual({ error: "quantity.notWhole" });
    expect(ok("2.5")).toEqual({ error: "quantity.notWhole" });
    expect(ok(2.5)).toEqual({ error: "quantity.notWhole" });
    expect(ok("0")).toEqual({ error: "quantity.tooSmall" });
    expect(ok("-3")).toEqual({ error: "quantity.tooSmall" });
    expect(ok("ten")).toEqual({ error: "quantity.notNumber" });
    expect(ok("1,00,0")).toEqual({ error: "quantity.notNumber" });
    expect(ok("")).toEqual({ error: "quantity.missing" });
    expect(ok("1000001")).toEqual({ error: "quantity.tooLarge" });
    expect(ok(Number.NaN)).toEqual({ error: "quantity.notNumber" });
  });
});

describe("header and column mapping", () => {
  it("recognises a header row in English or French and maps its columns", () => {
    const rows = pastedRows("Qty;Part number;Your ref\n10;MY2N-GS-24VDC;A1");
    expect(guessMapping(rows)).toEqual({ part: 1, quantity: 0, reference: 2, header: true });
    expect(guessMapping(pastedRows("Référence\tQuantité\tRepère\nRXM4AB2BD\t5\tL2"))).toEqual({ part: 0, quantity: 1, reference: 2, header: true });
    expect(mapRows(rows, guessMapping(rows))).toEqual([{ row: 2, part: "MY2N-GS-24VDC", quantity: 10, reference: "A1", error: null }]);
  });

  it("without a header, reads part, quantity, reference in that order", () => {
    const rows = pastedRows("MY2N-GS-24VDC 10\nRXM4AB2BD;5;REF-A\nLY2N 24VDC 3");
    const mapping = guessMapping(rows);
    expect(mapping).toEqual({ part: 0, quantity: 1, reference: 2, header: false });
    expect(mapRows(rows, mapping)).toEqual([
      { row: 1, part: "MY2N-GS-24VDC", quantity: 10, reference: "", error: null },
      { row: 2, part: "RXM4AB2BD", quantity: 5, reference: "REF-A", error: null },
      { row: 3, part: "LY2N 24VDC", quantity: 3, reference: "", error: null },
    ]);
  });

  it("keeps a line with an impossible quantity with its error, row and what was written", () => {
    const rows = pastedRows("A1;0\nB2;-4\nC3;abc\nD4;2,5\nE5;2000000\nF6");
    const lines = mapRows(rows, guessMapping(rows));
    expect(lines.map((l) => [l.row, l.part, l.quantity, l.error, l.given])).toEqual([
      [1, "A1", null, "quantity.tooSmall", "0"],
      [2, "B2", null, "quantity.tooSmall", "-4"],
      [3, "C3", null, "quantity.notNumber", "abc"],
      [4, "D4", null, "quantity.notWhole", "2,5"],
      [5, "E5", null, "quantity.tooLarge", "2000000"],
      [6, "F6", null, "quantity.missing", ""],
    ]);
  });

  it("skips rows without a part number, and a mapping needs distinct columns inside the rows", () => {
    expect(mapRows([["", "3"], ["X1", "2"]], { part: 0, quantity: 1, reference: -1, header: false })).toHaveLength(1);
    expect(validMapping({ part: 0, quantity: 1, reference: -1, header: false }, 2)).toBe(true);
    expect(validMapping({ part: 0, quantity: 0, reference: -1, header: false }, 2)).toBe(false);
    expect(validMapping({ part: 2, quantity: 1, reference: -1, header: false }, 2)).toBe(false);
    expect(validMapping({ part: Number.NaN, quantity: 1, reference: -1, header: false }, 2)).toBe(false);
    expect(MAX_LIST_LINES).toBe(500);
  });
});

describe("the quote cookie with a parts-list draft", () => {
  it("keeps the draft's id and line count beside the products and parts, and older readers ignore it", () => {
    const value = serializeQuoteList([{ productId: 12, quantity: 3 }], [{ part: "LY2N 24VDC", quantity: 1 }], { id: "abcdefghijklmnopqrstuvwx", lines: 42 });
    expect(parseDraftRef(value)).toEqual({ id: "abcdefghijklmnopqrstuvwx", lines: 42 });
    expect(parseQuoteList(value)).toEqual([{ productId: 12, quantity: 3 }]);
    expect(parsePartLines(value)).toEqual([{ part: "LY2N 24VDC", quantity: 1 }]);
    expect(parseDraftRef("12:3,dbad id.4")).toBeNull();
  });
});

describe("a French header", () => {
  it("reads « Référence » alone as the part number, and as the buyer's beside a part column", () => {
    expect(guessMapping([["Désignation", "Qté", "Référence"], ["X", "1", "Y"]])).toEqual({ part: 0, quantity: 1, reference: 2, header: true });
    expect(guessMapping([["Réf.", "Quantité"], ["X", "1"]])).toEqual({ part: 0, quantity: 1, reference: -1, header: true });
  });
});

describe("a spaced line with an impossible quantity", () => {
  it("still finds the quantity's place, so that its error is shown", () => {
    expect(splitLine("RXM4AB2BD 0 L2")).toEqual(["RXM4AB2BD", "0", "L2"]);
    expect(splitLine("RXM4AB2BD -3")).toEqual(["RXM4AB2BD", "-3"]);
    expect(splitLine("RXM4AB2BD 2.5")).toEqual(["RXM4AB2BD", "2.5"]);
    // A comma separates cells: "2,5" on a spaced line is two cells, as a spreadsheet would read it.
    expect(splitLine("RXM4AB2BD 2,5")).toEqual(["RXM4AB2BD 2", "5"]);
  });
});
