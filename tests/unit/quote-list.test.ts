import { describe, expect, it } from "vitest";
import { quoteListCookie, readQuoteCookie } from "~/quotes/quote-cookie.server";
import { addPartLine, addQuoteLine, clampQuantity, cleanPart, MAX_PART_LENGTH, MAX_PART_LINES, MAX_QUOTE_LINES, parsePartLines, parseQuoteList, serializeQuoteList } from "~/quotes/quote-list";

describe("quote list", () => {
  it("round-trips through the cookie format", () => {
    const lines = [{ productId: 12, quantity: 5 }, { productId: 40, quantity: 1 }];
    expect(parseQuoteList(serializeQuoteList(lines))).toEqual(lines);
  });

  it("drops what it cannot read and keeps quantities sensible", () => {
    expect(parseQuoteList("x:1,-3:2,0:1,99999999999:1,%E0%A4%A")).toEqual([]);
    // A readable id with an unreadable quantity counts once, with a quantity of 1.
    expect(parseQuoteList("12:abc,12:9")).toEqual([{ productId: 12, quantity: 1 }]);
    expect(parseQuoteList("7:0,8:-5,9:99999999")).toEqual([
      { productId: 7, quantity: 1 },
      { productId: 8, quantity: 1 },
      { productId: 9, quantity: 1_000_000 },
    ]);
    expect(clampQuantity("2.7")).toBe(2);
  });

  it("adds to the quantity of a listed product and stops at the maximum number of lines", () => {
    expect(addQuoteLine([{ productId: 3, quantity: 2 }], 3, 5)).toEqual([{ productId: 3, quantity: 7 }]);
    const full = Array.from({ length: MAX_QUOTE_LINES }, (_, i) => ({ productId: i + 1, quantity: 1 }));
    expect(addQuoteLine(full, 999, 1)).toHaveLength(MAX_QUOTE_LINES);
    expect(addQuoteLine([], -1, 1)).toEqual([]);
  });
});

describe("parts to source (issue 32)", () => {
  it("round-trip beside the products, whatever the text holds", () => {
    const lines = [{ productId: 12, quantity: 5 }];
    const parts = [{ part: "MY2N-GS, 24VDC: 5M / T&R", quantity: 3 }, { part: "capteur « spécial »", quantity: 1 }];
    const value = serializeQuoteList(lines, parts);
    expect(parseQuoteList(value)).toEqual(lines);
    expect(parsePartLines(value)).toEqual(parts);
    expect(parsePartLines(serializeQuoteList(lines))).toEqual([]);
  });

  it("come back whole through the cookie the browser keeps, commas, colons and accents included", () => {
    const lines = [{ productId: 12, quantity: 5 }, { productId: 40, quantity: 1 }];
    const parts = [{ part: "MY2N-GS, 24VDC: 5M / T&R %", quantity: 3 }, { part: "capteur « spécial »", quantity: 1 }];
    const header = quoteListCookie(lines, true, parts);
    expect(header).toMatch(/; HttpOnly/i);
    const request = new Request("https://vitrine.test/quote", { headers: { Cookie: `lang=fr; ${header.split(";")[0]}` } });
    expect(readQuoteCookie(request)).toEqual({ lines, parts, draft: null });
    // Emptied, the list deletes its cookie.
    expect(quoteListCookie([], true, [])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it("are one clean line, listed once, at most MAX_PART_LINES, and never break the products", () => {
    expect(cleanPart("  a\u0000b\n\tc  ")).toBe("a b c");
    expect(cleanPart("x".repeat(500))).toHaveLength(MAX_PART_LENGTH);
    expect(cleanPart(null)).toBe("");
    expect(addPartLine([{ part: "RXM4AB1BD", quantity: 1 }], " RXM4AB1BD ", 2)).toEqual([{ part: "RXM4AB1BD", quantity: 3 }]);
    expect(addPartLine([], "   ", 1)).toEqual([]);
    const full = Array.from({ length: MAX_PART_LINES }, (_, i) => ({ part: `P${i}`, quantity: 1 }));
    expect(addPartLine(full, "another", 1)).toHaveLength(MAX_PART_LINES);
    expect(parsePartLines("t%E0%A4%A:1,t:2,tok:abc")).toEqual([{ part: "ok", quantity: 1 }]);
  });
});
