import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partNumberBase, partNumberKey } from "~/catalogue/index/part-number";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { listProducts } from "~/catalogue/products/products.server";
import { didYouMean } from "~/catalogue/products/did-you-mean.server";
import { searchSuggestions } from "~/catalogue/products/search.server";
import { contentChanged } from "~/cache/content-cache.server";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const search = (q: string, locale: "en" | "fr" = "en") =>
  listProducts(handle.db, parseProductFilters(new URLSearchParams(`q=${encodeURIComponent(q)}`)), locale);

describe("part_number_key: the SQL function and its mirror agree", () => {
  it("on every seeded part number and cross reference, and on sloppy spellings", async () => {
    const rows = await queryRows<{ part_number: string; key: string }>(
      handle.db,
      sql`select part_number, part_number_key as key from products union all select part_number, part_number_key from product_cross_references`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) expect(partNumberKey(row.part_number), row.part_number).toBe(row.key);
    for (const text of ["MY2N-GS-24VDC", "my2n dc24v", "IME12 04BPSZCOS", "G2R-2 24VDC", "dc24dc12v", "24VDC5", "ö-é i o"]) {
      const [sqlKey] = await queryRows<{ key: string }>(handle.db, sql`select part_number_key(${text}) as key`);
      expect(partNumberKey(text), text).toBe(sqlKey!.key);
    }
  });

  it("a DC voltage written any way is one token; O and I read as 0 and 1", () => {
    for (const text of ["MY2N-GS 24VDC", "MY2N-GS DC24", "MY2N-GS DC24V", "MY2NGS 24V", "my2n.gs-24vdc"]) expect(partNumberKey(text)).toBe("MY2NGS24V");
    expect(partNumberKey("IME12 04BPSZCOS")).toBe(partNumberKey("IME12-04BPSZC0S"));
  });

  it("a trailing voltage, cable length or packaging suffix gives the base to look up", () => {
    expect(partNumberBase("E2E-X5ME1 5M")).toEqual({ base: "E2EX5ME1", suffix: "5M" });
    expect(partNumberBase("G2R-2 24VDC")).toEqual({ base: "G2R2", suffix: "24V" });
    expect(partNumberBase("SR2B121BD-TR")).toEqual({ base: "SR2B121BD", suffix: "TR" });
    expect(partNumberBase("MY2N-GS-24VDC-TR")).toEqual({ base: "MY2NGS", suffix: "24VTR" });
    expect(partNumberBase("E2E 5M")).toBeNull(); // too little left to name a part
    expect(partNumberBase("E2E-X5ME1")).toBeNull();
  });
});

describe("part numbers however typed (issue 32's table, on the demo catalogue)", () => {
  const meant: Array<[string, string]> = [
    ["MY2N-GS-24VDC", "MY2N-GS DC24"],
    ["MY2N DC24V", "MY2N-GS DC24"],
    ["MY2NGS 24", "MY2N-GS DC24"],
    ["IME12 04BPSZCOS", "IME12-04BPSZC0S"],
    ["E2E-X5ME1 5M", "E2E-X5ME1"],
    ["G2R-2 24VDC", "40.52.9.024.0000"],
  ];
  for (const locale of ["en", "fr"] as const) {
    for (const [q, partNumber] of meant) {
      it(`${q} (${locale}) finds ${partNumber} first, in the list and the suggestions`, async () => {
        expect((await search(q, locale)).items[0]?.partNumber).toBe(partNumber);
        expect((await searchSuggestions(handle.db, q, locale)).products[0]?.partNumber).toBe(partNumber);
      });
    }
  }

  it("a cross reference typed with its coil voltage says which part ours is equivalent to", async () => {
    const [first] = (await search("G2R-2 24VDC")).items;
    expect(first?.equivalentTo).toEqual({ manufacturer: "Omron", partNumber: "G2R-2-SN DC24" });
    const [suggested] = (await searchSuggestions(handle.db, "g2r2sn dc24v", "fr")).products;
    expect(suggested?.equivalentTo?.partNumber).toBe("G2R-2-SN DC24");
  });

  it("an exact part number still comes before one found without a suffix", async () => {
    await handle.db.execute(sql`insert into products (part_number, name, description, details, category_id)
      select 'E2E-X5ME1 5M', name, description, details, category_id from products where part_number = 'E2E-X5ME1'`);
    contentChanged();
    try {
      const first = (await search("E2E-X5ME1 5M")).items.map((item) => item.partNumber).slice(0, 2);
      expect(first).toEqual(["E2E-X5ME1 5M", "E2E-X5ME1"]);
      expect((await search("E2E-X5ME1")).items[0]?.partNumber).toBe("E2E-X5ME1");
    } finally {
      await handle.db.execute(sql`delete from products where part_number = 'E2E-X5ME1 5M'`);
      contentChanged();
    }
  });

  it("no input gives an error: punctuation, suffixes alone, very long text", async () => {
    for (const q of ["-TR", " 5M", "DC24V", "%_\\", "O".repeat(300), "24VDC-24VDC-24VDC", "I/O"]) {
      await expect(search(q)).resolves.toBeDefined();
      await expect(searchSuggestions(handle.db, q, "fr")).resolves.toBeDefined();
    }
  });
});

describe("did you mean, plurals and synonyms (issue 32's table)", () => {
  it("RXM4AB1BD offers RXM4AB2BD as did you mean, and does not list it", async () => {
    for (const locale of ["en", "fr"] as const) {
      expect((await search("RXM4AB1BD", locale)).total).toBe(0);
      expect((await searchSuggestions(handle.db, "RXM4AB1BD", locale)).products).toEqual([]);
      expect(await didYouMean(handle.db, "RXM4AB1BD", locale)).toContain("RXM4AB2BD");
    }
  });

  it("near part numbers are one or two characters away, and a cross reference counts", async () => {
    expect(await didYouMean(handle.db, "MY4N-GS DC12", "en")).toContain("MY4N-GS DC24");
    expect(await didYouMean(handle.db, "ZZZZ9999", "en")).toEqual([]);
  });

  it("one-letter typos on words of five letters or more are corrected from the catalogue's words, to a search that finds something", async () => {
    for (const locale of ["en", "fr"] as const) {
      const [relais] = await didYouMean(handle.db, "relais statiqe", locale);
      expect(relais).toBe("relais statique");
      expect((await search(relais!, locale)).total).toBeGreaterThan(0);
      const [proximity] = await didYouMean(handle.db, "proximty sensor", locale);
      expect(proximity).toBe("proximity sensor");
      expect((await search(proximity!, locale)).total).toBeGreaterThan(0);
    }
    expect(await didYouMean(handle.db, "xqzvw", "en")).toEqual([]);
  });

  it("French plurals and capteur for détecteur find what the singular finds, in both languages", async () => {
    for (const locale of ["en", "fr"] as const) {
      const singular = (await search("capteur inductif", locale)).items.map((item) => item.id);
      expect(singular.length, locale).toBeGreaterThan(0);
      expect((await search("capteurs inductifs", locale)).items.map((item) => item.id).sort()).toEqual([...singular].sort());
      expect((await search("capteur de proximité", locale)).total, locale).toBeGreaterThan(0);
    }
  });

  it("no input gives an error", async () => {
    for (const q of ["", "   ", "%%%%%", "a".repeat(500), "RXM4AB1BD".repeat(20), "é".repeat(50)]) await expect(didYouMean(handle.db, q, "fr")).resolves.toBeDefined();
  });
});
