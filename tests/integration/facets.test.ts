import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Facets, loadFacets } from "~/catalogue/products/product-facets.server";
import { countKeys, countPairs, describeKeys, keyConditions, needsKeyFilters, resolveKeyFilters } from "~/catalogue/products/facet-keys.server";
import { type ResolvedFilters } from "~/catalogue/products/product-query.server";
import { loadCatalogueContext } from "~/catalogue/products/resolve-filters.server";
import type { Lifecycle } from "~/catalogue/products/lifecycle";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { deleteProducts, saveProduct, setProductsStatus } from "~/catalogue/products/product-admin.server";
import { exportProductsCsv } from "~/catalogue/product-csv/product-csv-export.server";
import { importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { MAX_TEXT_HITS, textHits } from "~/catalogue/products/product-query.server";
import { resolveSearch } from "~/catalogue/search/search-terms.server";
import { queryProducts } from "~/catalogue/products/products.server";
import { deleteTaxonomy } from "~/catalogue/taxonomy/taxonomy-admin.server";
import { listCategories, listSubcategories } from "~/catalogue/taxonomy/taxonomy.server";
import { dropContentCaches } from "~/cache/content-cache.server";
import { type Database, type DatabaseHandle, queryRows } from "~/db/client.server";
import * as t from "~/db/schema";
import { createTestDatabase } from "../support/database";
import { expectCountsInSync } from "../support/catalogue-consistency";
import { parseCsv, writeCsv } from "../support/product-csv";

// The structures of issue 14 (denormalised facet columns, facet_counts, the best-N text hits)
// must give exactly what the plain definition gives: for each dimension, the active products
// matching every other filter. The reference below computes it in memory from the tables.

let handle: DatabaseHandle;
let actor: { id: number; name: string; ip: string };
beforeAll(async () => {
  handle = await createTestDatabase();
  const [user] = await handle.db.insert(t.adminUsers).values({ username: "facets-test", passwordHash: "x" }).returning({ id: t.adminUsers.id });
  actor = { id: user!.id, name: "facets-test", ip: "127.0.0.1" };
});
afterAll(() => handle.close());

interface Catalogue {
  products: Array<typeof t.products.$inferSelect>;
  specs: Array<typeof t.productSpecs.$inferSelect>;
  links: Array<typeof t.productApplications.$inferSelect>;
}

async function loadCatalogue(db: Database): Promise<Catalogue> {
  return {
    products: await db.select().from(t.products).where(eq(t.products.status, "active")),
    specs: await db.select().from(t.productSpecs),
    links: await db.select().from(t.productApplications),
  };
}

type Dim = "category" | "subcategory" | "application" | "manufacturer" | "lifecycle" | `spec:${string}`;

/** The facets of a URL by the definition, keyed by slug / value, as plain objects. */
async function referenceFacets(db: Database, query: string, within?: Set<number>) {
  const filters = parseProductFilters(new URLSearchParams(query));
  const catalogue = await loadCatalogue(db);
  if (within) catalogue.products = catalogue.products.filter((p) => within.has(p.id));
  const categories = await db.select().from(t.categories);
  const subcategories = await db.select().from(t.subcategories);
  const applications = await db.select().from(t.applications);
  const attributes = await db.select().from(t.specAttributes);
  const slugOf = (list: Array<{ id: number; slug: string }>, id: number | null) => list.find((e) => e.id === id)?.slug;
  const specsOf = new Map<number, typeof catalogue.specs>();
  for (const s of catalogue.specs) specsOf.set(s.productId, [...(specsOf.get(s.productId) ?? []), s]);
  const appsOf = new Map<number, number[]>();
  for (const l of catalogue.links) appsOf.set(l.productId, [...(appsOf.get(l.productId) ?? []), l.applicationId]);
  const attributeKey = (id: number) => attributes.find((a) => a.id === id)!.key;

  const matches = (p: Catalogue["products"][number], except?: Dim) => {
    if (filters.category && except !== "category" && slugOf(categories, p.categoryId) !== filters.category) return false;
    if (filters.subcategory && except !== "subcategory" && slugOf(subcategories, p.subcategoryId) !== filters.subcategory) return false;
    if (filters.application && except !== "application" && !(appsOf.get(p.id) ?? []).some((a) => slugOf(applications, a) === filters.application)) return false;
    if (filters.manufacturer.length && except !== "manufacturer" && !filters.manufacturer.includes(p.manufacturer)) return false;
    if (filters.lifecycle.length && except !== "lifecycle" && !filters.lifecycle.includes(p.lifecycle)) return false;
    for (const [key, values] of Object.entries(filters.specs)) {
      if (except === `spec:${key}`) continue;
      if (!(specsOf.get(p.id) ?? []).some((s) => attributeKey(s.attributeId) === key && values.includes(s.value))) return false;
    }
    for (const [key, range] of Object.entries(filters.ranges)) {
      if (except === `spec:${key}`) continue;
      const ok = (specsOf.get(p.id) ?? []).some(
        // A range value meets the filter's bounds when they overlap (100–240 V meets 230 V).
        (s) => attributeKey(s.attributeId) === key && s.valueNumber !== null && (range.min === undefined || (s.valueMax ?? s.valueNumber) >= range.min) && (range.max === undefined || s.valueNumber <= range.max),
      );
      if (!ok) return false;
    }
    return true;
  };
  const tally = (except: Dim, keys: (p: Catalogue["products"][number]) => Array<string | undefined | null>) => {
    const counts: Record<string, number> = {};
    for (const p of catalogue.products.filter((p) => matches(p, except))) {
      for (const key of keys(p)) if (key !== undefined && key !== null) counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };
  const specs: Record<string, Record<string, number>> = {};
  if (filters.category || filters.subcategory) {
    // The family's filters: the subcategory's own set, else its category's, else every attribute.
    const sets = await db.select().from(t.attributeSets);
    const subcategoryId = subcategories.find((s) => s.slug === filters.subcategory)?.id;
    const categoryId = categories.find((c) => c.slug === filters.category)?.id ?? subcategories.find((s) => s.id === subcategoryId)?.categoryId;
    const own = sets.filter((s) => s.subcategoryId !== null && s.subcategoryId === subcategoryId);
    const family = own.length ? own : sets.filter((s) => s.categoryId !== null && s.categoryId === categoryId);
    const filterIds = new Set(family.filter((s) => s.filter).map((s) => s.attributeId));
    for (const attribute of family.length ? attributes.filter((a) => filterIds.has(a.id)) : attributes) {
      const counts = tally(`spec:${attribute.key}`, (p) => (specsOf.get(p.id) ?? []).filter((s) => s.attributeId === attribute.id).map((s) => s.value));
      if (Object.keys(counts).length) specs[attribute.key] = counts;
    }
  }
  return {
    total: catalogue.products.filter((p) => matches(p)).length,
    categories: tally("category", (p) => [slugOf(categories, p.categoryId)]),
    subcategories: tally("subcategory", (p) => [slugOf(subcategories, p.subcategoryId)]),
    applications: tally("application", (p) => (appsOf.get(p.id) ?? []).map((a) => slugOf(applications, a))),
    // A product without a manufacturer has no manufacturer value to offer.
    manufacturers: tally("manufacturer", (p) => [p.manufacturer || null]),
    lifecycle: tally("lifecycle", (p) => [p.lifecycle]),
    specs,
  };
}

const asCounts = (list: Array<{ count: number } & ({ slug: string } | { value: string })>) =>
  Object.fromEntries(list.map((e) => ["slug" in e ? e.slug : e.value, e.count]));

/** What the list shows, in the reference's shape (spec facets show at most 15 values each). */
async function listedFacets(db: Database, query: string) {
  const filters = parseProductFilters(new URLSearchParams(query));
  const { facets, total }: { facets: Facets; total: number } = await queryProducts(db, filters, "en", { offset: 0, limit: 24 });
  return {
    total,
    categories: asCounts(facets.categories),
    subcategories: asCounts(facets.subcategories),
    applications: asCounts(facets.applications),
    manufacturers: asCounts(facets.manufacturers),
    lifecycle: asCounts(facets.lifecycle),
    specs: Object.fromEntries(facets.specs.map((s) => [s.key, asCounts(s.values)])),
  };
}

async function expectSameFacets(db: Database, query: string, within?: Set<number>) {
  const [listed, reference] = [await listedFacets(db, query), await referenceFacets(db, query, within)];
  // The list's subcategory facet only offers the chosen category's subcategories.
  const categorySlug = new URLSearchParams(query).get("category");
  if (categorySlug) {
    const [category] = await db.select().from(t.categories).where(eq(t.categories.slug, categorySlug));
    const own = new Set((await db.select().from(t.subcategories).where(eq(t.subcategories.categoryId, category?.id ?? -1))).map((s) => s.slug));
    reference.subcategories = Object.fromEntries(Object.entries(reference.subcategories).filter(([slug]) => own.has(slug)));
  }
  for (const [key, values] of Object.entries(listed.specs)) {
    // Only the first 15 values of an attribute are listed: compare those.
    expect(values, `${query}: spec ${key}`).toEqual(Object.fromEntries(Object.keys(values).map((v) => [v, reference.specs[key]?.[v]])));
  }
  expect(Object.keys(listed.specs).sort(), `${query}: spec attributes`).toEqual(Object.keys(reference.specs).sort());
  const { specs: _a, ...plainListed } = listed;
  const { specs: _b, ...plainReference } = reference;
  expect(plainListed, query).toEqual(plainReference);
}

/** The whole catalogue as the staff's CSV export writes it. */
async function exportedTable(db: Database) {
  const reader = exportProductsCsv(db, { q: "", category: "", status: "", lifecycle: "" }).getReader();
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  return parseCsv(text);
}

const importTable = (db: Database, table: ReturnType<typeof parseCsv>) => {
  const bytes = new TextEncoder().encode(writeCsv(table));
  return importProductsCsv(db, async function* () {
    yield bytes;
  }, { dryRun: false });
};

/** A spec row of an active product that a range applies to (a quantity), with its category and attribute. */
async function activeQuantity(db: Database) {
  const [spec] = await db
    .select()
    .from(t.productSpecs)
    .where(sql`${t.productSpecs.status} = 'active' and ${t.productSpecs.attributeId} in (select id from spec_attributes where type = 'quantity')`)
    .limit(1);
  const [category] = await db.select().from(t.categories).where(eq(t.categories.id, spec!.categoryId));
  const [attribute] = await db.select().from(t.specAttributes).where(eq(t.specAttributes.id, spec!.attributeId));
  return { spec: spec!, category: category!, attribute: attribute! };
}

/** Every facet of a filter set, by loadFacets with and without facet_pair_counts (decision 036). */
async function expectPairsLikeScan(db: Database, filters: Omit<ResolvedFilters, "search" | "manufacturer" | "lifecycle" | "specs" | "ranges"> & Partial<ResolvedFilters>) {
  const context = await loadCatalogueContext(db);
  const found: ResolvedFilters = { search: null, manufacturer: [], lifecycle: [], specs: [], ranges: [], ...filters };
  const resolved = { ...found, keys: needsKeyFilters(found, false) ? await resolveKeyFilters(db, found) : undefined };
  const [paired, scanned] = [await loadFacets(db, resolved, context), await loadFacets(db, resolved, context, { pairs: false })];
  expect(paired, JSON.stringify(filters)).toEqual(scanned);
}

/**
 * The views facet_pair_counts answers, compared with the scan: every category x every single facet
 * value it holds (every `step`-th one), the whole catalogue x every single value, and per category
 * two values of an attribute and a range of each quantity.
 */
async function expectPairViews(db: Database, step = 1) {
  const rows = await queryRows<{ scope: number; dimension: string; value: string; number: number }>(
    db,
    sql`select scope, dimension, value, number from facet_counts where n > 0 and dimension <> 'category' order by 1, 2, 3, 4`,
  );
  const views: Array<Parameters<typeof expectPairsLikeScan>[1]> = [];
  const byAttribute = new Map<string, typeof rows>();
  const attributeOf = new Map((await loadCatalogueContext(db)).attributes.map((a) => [a.id, a]));
  for (const row of rows) {
    const categoryId = row.scope === 0 ? undefined : row.scope;
    if (row.dimension === "subcategory") views.push({ categoryId, subcategoryId: Number(row.value) });
    else if (row.dimension === "application") views.push({ categoryId, applicationId: Number(row.value) });
    else if (row.dimension === "manufacturer") views.push({ categoryId, manufacturer: [row.value] });
    else if (row.dimension === "lifecycle") views.push({ categoryId, lifecycle: [row.value as Lifecycle] });
    else {
      const attributeId = Number(row.dimension.slice("spec:".length));
      views.push({ categoryId, specs: [{ attributeId, values: [row.value] }] });
      const key = `${row.scope}|${attributeId}`;
      byAttribute.set(key, [...(byAttribute.get(key) ?? []), row]);
    }
  }
  for (const [key, values] of byAttribute) {
    const [categoryId, attributeId] = key.split("|").map(Number) as [number, number];
    if (values.length > 1) views.push({ categoryId, specs: [{ attributeId, values: values.slice(0, 2).map((v) => v.value) }] });
    const numbers = values.map((v) => Number(v.number)).filter((n) => !Number.isNaN(n)).sort((a, b) => a - b);
    if (numbers.length > 1) views.push({ categoryId, ranges: [{ attributeId, min: numbers[0], max: numbers[Math.floor(numbers.length / 2)], attribute: attributeOf.get(attributeId)! }] });
  }
  // Each single value: the pair counts of every other dimension against the scan of the same
  // products (countKeys), and one view in ten (and every multi-valued one) as loadFacets' whole
  // output with and without the pairs.
  const dimensions = ["subcategory", "application", "manufacturer", "lifecycle", "spec:"];
  const sorted = (rows: Array<{ dimension: string; value: string; number: number | null; n: number }>) =>
    rows.map((r) => `${r.dimension}|${r.value}|${r.number === null ? "" : Number(r.number)}|${r.n}`).sort();
  let compared = 0;
  for (const [i, view] of views.entries()) {
    const single = !view.ranges && (view.specs?.[0]?.values.length ?? 1) === 1;
    if (single && i % step === 0) {
      const found: ResolvedFilters = { search: null, manufacturer: [], lifecycle: [], specs: [], ranges: [], ...view };
      const keys = await resolveKeyFilters(db, found);
      const filter = keys.find((k) => k.dimension !== "category")!;
      const paired = await countPairs(db, filter, view.categoryId ?? undefined, dimensions);
      expect(paired, JSON.stringify(view)).toBeDefined();
      const scanned = await countKeys(db, keyConditions(keys, undefined), dimensions);
      // The filter's own dimension is a landing view (facet_counts); applications pair with each other.
      const others = (rows: typeof scanned) => sorted(rows.filter((r) => r.dimension !== filter.dimension));
      expect(others(paired!), JSON.stringify(view)).toEqual(others(scanned));
      compared++;
    }
    if (!single || i % 10 === 0) await expectPairsLikeScan(db, view);
  }
  return compared;
}

/** Every query of the list below, one of a subcategory and an application, and the pair views (every `step`-th single one). */
async function expectAllViews(db: Database, step = 3) {
  for (const query of queries) await expectSameFacets(db, query);
  // The taxonomy's product counts (read from facet_counts) are the whole catalogue's facets.
  dropContentCaches();
  const reference = await referenceFacets(db, "");
  const counted = (list: Array<{ slug: string; productCount: number }>) => Object.fromEntries(list.filter((e) => e.productCount > 0).map((e) => [e.slug, e.productCount]));
  expect(counted(await listCategories(db))).toEqual(reference.categories);
  expect(counted(await listSubcategories(db))).toEqual(reference.subcategories);
  const [sub] = await db.select().from(t.subcategories).where(sql`exists (select 1 from products p where p.subcategory_id = subcategories.id)`).limit(1);
  const [app] = await db.select().from(t.applications).limit(1);
  if (sub) await expectSameFacets(db, `subcategory=${sub.slug}&lifecycle=active&lifecycle=new`);
  if (app) await expectSameFacets(db, `application=${app.slug}&lifecycle=active`);
  // After a write, one single-value view in three (the stored pairs are checked whole by
  // expectCountsInSync); every one of them on the demo catalogue and after the taxonomy deletes.
  expect(await expectPairViews(db, step)).toBeGreaterThan(100 / step);
}

const queries = [
  "",
  "category=relays-control",
  "category=relays-control&spec.coil_voltage=24%20V%20DC",
  "category=sensors-detection&spec.output_type=PNP%20NO&lifecycle=active",
  // A lifecycle most products pass, with a category and one other filter: a pair view minus the
  // products it leaves out (countWithoutLeftOut); with two values of one attribute, or two other
  // filters, a scan.
  "category=relays-control&spec.coil_voltage=24%20V%20DC&lifecycle=active",
  "category=relays-control&manufacturer=Schneider%20Electric&lifecycle=active&lifecycle=new",
  "manufacturer=Schneider%20Electric&lifecycle=active",
  "application=hvac&lifecycle=active",
  "category=sensors-detection&spec.output_type=PNP%20NO&spec.output_type=NPN%20NO&lifecycle=active",
  "category=relays-control&spec.coil_voltage=24%20V%20DC&manufacturer=Finder&lifecycle=active",
  "category=timers&lifecycle=new&lifecycle=nrnd",
  "category=micro-motors-actuators&spec.supply_voltage.min=12&spec.supply_voltage.max=24",
  "category=micro-motors-actuators&spec.supply_voltage.min=12&lifecycle=active&lifecycle=new",
  "category=relays-control&spec.coil_voltage=24%20V%20DC&spec.coil_voltage=230%20V%20AC&manufacturer=Schneider%20Electric",
  "category=relays-control&spec.coil_voltage=no-such-value",
  "lifecycle=obsolete",
  "manufacturer=Schneider%20Electric",
  "application=hvac",
  "category=no-such-category",
];

describe("facet counts (denormalised columns and facet_counts)", () => {
  it("equal the plain definition for landing views, one facet, several facets and ranges", async () => {
    for (const query of queries) await expectSameFacets(handle.db, query);
    // A subcategory and an application from the data itself.
    const [sub] = await handle.db.select().from(t.subcategories).limit(1);
    const [app] = await handle.db.select().from(t.applications).limit(1);
    await expectSameFacets(handle.db, `subcategory=${sub!.slug}`);
    await expectSameFacets(handle.db, `application=${app!.slug}&lifecycle=active`);
    await expectCountsInSync(handle.db);
    expect(await expectPairViews(handle.db)).toBeGreaterThan(100);
  }, 120_000);

  it("count a product with two values of one attribute once (written directly: its value-set key takes it off the pair sums)", async () => {
    // A list ("12/24 V DC") or several options are several rows of one attribute. A filter of
    // both values (or a range over both) must count the product once.
    const { spec, category, attribute } = await activeQuantity(handle.db);
    const [second] = await handle.db
      .insert(t.productSpecs)
      .values({ ...spec, id: undefined, value: "12345 second value", valueNumber: 12345, valueMax: null })
      .returning({ id: t.productSpecs.id });
    await expectCountsInSync(handle.db);
    const both = `category=${category.slug}&spec.${attribute.key}=${encodeURIComponent(spec.value)}&spec.${attribute.key}=${encodeURIComponent("12345 second value")}`;
    await expectSameFacets(handle.db, both);
    await expectSameFacets(handle.db, both.replace(`category=${category.slug}&`, ""));
    await expectSameFacets(handle.db, `category=${category.slug}&spec.${attribute.key}.min=${Math.min(spec.valueNumber ?? 0, 0)}`);
    await expectPairsLikeScan(handle.db, { categoryId: spec.categoryId, specs: [{ attributeId: attribute.id, values: [spec.value, "12345 second value"] }] });
    await expectPairsLikeScan(handle.db, { specs: [{ attributeId: attribute.id, values: [spec.value, "12345 second value"] }] });
    const typed = (await loadCatalogueContext(handle.db)).attributes.find((a) => a.id === attribute.id)!;
    await expectPairsLikeScan(handle.db, { categoryId: spec.categoryId, ranges: [{ attributeId: attribute.id, min: -1e9, attribute: typed }] });
    await handle.db.delete(t.productSpecs).where(eq(t.productSpecs.id, second!.id));
    await expectCountsInSync(handle.db);
  });

  it("with free text, cover the best matches: their count is the total, and the facets add up to it", async () => {
    const filters = parseProductFilters(new URLSearchParams("q=relay"));
    const { total, facets, items } = await queryProducts(handle.db, filters, "en", { offset: 0, limit: 24 });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(MAX_TEXT_HITS);
    expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(total);
    expect(items.length).toBe(Math.min(24, total));
    // Narrowing by a category keeps its count.
    const top = facets.categories[0]!;
    const narrowed = await queryProducts(handle.db, parseProductFilters(new URLSearchParams(`q=relay&category=${top.slug}`)), "en", { offset: 0, limit: 24 });
    expect(narrowed.total).toBe(top.count);
  });

  it("with free text and other filters, count exactly the best matches that pass them", async () => {
    const search = await resolveSearch(handle.db, "relay 24 V", "en");
    const hits = new Set((await textHits(handle.db, search, "en"))?.ids ?? []);
    expect(hits.size).toBeGreaterThan(0);
    for (const query of ["", "category=relays-control", "category=relays-control&spec.coil_voltage=24%20V%20DC", "lifecycle=active&lifecycle=new", "category=relays-control&manufacturer=Schneider%20Electric"]) {
      await expectSameFacets(handle.db, `q=relay%2024%20V${query ? `&${query}` : ""}`, hits);
    }
  });

  it("with free text and other filters, list the best matches that pass them, in relevance order", async () => {
    const search = await resolveSearch(handle.db, "relay 24 V", "en");
    const ranked = (await textHits(handle.db, search, "en"))!.ids;
    const [relays] = await handle.db.select().from(t.categories).where(eq(t.categories.slug, "relays-control"));
    for (const [query, passes] of [
      ["category=relays-control", sql`category_id = ${relays!.id}`],
      ["lifecycle=new&lifecycle=nrnd", sql`lifecycle in ('new', 'nrnd')`],
    ] as const) {
      const passing = new Set(
        (await queryRows<{ id: number }>(handle.db, sql`select id from products where id in (${sql.join(ranked.map((id) => sql`${id}`), sql`, `)}) and ${passes}`)).map((row) => row.id),
      );
      const { items, total } = await queryProducts(handle.db, parseProductFilters(new URLSearchParams(`q=relay%2024%20V&${query}`)), "en", { offset: 0, limit: 24 });
      expect(passing.size, query).toBeGreaterThan(0);
      expect(total, query).toBe(passing.size);
      expect(items.map((item) => item.id), query).toEqual(ranked.filter((id) => passing.has(id)).slice(0, 24));
    }
  });

  it("count a spec value written after the list was read once (a new facet value gets its key)", async () => {
    const { spec, category, attribute } = await activeQuantity(handle.db);
    const query = `category=${category.slug}&spec.${attribute.key}=${encodeURIComponent("999 new value")}`;
    expect((await listedFacets(handle.db, query)).total).toBe(0);
    await handle.db.update(t.productSpecs).set({ value: "999 new value", valueNumber: 999, valueMax: null }).where(eq(t.productSpecs.id, spec.id));
    expect((await listedFacets(handle.db, query)).total).toBe(1);
    await expectSameFacets(handle.db, query);
    await expectSameFacets(handle.db, `category=${category.slug}&spec.${attribute.key}.min=998&lifecycle=${spec.lifecycle}`);
    await expectCountsInSync(handle.db);
  });

  it("with free text, count a spec value written after the search was counted (keys read once are kept, new ones read)", async () => {
    const relayHits = async () => (await textHits(handle.db, await resolveSearch(handle.db, "relay", "en"), "en"))!;
    const hits = new Set((await relayHits()).ids);
    await expectSameFacets(handle.db, "q=relay", hits);
    const [spec] = await handle.db
      .select()
      .from(t.productSpecs)
      .where(sql`${t.productSpecs.status} = 'active' and ${t.productSpecs.attributeId} in (select id from spec_attributes where type = 'quantity')
        and ${t.productSpecs.productId} in (${sql.join([...hits].map((id) => sql`${id}`), sql`, `)})`)
      .limit(1);
    await handle.db.update(t.productSpecs).set({ value: "777 kept value", valueNumber: 777, valueMax: null }).where(eq(t.productSpecs.id, spec!.id));
    const [row] = await queryRows<{ id: number }>(handle.db, sql`select id from facet_values where dimension = ${`spec:${spec!.attributeId}`} and value = '777 kept value'`);
    const key = row!.id;
    // The new value's key is read although the others of the list were kept.
    expect((await describeKeys(handle.db, [...(await relayHits()).keys.values()].flat())).get(key)).toEqual({
      dimension: `spec:${spec!.attributeId}`,
      value: "777 kept value",
      number: 777,
    });
    await expectSameFacets(handle.db, "q=relay", new Set((await relayHits()).ids));
    await expectCountsInSync(handle.db);
  });

  it("describe each key by its facet value once, until the content changes; a key that names nothing is left out", async () => {
    const [row] = await queryRows<{ id: number; dimension: string; value: string }>(handle.db, sql`select id, dimension, value from facet_values where dimension like 'spec:%' order by id limit 1`);
    const missing = 2_147_483_647;
    const described = await describeKeys(handle.db, [row!.id, missing]);
    expect(described.get(row!.id)).toMatchObject({ dimension: row!.dimension, value: row!.value });
    expect(described.has(missing)).toBe(false);
    // Changed behind the application's back (nothing in it changes a facet value): the kept value
    // is served until the next content change drops it.
    await handle.db.execute(sql`update facet_values set value = value || ' (changed)' where id = ${row!.id}`);
    try {
      expect((await describeKeys(handle.db, [row!.id])).get(row!.id)!.value).toBe(row!.value);
      dropContentCaches();
      expect((await describeKeys(handle.db, [row!.id])).get(row!.id)!.value).toBe(`${row!.value} (changed)`);
    } finally {
      await handle.db.execute(sql`update facet_values set value = ${row!.value} where id = ${row!.id}`);
      dropContentCaches();
    }
  });

  it("keep each product's keys when several statements of one transaction refresh them (the values a refresh computes once are its own)", async () => {
    const specs = await queryRows<{ id: number; product_id: number }>(
      handle.db,
      sql`select s.id, s.product_id from product_specs s join products p on p.id = s.product_id
        where p.status = 'active' and s.value_number is not null order by s.id limit 3`,
    );
    const products = [...new Set(specs.map((s) => s.product_id))];
    // The keys as product_facet_values defines them, against what product_facets stores.
    const keys = (db: Database) =>
      queryRows<{ product_id: number; stored: number[]; defined: number[] }>(
        db,
        sql`select pf.product_id, pf.keys as stored,
            array(select distinct v.id from product_facet_values(array[pf.product_id]) f
              join facet_values v on v.dimension = f.dimension and v.value = f.value and v.number = f.number order by 1) as defined
          from product_facets pf where pf.product_id = any(${sql.raw(`array[${products.join(",")}]`)}) order by 1`,
      );
    await handle.db.transaction(async (tx) => {
      for (const [i, spec] of specs.entries()) {
        await tx.update(t.productSpecs).set({ value: `${990 + i} refreshed`, valueNumber: 990 + i, valueMax: null }).where(eq(t.productSpecs.id, spec.id));
      }
      const inTransaction = await keys(tx as unknown as Database);
      expect(inTransaction.map((r) => r.product_id)).toEqual(products);
      for (const row of inTransaction) expect(row.stored).toEqual(row.defined);
      expect(await queryRows(tx as unknown as Database, sql`select * from pg_temp.facet_refresh_values`)).toEqual([]);
    });
    for (const row of await keys(handle.db)) expect(row.stored).toEqual(row.defined);
    await expectCountsInSync(handle.db);
  });

  it("stay in sync through the product form and JSON calls (saveProduct): create, change category and lifecycle, edit specifications, deactivate", async () => {
    const [stored] = await readProductInputs(handle.db, { partNumbers: ["RM22TG20"] });
    const input = stored!.input;
    const created = await saveProduct(handle.db, { ...input, partNumber: "FACET-TEST-1", lifecycle: "new" }, actor);
    expect(created.ok).toBe(true);
    await expectCountsInSync(handle.db);
    const id = (created as { id: number }).id;
    const [other] = await handle.db.select().from(t.categories).where(sql`${t.categories.id} <> (select category_id from products where id = ${id})`).limit(1);
    expect((await saveProduct(handle.db, { ...input, partNumber: "FACET-TEST-1", category: other!.slug, subcategory: "", lifecycle: "obsolete" }, actor, id)).ok).toBe(true);
    await expectCountsInSync(handle.db);
    // Edit the specifications: one row dropped, a quantity given one more value (a list).
    const quantity = input.specs.slice(1).findIndex((row) => row.unit);
    const edited = input.specs.slice(1).map((row, i) => (i === quantity ? { ...row, value: `${row.value}; 7` } : row));
    expect((await saveProduct(handle.db, { ...input, partNumber: "FACET-TEST-1", category: other!.slug, subcategory: "", lifecycle: "obsolete", specs: edited }, actor, id)).ok).toBe(true);
    await expectCountsInSync(handle.db);
    // Without a manufacturer: still counted in its category, with no empty manufacturer to tick.
    expect((await saveProduct(handle.db, { ...input, partNumber: "FACET-TEST-1", category: other!.slug, subcategory: "", lifecycle: "obsolete", specs: edited, manufacturer: "" }, actor, id)).ok).toBe(true);
    const without = await listedFacets(handle.db, `category=${other!.slug}`);
    expect(Object.keys(without.manufacturers)).not.toContain("");
    await expectSameFacets(handle.db, `category=${other!.slug}`);
    await expectCountsInSync(handle.db);
    expect((await saveProduct(handle.db, { ...input, partNumber: "FACET-TEST-1", status: "inactive" }, actor, id)).ok).toBe(true);
    await expectCountsInSync(handle.db);
    await expectSameFacets(handle.db, `category=${other!.slug}`);
    await expectAllViews(handle.db);
  }, 120_000);

  it("stay in sync through the bulk actions (status, delete)", async () => {
    const ids = (await handle.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.status, "active")).limit(7)).map((r) => r.id);
    expect(await setProductsStatus(handle.db, ids, "inactive", actor)).toBe(7);
    await expectCountsInSync(handle.db);
    expect(await setProductsStatus(handle.db, ids.slice(0, 3), "active", actor)).toBe(3);
    await expectCountsInSync(handle.db);
    expect(await deleteProducts(handle.db, ids.slice(2, 5), actor)).toBe(3);
    await expectCountsInSync(handle.db);
    await expectSameFacets(handle.db, "");
    await expectAllViews(handle.db);
  }, 120_000);

  it("stay in sync through a CSV import that moves products between categories and lifecycles", async () => {
    const table = await exportedTable(handle.db);
    const categories = [...new Set(table.rows.map((r) => r.category))];
    table.rows.slice(0, 30).forEach((row, i) => {
      row.category = categories[(categories.indexOf(row.category) + 1) % categories.length]!;
      row.subcategory = "";
      row.specs = "";
      row.lifecycle = i % 2 ? "obsolete" : "new";
      if (i % 5 === 0) row.status = "inactive";
    });
    table.rows.push({ ...table.rows[40]!, part_number: "FACET-CSV-NEW", status: "active" });
    const outcome = await importTable(handle.db, table);
    expect(outcome.applied).toBe(true);
    expect(outcome.counts.error).toBe(0);
    expect(outcome.counts.create).toBe(1);
    await expectCountsInSync(handle.db);
    for (const category of categories.slice(0, 3)) await expectSameFacets(handle.db, `category=${category}`);
    await expectAllViews(handle.db);
  }, 120_000);

  it("are untouched by a CSV import that fails, and kept per statement again after an import (decision 035)", async () => {
    const snapshot = async () => ({
      counts: await queryRows(handle.db, sql`select scope, dimension, value, number::text as number, n from facet_counts order by 1, 2, 3, 4`),
      keys: await queryRows(handle.db, sql`select product_id, keys from product_facets order by 1`),
      pairs: await queryRows(handle.db, sql`select category_id, key, other, n from facet_pair_counts order by 1, 2, 3`),
    });
    const before = await snapshot();
    const table = await exportedTable(handle.db);
    const row = table.rows.find((r) => r.status === "active")!;
    const moved = { ...row, category: table.rows.find((r) => r.category !== row.category)!.category, subcategory: "", specs: "", status: "inactive", lifecycle: "obsolete" };
    // The second row's unknown category fails the whole import, after the first row was written.
    const failed = await importTable(handle.db, { ...table, rows: [moved, { ...row, part_number: "FACET-CSV-BAD", category: "no-such-category" }] });
    expect(failed.applied).toBe(false);
    expect(failed.counts.error).toBe(1);
    expect(await snapshot()).toEqual(before);
    // The deferral ended with the import's transaction: the next writes are counted as they happen.
    const imported = await importTable(handle.db, { ...table, rows: [moved] });
    expect(imported.applied).toBe(true);
    await expectCountsInSync(handle.db);
    const [stored] = await handle.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.partNumber, row.part_number!));
    await setProductsStatus(handle.db, [stored!.id], "active", actor);
    await expectCountsInSync(handle.db);
    expect(await queryRows(handle.db, sql`select current_setting('vitrine.defer_facets', true) as deferred`)).not.toContainEqual({ deferred: "on" });
  });

  it("stay in sync when taxonomy is deleted (application unlinked, subcategory and category with their products)", async () => {
    const [application] = await handle.db.select().from(t.applications).limit(1);
    const context = actor;
    expect((await deleteTaxonomy(handle.db, "applications", application!.id, context)).ok).toBe(true);
    await expectCountsInSync(handle.db);
    const [sub] = await handle.db.select().from(t.subcategories).where(sql`exists (select 1 from products p where p.subcategory_id = subcategories.id)`).limit(1);
    expect((await deleteTaxonomy(handle.db, "subcategories", sub!.id, context)).ok).toBe(true);
    await expectCountsInSync(handle.db);
    const [category] = await handle.db.select().from(t.categories).where(sql`exists (select 1 from products p where p.category_id = categories.id)`).limit(1);
    expect((await deleteTaxonomy(handle.db, "categories", category!.id, context)).ok).toBe(true);
    await expectCountsInSync(handle.db);
    const left = await handle.db.select({ n: sql<number>`count(*)::int` }).from(t.facetCounts).where(inArray(t.facetCounts.scope, [category!.id]));
    expect(left[0]!.n).toBe(0);
    await expectSameFacets(handle.db, "");
    await expectAllViews(handle.db, 1);
  }, 120_000);

  it("refuse a child row whose category, status or lifecycle is not its product's", async () => {
    const [product] = await handle.db.select().from(t.products).where(eq(t.products.status, "active")).limit(1);
    const [attribute] = await handle.db.select().from(t.specAttributes).limit(1);
    await expect(
      handle.db.insert(t.productSpecs).values({ productId: product!.id, attributeId: attribute!.id, value: "x", categoryId: product!.categoryId, status: "inactive", lifecycle: product!.lifecycle }),
    ).rejects.toThrow();
    await expectCountsInSync(handle.db);
  });
});
