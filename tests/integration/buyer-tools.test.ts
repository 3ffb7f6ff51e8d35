import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareProducts } from "~/catalogue/products/compare.server";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { getProduct, listProducts } from "~/catalogue/products/products.server";
import { querySuggestions } from "~/catalogue/products/search.server";
import { renderSpecSheet } from "~/catalogue/products/spec-sheet.server";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { resolveProducts, writeProducts } from "~/catalogue/products/product-write.server";
import { emptyProductInput } from "~/catalogue/products/product-schema";
import { parseCompareIds } from "~/compare/compare-store";
import type { DatabaseHandle } from "~/db/client.server";
import * as t from "~/db/schema";
import { getMessages } from "~/i18n/messages.server";
import { translate } from "~/i18n/translate";
import { createTestDatabase } from "../support/database";
import { readPdf } from "../support/pdf-text";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const idOf = async (partNumber: string) => {
  const [row] = await handle.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.partNumber, partNumber));
  return row!.id;
};

describe("replacements and alternatives of the demo catalogue", () => {
  it("names a replacement for every obsolete and NRND product, and the replacement is a product one can open", async () => {
    const ending = await handle.db
      .select({ id: t.products.id, partNumber: t.products.partNumber, status: t.products.status })
      .from(t.products)
      .where(inArray(t.products.lifecycle, ["obsolete", "nrnd"]));
    expect(ending.length).toBeGreaterThan(10);
    for (const product of ending.filter((p) => p.status === "active")) {
      const detail = await getProduct(handle.db, product.id);
      expect(detail?.replacedBy, product.partNumber).not.toBeNull();
      expect(await getProduct(handle.db, detail!.replacedBy!.id), product.partNumber).toBeDefined();
      expect(detail!.replacedBy!.keySpecs.length, product.partNumber).toBeGreaterThan(0);
    }
    const [inactive] = await handle.db.select({ replacedById: t.products.replacedById }).from(t.products).where(eq(t.products.partNumber, "DNC-50-100-PPV-A"));
    expect(inactive?.replacedById).toBe(await idOf("DSBC-50-100-PPVA-N3"));
    const xbtn = await getProduct(handle.db, await idOf("XBTN401"));
    expect(xbtn?.replacedBy?.partNumber).toBe("HMIGXU3500");
    expect(xbtn?.alternatives.map((a) => a.partNumber)).toEqual(["NB7W-TW01B"]);
  });
});

describe("cross references", () => {
  it("finds our product by another maker's part number, however it is typed, in the list and the suggestions, and says why", async () => {
    const ours = await idOf("40.52.9.024.0000");
    for (const q of ["RT424024", "rt 424-024", "rt4240"]) {
      const list = await listProducts(handle.db, parseProductFilters(new URLSearchParams({ q })), "en");
      const hit = list.items.find((item) => item.id === ours);
      expect(hit, q).toBeDefined();
      expect(hit!.equivalentTo).toEqual({ manufacturer: "TE Connectivity", partNumber: "RT424024" });
    }
    const suggestions = await querySuggestions(handle.db, "55.32.9.024.0040", "fr");
    const my2 = suggestions.products.find((p) => p.partNumber === "MY2N-GS DC24");
    expect(my2?.equivalentTo).toEqual({ manufacturer: "Finder", partNumber: "55.32.9.024.0040" });
    // Our own part numbers still match as before, without a reason attached.
    const own = await listProducts(handle.db, parseProductFilters(new URLSearchParams({ q: "RM22TG20" })), "en");
    expect(own.items[0]?.partNumber).toBe("RM22TG20");
    expect(own.items[0]?.equivalentTo).toBeUndefined();
    expect((await getProduct(handle.db, ours))?.crossReferences).toContainEqual({ manufacturer: "Relpol", partNumber: "RM84-2012-35-1024" });
  });
});

