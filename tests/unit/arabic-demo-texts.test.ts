import { describe, expect, it } from "vitest";
import { articles } from "~/db/seed/articles";
import { arabicArticles } from "~/db/seed/arabic/articles";
import { arabicProductDescriptions } from "~/db/seed/arabic/product-descriptions";
import { arabicProductDetails } from "~/db/seed/arabic/product-details";
import { products } from "~/db/seed/products";

// The demo catalogue's Arabic descriptions and article bodies (issue 36), checked without a database.
const arabicLetter = /[\u0621-\u064A]/;
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/;
/** Codes a translation must keep as written: IP67, M12, RS-485, TO-5, MIL-PRF-83536, E2E-X5ME1… */
const codes = (text: string) => text.match(/\b[A-Z][A-Za-z]*[-/]?\d[\w.-]*/g) ?? [];

describe("the Arabic product descriptions", () => {
  it("are keyed by the part numbers of demo products", () => {
    const partNumbers = new Set(products.map((p) => p.partNumber));
    expect(Object.keys(arabicProductDescriptions).filter((key) => !partNumbers.has(key))).toEqual([]);
  });

  it("reach every demo product through the overlay, in Arabic with Western digits and the codes kept", () => {
    for (const product of products) {
      const ar = product.description.ar;
      expect(ar, product.partNumber).toMatch(arabicLetter);
      expect(ar, product.partNumber).not.toMatch(easternDigit);
      for (const code of codes(product.description.en)) expect(ar, `${product.partNumber}: ${code}`).toContain(code.replace(/[.-]+$/, ""));
    }
  });

  it("leave the English and French descriptions as they were", () => {
    const d2425 = products.find((p) => p.partNumber === "D2425")!;
    expect(d2425.description.en).toMatch(/^Industry-standard hockey-puck SSR/);
    expect(d2425.description.fr).not.toMatch(arabicLetter);
  });
});

describe("the Arabic product details written so far", () => {
  it("are keyed by demo part numbers, in Arabic with Western digits and the codes kept", () => {
    const byPartNumber = new Map(products.map((p) => [p.partNumber, p]));
    const keys = Object.keys(arabicProductDetails);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const product = byPartNumber.get(key);
      expect(product, key).toBeDefined();
      const ar = product!.details.ar;
      expect(ar, key).toBe(arabicProductDetails[key]);
      expect(ar, key).toMatch(arabicLetter);
      expect(ar, key).not.toMatch(easternDigit);
      for (const code of codes(product!.details.en)) expect(ar, `${key}: ${code}`).toContain(code.replace(/[.-]+$/, ""));
    }
  });

  it("leave a product without them with its English details only (shown marked on Arabic pages)", () => {
    const d2425 = products.find((p) => p.partNumber === "D2425")!;
    expect(arabicProductDetails.D2425).toBeUndefined();
    expect(d2425.details.ar).toBeUndefined();
  });
});

describe("the Arabic article bodies", () => {
  const shape = (markdown: string) => ({
    headings: (markdown.match(/^## /gm) ?? []).length,
    items: (markdown.match(/^- /gm) ?? []).length,
    rows: (markdown.match(/^\|/gm) ?? []).length,
    bold: (markdown.match(/\*\*[^*]+\*\*/g) ?? []).length,
  });

  it("keep the English body's Markdown structure, with Western digits", () => {
    for (const article of articles) {
      if (!arabicArticles[article.slug.en]?.body) continue;
      const ar = article.body.ar!;
      expect(ar, article.slug.en).toMatch(arabicLetter);
      expect(ar, article.slug.en).not.toMatch(easternDigit);
      expect(shape(ar), article.slug.en).toEqual(shape(article.body.en ?? ""));
    }
  });

  it("are written for the three demo articles", () => {
    expect(articles.filter((a) => a.body.ar).map((a) => a.slug.en)).toHaveLength(3);
  });
});
