import { describe, expect, it } from "vitest";
import { addQuoteLine, clampQuantity, MAX_QUOTE_LINES, parseQuoteList, serializeQuoteList } from "~/quotes/quote-list";

describe("quote list", () => {
  it("round-trips through the cookie format", () => {
    const lines = [{ productId: 12, quantity: 5 }, { productId: 40, quantity: 1 }];
    expect(parseQuoteList(serializeQuoteList(lines))).toEqual(lines);
    expect(parseQuoteList(encodeURIComponent("12:5,40:1"))).toEqual(lines);
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