describe("compare", () => {
  it("takes at most four distinct positive ids from the URL and ignores the rest", () => {
    expect(parseCompareIds("3,1,3,x,-2,0,,9999999999,5,6,7")).toEqual([3, 1, 5, 6]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds("a,b")).toEqual([]);
  });

  it("lays the union of the specifications out in rows and marks the rows that differ", async () => {
    const ids = [await idOf("D2425"), await idOf("D2450-10"), await idOf("G3NA-220B DC5-24"), 999_999];
    const { products, rows } = await compareProducts(handle.db, ids);
    expect(products.map((p) => p.partNumber)).toEqual(["D2425", "D2450-10", "G3NA-220B DC5-24"]);
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) {
      expect(row.values).toHaveLength(3);
      const distinct = new Set(row.values.map((v) => (v?.en ?? "").toLowerCase()));
      expect(row.differs, row.key).toBe(distinct.size > 1);
    }
    expect(rows.some((row) => row.differs)).toBe(true);
  });
});

describe("the product write path", () => {
  const base = (partNumber: string, extra: Record<string, unknown> = {}) => ({
    ...emptyProductInput(partNumber),
    name: { en: `Test ${partNumber}`, fr: "", ar: "" },
    manufacturer: "Test",
    category: "relays-control",
    lifecycle: "obsolete" as const,
    ...extra,
  });

  it("refuses unknown, self and repeated links before writing anything", async () => {
    const [unknown, self, twice] = await resolveProducts(handle.db, [
      base("LINK-A", { replacedBy: "NO-SUCH-PART" }),
      base("LINK-B", { replacedBy: "LINK-B", alternatives: ["LINK-B"] }),
      base("LINK-C", { alternatives: ["RM22TG20", "RM22TG20"] }),
    ]);
    expect(unknown).toEqual({ ok: false, errors: [{ field: "replacedBy", key: "admin.catalogue.errors.unknownProduct", vars: { value: "NO-SUCH-PART" } }] });
    expect(self).toMatchObject({ ok: false, errors: [{ field: "replacedBy", key: "admin.catalogue.errors.linksItself" }, { field: "alternatives.0", key: "admin.catalogue.errors.linksItself" }] });
    expect(twice).toMatchObject({ ok: false, errors: [{ field: "alternatives.1", key: "admin.catalogue.errors.duplicateLink" }] });
  });

  it("writes links to products of the same change, and reads them back as staff edit them", async () => {
    const inputs = [
      base("LINK-OLD", { replacedBy: "LINK-NEW", alternatives: ["RM22TG20"], crossReferences: [{ manufacturer: "Finder", partNumber: "40.52.9.024" }] }),
      base("LINK-NEW", { lifecycle: "active" }),
    ];
    const resolved = await resolveProducts(handle.db, inputs);
    expect(resolved.every((r) => r.ok)).toBe(true);
    await handle.db.transaction((tx) => writeProducts(tx, resolved.map((r) => (r.ok ? r.product : null!))));
    const [stored] = await readProductInputs(handle.db, { partNumbers: ["LINK-OLD"] });
    expect(stored!.input).toMatchObject({ replacedBy: "LINK-NEW", alternatives: ["RM22TG20"], crossReferences: [{ manufacturer: "Finder", partNumber: "40.52.9.024" }] });
    const found = await listProducts(handle.db, parseProductFilters(new URLSearchParams({ q: "40529024" })), "en");
    expect(found.items.find((i) => i.partNumber === "LINK-OLD")?.equivalentTo?.partNumber).toBe("40.52.9.024");

    // Saved again without links: they go.
    const again = await resolveProducts(handle.db, [base("LINK-OLD")]);
    await handle.db.transaction((tx) => writeProducts(tx, again.map((r) => (r.ok ? r.product : null!))));
    const [cleared] = await readProductInputs(handle.db, { partNumbers: ["LINK-OLD"] });
    expect(cleared!.input).toMatchObject({ replacedBy: "", alternatives: [], crossReferences: [] });
  });
});

