import { describe, expect, it } from "vitest";
import { articles } from "~/db/seed/articles";
import { arabicArticles } from "~/db/seed/arabic/articles";
import { arabicProductDescriptions } from "~/db/seed/arabic/product-descriptions";
import { arabicProductDetails } from "~/db/seed/arabic/product-details";
import { formatSpecValue } from "~/catalogue/specs/spec-values";
import { products } from "~/db/seed/products";
import { readSeedSpecs, seedAttributeDef } from "~/db/seed/seed-specs";
import { attributes } from "~/db/seed/taxonomy";

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

describe("the Arabic of the demo's free-text specification values", () => {
  const defs = new Map(attributes.map((attribute) => [attribute.key, seedAttributeDef(attribute)]));
  const textEntries = products.flatMap((product) =>
    readSeedSpecs(product, defs)
      .filter(({ key }) => defs.get(key)!.type === "text")
      .flatMap(({ key, entries }) => entries.map((entry) => ({ part: product.partNumber, key, entry }))),
  );

  it("is stored beside the English and French of every text value, a word translated, a code as written", () => {
    expect(textEntries.length).toBeGreaterThan(40);
    for (const { part, key, entry } of textEntries) {
      const label = entry.label!;
      expect(label.ar, `${part} ${key} "${label.en}"`).toBeTruthy();
      expect(label.ar, `${part} ${key}`).not.toMatch(easternDigit);
      if (/[a-z]{4,}/.test(label.en!.replace(/\b(?:[A-Z]+|s|h)\b/g, ""))) expect(label.ar, `${part} ${key} "${label.en}"`).toMatch(arabicLetter);
      else expect(label.ar).toBe(label.en);
      for (const code of codes(label.en!)) expect(label.ar, `${part}: ${code}`).toContain(code);
    }
  });

  it("is shown on Arabic pages, the English text kept for English ones", () => {
    const relay = textEntries.find(({ entry }) => entry.label?.en === "Relay + 2 alarm relays")!;
    const def = defs.get(relay.key)!;
    expect(formatSpecValue(def, relay.entry.value, "ar", relay.entry.label)).toBe("مرحل + مرحلا إنذار");
    expect(formatSpecValue(def, relay.entry.value, "en", relay.entry.label)).toBe("Relay + 2 alarm relays");
  });
});
