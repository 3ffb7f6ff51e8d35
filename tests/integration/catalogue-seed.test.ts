import { count, eq, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  listApplications,
  listCategories,
  listFeaturedCategories,
  listSubcategories,
  matchTaxonomy,
} from "~/catalogue/taxonomy/taxonomy.server";
import type { DatabaseHandle } from "~/db/client.server";
import * as t from "~/db/schema";
import { specApplicationSlugs, specCategorySlugs, specSubcategorySlugs } from "../support/spec-taxonomy";
import { createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("the demo catalogue", () => {
  it("has at least 150 active products, each with a datasheet and specifications", async () => {
    const { db } = handle;
    const [products] = await db.select({ n: count() }).from(t.products).where(eq(t.products.status, "active"));
    expect(products!.n).toBeGreaterThanOrEqual(150);
    const withoutDatasheet = await db
      .select({ partNumber: t.products.partNumber })
      .from(t.products)
      .where(notInArray(t.products.id, db.select({ id: t.productDocuments.productId }).from(t.productDocuments).where(eq(t.productDocuments.type, "datasheet"))));
    expect(withoutDatasheet).toEqual([]);
    const withoutSpecs = await db
      .select({ partNumber: t.products.partNumber })
      .from(t.products)
      .where(notInArray(t.products.id, db.select({ id: t.productSpecs.productId }).from(t.productSpecs)));
    expect(withoutSpecs).toEqual([]);
    const [numeric] = await db.select({ n: count() }).from(t.productSpecs).where(sql`${t.productSpecs.valueNumber} is not null`);
    expect(numeric!.n).toBeGreaterThan(300);
  });

  it("covers every lifecycle state and every category", async () => {
    const lifecycles = await handle.db.selectDistinct({ lifecycle: t.products.lifecycle }).from(t.products);
    expect(lifecycles.map((r) => r.lifecycle).sort()).toEqual(["active", "new", "nrnd", "obsolete"]);
    for (const category of await listCategories(handle.db)) {
      expect(category.productCount, category.slug).toBeGreaterThan(0);
      expect(category.name.en && category.name.fr, category.slug).toBeTruthy();
    }
  });

  it("normalises part numbers for search", async () => {
    const rows = await handle.db
      .select({ partNumber: t.products.partNumber, normalized: t.products.partNumberNormalized })
      .from(t.products)
      .limit(20);
    for (const row of rows) expect(row.normalized).toBe(row.partNumber.replace(/[^A-Za-z0-9]/g, "").toUpperCase());
  });

  it("has catalogues and the site settings", async () => {
    const [catalogues] = await handle.db.select({ n: count() }).from(t.catalogues);
    expect(catalogues!.n).toBeGreaterThanOrEqual(5);
    const [settings] = await handle.db.select().from(t.settings);
    expect(settings!.phone).toMatch(/^\+212/);
    expect(settings!.salesEmail).toContain("@");
  });
});

describe("taxonomy lookups (SPEC §3, §5)", () => {
  it("resolves every slug of the spec, alternate spellings to the same record", async () => {
    const categories = await listCategories(handle.db);
    for (const slug of specCategorySlugs) expect(matchTaxonomy(categories, slug), slug).toBeDefined();
    expect(matchTaxonomy(categories, "solide-state-relays")!.id).toBe(matchTaxonomy(categories, "solid-state-relays")!.id);
    expect(matchTaxonomy(categories, "switchs")!.id).toBe(matchTaxonomy(categories, "switches")!.id);
    const sealed = matchTaxonomy(categories, "hermetically sealed relays and timers")!;
    expect(matchTaxonomy(categories, "heremetically-sealed-relays-timers")!.id).toBe(sealed.id);

    const subcategories = await listSubcategories(handle.db);
    for (const slug of specSubcategorySlugs) expect(matchTaxonomy(subcategories, slug), slug).toBeDefined();
    const applications = await listApplications(handle.db);
    for (const slug of specApplicationSlugs) expect(matchTaxonomy(applications, slug), slug).toBeDefined();
    expect(matchTaxonomy(applications, "medical")!.id).toBe(matchTaxonomy(applications, "medical-equipment")!.id);
  });

  it("matches names in either language, URL-decoded, and nothing for junk", async () => {
    const categories = await listCategories(handle.db);
    const ssr = matchTaxonomy(categories, "solid-state-relays")!;
    expect(matchTaxonomy(categories, decodeURIComponent("Solid%20State%20Relays"))!.id).toBe(ssr.id);
    expect(matchTaxonomy(categories, ssr.name.fr!)!.id).toBe(ssr.id);
    expect(matchTaxonomy(categories, "%%%")).toBeUndefined();
    expect(matchTaxonomy(categories, "zzzz-unknown")).toBeUndefined();
  });

  it("lists featured categories only in the featured call", async () => {
    const featured = await listFeaturedCategories(handle.db);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((c) => c.featured)).toBe(true);
    expect(featured.length).toBeLessThan((await listCategories(handle.db)).length);
  });
});