describe("the spec sheet", () => {
  const company = { name: "Vitrine Industrie", phone: "+212 522 33 44 55", email: "sales@vitrine-industrie.ma", address: "Lot 42, Parc d'affaires de Sidi Maârouf, 20270 Casablanca, Maroc" };
  const sheetOf = async (productId: number, images: { logo?: Uint8Array | null; productImage?: Uint8Array | null } = {}) => {
    const product = (await getProduct(handle.db, productId))!;
    const messages = await getMessages(handle.db, "fr");
    const pdf = await renderSpecSheet({
      product,
      locale: "fr",
      t: (key, vars) => translate(messages, key, vars),
      company,
      logo: images.logo ?? null,
      productImage: images.productImage ?? null,
      productUrl: `https://vitrine.test/fr/products/${product.id}`,
      origin: "https://vitrine.test",
      date: new Date("2026-11-23T10:00:00Z"),
    });
    return { product, pdf, read: await readPdf(pdf) };
  };

  it("is one A4 page with the part number, the specifications, the replacement, the address and the date", async () => {
    const { product, pdf, read } = await sheetOf(await idOf("K8DT-PM1CN"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(read.pages).toHaveLength(1);
    expect(read.pages[0]!.size.width).toBeCloseTo(595.28, 1);
    expect(read.text).toContain("K8DT-PM1CN");
    expect(read.text).toContain("Vitrine Industrie");
    // Every specification in French notation ("V CA", "2 RT"), as the French page shows it.
    const flat = (text: string) => text.replace(/\s+/g, " ");
    for (const spec of product.specs) expect(flat(read.text)).toContain(flat(spec.value.fr!));
    expect(flat(read.text)).toMatch(/\d V CA/);
    expect(read.text).toContain(`Remplacé par`);
    expect(read.text).toContain(product.replacedBy!.partNumber);
    expect(read.text).toContain(`https://vitrine.test/fr/products/${product.id}`);
    expect(read.text).toContain("Fiche du 23 novembre 2026");
  });

  it("carries the company's phone, e-mail and address, and names its documents as links rather than printing their addresses", async () => {
    const { product, read } = await sheetOf(await idOf("K8DT-PM1CN"));
    expect(read.text).toContain("Tél. +212 522 33 44 55");
    expect(read.text).toContain("E-mail sales@vitrine-industrie.ma");
    expect(read.text).toContain("Lot 42, Parc d'affaires de Sidi Maârouf, 20270 Casablanca, Maroc");
    expect(product.documents.length).toBeGreaterThan(0);
    for (const doc of product.documents) {
      expect(read.text).toContain(doc.name.fr);
      expect(read.text).not.toContain(doc.url);
      expect(read.links).toContain(`https://vitrine.test${doc.url}`);
    }
    expect(read.links).toContain(`https://vitrine.test/fr/products/${product.id}`);
    expect(read.images).toBe(0);
  });

  it("draws the logo and the product's image, whatever their format (PNG, JPEG, WebP, SVG); what is no image is left out", async () => {
    const id = await idOf("K8DT-PM1CN");
    const picture = sharp({ create: { width: 900, height: 600, channels: 3, background: "#3b82f6" } });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b3a5b"/></svg>');
    const cases: Array<[string, Uint8Array, Uint8Array]> = [
      ["PNG logo, JPEG image", await picture.clone().png().toBuffer(), await picture.clone().jpeg().toBuffer()],
      ["SVG logo, WebP image", svg, await picture.clone().webp().toBuffer()],
      ["AVIF logo, PNG image", await picture.clone().avif().toBuffer(), await picture.clone().png().toBuffer()],
    ];
    for (const [label, logo, productImage] of cases) {
      const { read } = await sheetOf(id, { logo, productImage });
      expect(read.images, label).toBe(2);
      expect(read.pages, label).toHaveLength(1);
    }
    const { read } = await sheetOf(id, { logo: new TextEncoder().encode("not an image"), productImage: await picture.clone().webp().toBuffer() });
    expect(read.images).toBe(1);
  });
});
