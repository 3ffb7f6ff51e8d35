import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { listProducts } from "~/catalogue/products/products.server";
import { arabicStem, foldSearchText, searchWords } from "~/catalogue/search/search-query";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

// Decision 067: Arabic names and synonyms are searchable, folded the same way on both sides.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const search = async (q: string, locale: "en" | "fr" | "ar") =>
  (await listProducts(handle.db, parseProductFilters(new URLSearchParams(`q=${encodeURIComponent(q)}`)), locale)).items.map((p) => p.partNumber);
/** Every page's part numbers (a page of the list holds the pages before it: "load more"), sorted, and the total. */
async function searchAll(q: string, locale: "en" | "ar") {
  const result = await listProducts(handle.db, parseProductFilters(new URLSearchParams(`q=${encodeURIComponent(q)}&page=10`)), locale);
  const parts = [...new Set(result.items.map((p) => p.partNumber))].sort();
  expect(parts.length).toBe(result.total);
  return { total: result.total, parts };
}

describe("the Arabic fold: the SQL function and its mirror agree", () => {
  const samples = [
    "مُرَحِّل الحالة الصلبة",
    "أإآٱ ا",
    "ساعة تشغيل",
    "مستشفى",
    "مـــرحـــل",
    "٢٤ V DC ۲۴",
    "قُوَّةٌ ٰ",
    "مؤقت ئ ء",
  ];
  it("on texts with tashkeel, tatweel, alef and hamza forms, ta marbuta, alef maqsura and Arabic-Indic digits", async () => {
    for (const text of samples) {
      const [row] = await queryRows<{ folded: string }>(handle.db, sql`select f_search_fold(${text}) as folded`);
      expect(foldSearchText(text), text).toBe(row!.folded);
    }
    expect(foldSearchText("مُرَحِّل الحالة")).toBe("مرحل الحاله");
    expect(foldSearchText("أإآٱ")).toBe("اااا");
    expect(foldSearchText("مستشفى")).toBe("مستشفي");
    expect(foldSearchText("مـــرحـــل")).toBe("مرحل");
    expect(foldSearchText("٢٤VDC ۱۲")).toBe("24VDC 12");
  });

  it("keeps Arabic words as search words (they were dropped before)", () => {
    expect(searchWords("مرحل حالة صلبة 24V")).toEqual(["مرحل", "حاله", "صلبه", "24v"]);
    expect(searchWords("Relais à fermeture")).toEqual(["relais", "a", "fermeture"]);
  });
});

describe("an Arabic search", () => {
  it("finds a product by its Arabic name, however the buyer writes hamza, ta marbuta and diacritics", async () => {
    const [stored] = await queryRows<{ name: string }>(handle.db, sql`select name->>'ar' as name from products where part_number = 'D2425'`);
    expect(stored!.name).toContain("مرحل حالة صلبة");
    for (const q of ["مرحل حالة صلبة", "مُرَحِّل حاله صلبه", "مرحل حالة صلبة 25 A"]) {
      expect(await search(q, "ar"), q).toContain("D2425");
    }
    // An Arabic word that no product carries finds nothing (the words are a condition, not ignored).
    expect(await search("زرافة", "ar")).toEqual([]);
  });

  it("finds words with a hamza written on the alef or not (أسطوانة / اسطوانه)", async () => {
    const withHamza = await search("أسطوانة", "ar");
    expect(withHamza).toContain("DSBC-50-100-PPVA-N3");
    expect(await search("اسطوانه", "ar")).toEqual(withHamza);
  });

  it("reads Arabic-Indic digits as 0-9, for values and part numbers", async () => {
    const latin = await search("24VDC", "ar");
    expect(latin.length).toBeGreaterThan(3);
    expect(await search("٢٤VDC", "ar")).toEqual(latin);
    expect(await search("D٢٤٢٥", "ar")).toContain("D2425");
  });

  it("finds the same products for 24VDC and a part number from every language", async () => {
    // The same set; the order of equal matches follows each language's names.
    const en = await searchAll("24VDC", "en");
    expect(en.total).toBeGreaterThan(24);
    expect(await searchAll("24VDC", "ar")).toEqual(en);
    expect(await searchAll("RM22TG20", "ar")).toEqual(await searchAll("RM22TG20", "en"));
  });

  it("expands the Arabic synonyms (حساس تقارب = proximity sensor)", async () => {
    const found = await search("حساس تقارب", "ar");
    expect(found).toContain("E2E-X5ME1");
    expect(found).toContain("CJ10-30GM-E2");
  });
});

describe("light Arabic stemming: the article and the plural ending", () => {
  const samples = ["الحساسات الحثية", "والمرحلات للمحركات", "بالمؤقتات", "ذات الة اله", "RM22TG20 المرحلات 24 V", "فالحساس كالحساس", "مرحلات، حساسات."];
  it("gives the same stems in SQL (f_arabic_stem) and in its mirror (arabicStem)", async () => {
    for (const text of samples) {
      const [row] = await queryRows<{ stemmed: string }>(handle.db, sql`select f_arabic_stem(${text}) as stemmed`);
      expect(arabicStem(text), text).toBe(row!.stemmed);
    }
    expect(arabicStem("الحساسات")).toBe("حساس");
    expect(arabicStem("والمرحلات للمحركات")).toBe("مرحل محرك");
    // Too short to carry an article or a plural ending: left as written.
    expect(arabicStem("ذات الة")).toBe("ذات الة");
    expect(arabicStem("RM22TG20 relais")).toBe("RM22TG20 relais");
  });

  it("finds a product named in the singular from a plural with its article, and the other way round", async () => {
    const [stored] = await queryRows<{ name: string }>(handle.db, sql`select name->>'ar' as name from products where part_number = 'D2425'`);
    expect(stored!.name).toMatch(/^مرحل /);
    for (const q of ["مرحلات حالة صلبة", "المرحلات", "للمرحلات", "والمرحل"]) expect(await search(q, "ar"), q).toContain("D2425");
    // The stems found by "الحساسات" are those found by "حساس".
    const plural = await searchAll("الحساسات", "ar");
    expect(plural.total).toBeGreaterThan(5);
    expect(plural).toEqual(await searchAll("حساس", "ar"));
  });
});

