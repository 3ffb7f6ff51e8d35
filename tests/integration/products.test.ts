import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { getProduct, listProducts, listRelatedProducts } from "~/catalogue/products/products.server";
import type { DatabaseHandle } from "~/db/client.server";
import * as t from "~/db/schema";
import { createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const list = (query: string, locale: "en" | "fr" = "en") =>
  listProducts(handle.db, parseProductFilters(new URLSearchParams(query)), locale);

describe("listProducts", () => {
  it("lists active products newest first, 24 at a time, with the total", async () => {
    const all = await handle.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.status, "active"));
    const result = await list("");
    expect(result.total).toBe(all.length);
    expect(result.items).toHaveLength(24);
    expect((await list("page=2")).items).toHaveLength(48);
    const huge = await list("page=999999999");
    expect(huge.items.length).toBe(huge.total);
    expect((await list("page=-3")).items).toHaveLength(24);
  });

  it("selects a category by slug, alternate spelling or URL-encoded name, in either language", async () => {
    const bySlug = await list("category=solid-state-relays");
    expect(bySlug.total).toBeGreaterThan(5);
    expect(bySlug.items.every((p) => p.categorySlug === "solid-state-relays")).toBe(true);
    for (const value of ["solide-state-relays", "Solid%20State%20Relays", "Relais%20statiques"]) {
      expect((await list(`category=${value}`)).total, value).toBe(bySlug.total);
    }
    const unknown = await list("category=no-such-thing-at-all");
    expect(unknown.total).toBe(0);
    expect(unknown.items).toEqual([]);
  });

  it("finds a part by a sloppy part number, first", async () => {
    const [target] = await handle.db.select().from(t.products).where(eq(t.products.partNumber, "RM22TG20"));
    const partNumber = target?.partNumber ?? (await list("")).items[0]!.partNumber;
    const sloppy = partNumber.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 6);
    const result = await list(`q=${encodeURIComponent(sloppy)}`);
    expect(result.items[0]!.partNumber.replace(/[^A-Za-z0-9]/g, "").toUpperCase().startsWith(sloppy.toUpperCase())).toBe(true);
    const dotted = partNumber.split("").join(".");
    expect((await list(`q=${encodeURIComponent(dotted)}`)).items[0]!.partNumber).toBe(partNumber);
  });

  it("matches words in both languages, with and without accents, with stemming", async () => {
    const french = await list("q=d%C3%A9tection");
    const plain = await list("q=detection");
    expect(french.total).toBeGreaterThan(0);
    expect(plain.total).toBe(french.total);
    expect((await list("q=relays")).total).toBeGreaterThan(0);
    expect((await list("q=relais")).total).toBeGreaterThan(0);
  });

  it("narrows by two specification facets, with counts that tell the result", async () => {
    const base = await list("category=relays-control");
    expect(base.facets.specs.length).toBeGreaterThan(1);
    const [first, second] = base.facets.specs.filter((f) => f.values.length > 1);
    const value1 = first!.values[0]!;
    const one = await list(`category=relays-control&spec.${first!.key}=${encodeURIComponent(value1.value)}`);
    expect(one.total).toBe(value1.count);
    const secondFacet = one.facets.specs.find((f) => f.key === second!.key);
    if (secondFacet) {
      const value2 = secondFacet.values[0]!;
      const two = await list(
        `category=relays-control&spec.${first!.key}=${encodeURIComponent(value1.value)}&spec.${second!.key}=${encodeURIComponent(value2.value)}`,
      );
      expect(two.total).toBe(value2.count);
      expect(two.total).toBeLessThanOrEqual(one.total);
    }
    // The facet of an active filter still offers its other values.
    expect(one.facets.specs.find((f) => f.key === first!.key)!.values.length).toBe(first!.values.length);
  });

  it("filters numeric ranges and ignores ranges on text attributes", async () => {
    const base = await list("category=relays-control");
    const numeric = base.facets.specs.find((f) => f.type === "quantity" && f.range && f.range.min < f.range.max)!;
    const { min, max } = numeric.range!;
    const all = await list(`category=relays-control&spec.${numeric.key}.min=${min}&spec.${numeric.key}.max=${max}`);
    const low = await list(`category=relays-control&spec.${numeric.key}.max=${min}`);
    expect(low.total).toBeGreaterThan(0);
    expect(low.total).toBeLessThan(all.total);
  });

  it("counts each facet with the other filters applied", async () => {
    const result = await list("lifecycle=active");
    const timers = result.facets.categories.find((c) => c.slug === "timers")!;
    expect((await list("lifecycle=active&category=timers")).total).toBe(timers.count);
    expect(result.facets.lifecycle.map((l) => l.value)).toEqual(expect.arrayContaining(["active", "new"]));
  });

  it("sorts by name in the page's language", async () => {
    const names = (await list("sort=name-asc&page=3", "fr")).items.map((p) => p.name.fr!.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, ""));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await list("sort=name-desc")).items.map((p) => p.name.en!.toLowerCase());
    expect(desc[0]! >= desc[desc.length - 1]!).toBe(true);
  });

  it("survives odd queries", async () => {
    for (const q of ["'", '"quoted"', "100%", "'; drop table products; --", "🔌⚡", "a".repeat(10_000), "\\", "&|!():*"]) {
      const result = await list(`q=${encodeURIComponent(q)}`);
      expect(result.total, q.slice(0, 20)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("getProduct", () => {
  it("returns an active product with specifications and documents", async () => {
    const { items } = await list("");
    const product = (await getProduct(handle.db, items[0]!.id))!;
    expect(product.specs.length).toBeGreaterThan(0);
    expect(product.documents.some((d) => d.type === "datasheet" && d.url.startsWith("/media/"))).toBe(true);
    const related = await listRelatedProducts(handle.db, product);
    expect(related.every((p) => p.id !== product.id)).toBe(true);
  });

  it("hides inactive products and refuses malformed ids", async () => {
    const [inactive] = await handle.db.select().from(t.products).where(eq(t.products.status, "inactive"));
    expect(await getProduct(handle.db, inactive!.id)).toBeUndefined();
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 40]) expect(await getProduct(handle.db, id)).toBeUndefined();
  });
});
