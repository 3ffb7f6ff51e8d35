import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACET_STRATEGIES, type FacetStrategyName, LIST_STRATEGIES, type ListStrategyName } from "~/catalogue/index/strategies.server";
import { type ProductFilters, type SortOption, parseProductFilters } from "~/catalogue/products/product-filters";
import { textHits } from "~/catalogue/products/product-query.server";
import { queryProducts } from "~/catalogue/products/products.server";
import { resolveSearch } from "~/catalogue/search/search-terms.server";
import { type Database, type DatabaseHandle, queryRows } from "~/db/client.server";
import { intArray } from "~/db/sql-arrays";
import { createTestDatabase } from "../support/database";

// Each strategy of app/catalogue/index/strategies.server.ts, forced, gives what the plain
// definition gives on the seeded catalogue: for each facet, the active products that match every
// other filter, counted by a straightforward SQL over products, product_specs and
// product_applications (no facet_counts, product_facets or pair counts); for the list, the
// products that match every filter, in the sort's order.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

type Dim = "category" | "subcategory" | "application" | "manufacturer" | "lifecycle" | `spec:${string}`;

/** The words' best matches, as the list reads them (the plain definition of a search's scope). */
async function hitsOf(db: Database, q: string): Promise<number[] | undefined> {
  return (await textHits(db, await resolveSearch(db, q, "en"), "en"))?.ids;
}

/** The conditions on `p` (products) of the filters but `except`'s, each as plain SQL. */
function conditions(filters: ProductFilters, hits: number[] | undefined, except?: Dim): SQL {
  const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
  const all: SQL[] = [sql`p.status = 'active'`];
  if (filters.category && except !== "category") all.push(sql`p.category_id = (select id from categories where slug = ${filters.category})`);
  if (filters.subcategory && except !== "subcategory") all.push(sql`p.subcategory_id = (select id from subcategories where slug = ${filters.subcategory})`);
  if (filters.application && except !== "application") {
    all.push(sql`exists (select 1 from product_applications pa join applications a on a.id = pa.application_id where pa.product_id = p.id and a.slug = ${filters.application})`);
  }
  if (filters.manufacturer.length && except !== "manufacturer") all.push(sql`p.manufacturer in (${list(filters.manufacturer)})`);
  if (filters.lifecycle.length && except !== "lifecycle") all.push(sql`p.lifecycle::text in (${list(filters.lifecycle)})`);
  const spec = (key: string, condition: SQL) =>
    sql`exists (select 1 from product_specs s join spec_attributes a on a.id = s.attribute_id where s.product_id = p.id and a.key = ${key} and ${condition})`;
  for (const [key, values] of Object.entries(filters.specs)) if (except !== `spec:${key}`) all.push(spec(key, sql`s.value in (${list(values)})`));
  for (const [key, { min, max }] of Object.entries(filters.ranges)) {
    if (except === `spec:${key}`) continue;
    // A range value meets the filter when they overlap (100–240 V meets 230 V).
    all.push(spec(key, sql`s.value_number is not null${min === undefined ? sql`` : sql` and coalesce(s.value_max, s.value_number) >= ${min}`}${max === undefined ? sql`` : sql` and s.value_number <= ${max}`}`));
  }
  if (hits) all.push(sql`p.id = any(${intArray(hits)})`);
  return sql.join(all, sql` and `);
}

type Counts = Record<string, number>;
const counts = async (db: Database, query: SQL) =>
  Object.fromEntries((await queryRows<{ k: string; n: number }>(db, query)).map((row) => [row.k, Number(row.n)])) as Counts;

/** The facets of a URL by the plain definition. */
async function plainFacets(db: Database, filters: ProductFilters, hits: number[] | undefined) {
  const where = (except?: Dim) => conditions(filters, hits, except);
  const specs: Record<string, Counts> = {};
  if (filters.category || filters.subcategory) {
    // The family's filters: the subcategory's own attribute set, else its category's, else every attribute.
    const sub = filters.subcategory ? sql`(select id from subcategories where slug = ${filters.subcategory})` : sql`null::int`;
    const category = filters.category
      ? sql`(select id from categories where slug = ${filters.category})`
      : sql`(select category_id from subcategories where slug = ${filters.subcategory})`;
    const keys = await queryRows<{ key: string }>(
      db,
      sql`select a.key from spec_attributes a where case
        when exists (select 1 from attribute_sets s where s.subcategory_id = ${sub}) then a.id in (select attribute_id from attribute_sets s where s.subcategory_id = ${sub} and s.filter)
        when exists (select 1 from attribute_sets s where s.category_id = ${category}) then a.id in (select attribute_id from attribute_sets s where s.category_id = ${category} and s.filter)
        else true end order by a.key`,
    );
    for (const { key } of keys) {
      const found = await counts(
        db,
        sql`select s.value as k, count(distinct p.id) as n from products p join product_specs s on s.product_id = p.id
          join spec_attributes a on a.id = s.attribute_id where a.key = ${key} and ${where(`spec:${key}`)} group by s.value`,
      );
      if (Object.keys(found).length) specs[key] = found;
    }
  }
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products p where ${where()}`);
  return {
    total: total!.n,
    categories: await counts(db, sql`select c.slug as k, count(*) as n from products p join categories c on c.id = p.category_id where ${where("category")} group by c.slug`),
    subcategories: await counts(db, sql`select c.slug as k, count(*) as n from products p join subcategories c on c.id = p.subcategory_id where ${where("subcategory")} group by c.slug`),
    applications: await counts(
      db,
      sql`select a.slug as k, count(distinct p.id) as n from products p join product_applications pa on pa.product_id = p.id
        join applications a on a.id = pa.application_id where ${where("application")} group by a.slug`,
    ),
    manufacturers: await counts(db, sql`select p.manufacturer as k, count(*) as n from products p where ${where("manufacturer")} group by p.manufacturer`),
    lifecycle: await counts(db, sql`select p.lifecycle::text as k, count(*) as n from products p where ${where("lifecycle")} group by p.lifecycle`),
    specs,
  };
}

const asCounts = (list: Array<{ count: number } & ({ slug: string } | { value: string })>) =>
  Object.fromEntries(list.map((e) => ["slug" in e ? e.slug : e.value, e.count]));

/** The list's facets forced to `strategy`, against the plain definition; which strategies counted what. */
async function expectFacetsPlain(query: string, strategy: FacetStrategyName): Promise<string> {
  const filters = parseProductFilters(new URLSearchParams(query));
  const listed = await queryProducts(handle.db, filters, "en", { offset: 0, limit: 24 }, { facetStrategy: strategy });
  const plain = await plainFacets(handle.db, filters, filters.q ? await hitsOf(handle.db, filters.q) : undefined);
  const { specs, ...rest } = plain;
  expect(
    {
      total: listed.total,
      categories: asCounts(listed.facets.categories),
      subcategories: asCounts(listed.facets.subcategories),
      applications: asCounts(listed.facets.applications),
      manufacturers: asCounts(listed.facets.manufacturers),
      lifecycle: asCounts(listed.facets.lifecycle),
    },
    `${query} by ${strategy}`,
  ).toEqual(rest);
  // A spec facet shows at most 15 values: each shown with the plain count, as many as there are up to 15.
  expect(listed.facets.specs.map((s) => s.key).sort(), query).toEqual(Object.keys(specs).sort());
  for (const facet of listed.facets.specs) {
    const shown = asCounts(facet.values);
    expect(Object.keys(shown).length, `${query} ${facet.key}`).toBe(Math.min(15, Object.keys(specs[facet.key]!).length));
    for (const [value, n] of Object.entries(shown)) expect(n, `${query} ${facet.key}=${value}`).toBe(specs[facet.key]![value]);
  }
  return listed.strategies;
}

/** Where each facet strategy applies on the demo catalogue (the first that applies, unless forced). */
const FACET_VIEWS: Record<FacetStrategyName, string[]> = {
  "landing-counts": ["", "category=relays-control", "category=sensors-detection"],
  // Views where some product carries two of the filter's values (TWO_VALUE_VIEWS checks it).
  "value-set-pairs": [
    "category=timers&spec.supply_voltage.min=24&spec.supply_voltage.max=48",
    "category=power-supplies&spec.input_voltage.min=230&spec.input_voltage.max=230",
    "spec.supply_voltage.min=24&spec.supply_voltage.max=48",
    "category=relays-control&spec.certifications=ce&spec.certifications=ul&spec.certifications=vde",
    "spec.certifications=ce&spec.certifications=culus",
  ],
  "categories-by-one-facet": ["manufacturer=Omron", "lifecycle=new", "application=industrial-automation", "category=relays-control&manufacturer=Finder"],
  "pair-counts": [
    "manufacturer=Omron",
    "category=sensors-detection&manufacturer=Omron",
    "category=relays-control&subcategory=power-relays",
    "category=relays-control&spec.mounting=din-rail&spec.mounting=pcb",
    "category=relays-control&spec.coil_voltage.min=12&spec.coil_voltage.max=48",
  ],
  "hit-keys": ["q=relay", "q=24VDC&category=relays-control", "q=sensor&manufacturer=Omron&lifecycle=active"],
  "lifecycle-left-out": ["category=relays-control&lifecycle=active&manufacturer=Finder", "lifecycle=active&manufacturer=Omron", "category=sensors-detection&lifecycle=active&application=industrial-automation"],
  "key-scan": [
    "category=relays-control&manufacturer=Finder&lifecycle=active&spec.mounting=din-rail",
    "category=relays-control&spec.coil_voltage.min=12&spec.coil_voltage.max=48&manufacturer=Finder&manufacturer=Omron",
    "q=relay&category=relays-control",
  ],
};

/**
 * How many active products of the view carry two or more of the values its one specification
 * filter names: a sum over those values counts each of them more than once, which is what
 * value-set-pairs corrects (so its views must have some).
 */
async function productsWithTwoValues(query: string): Promise<number> {
  const filters = parseProductFilters(new URLSearchParams(query));
  const [key, values] = Object.entries(filters.specs)[0] ?? [];
  const [rangeKey, range] = Object.entries(filters.ranges)[0] ?? [];
  const matches = values
    ? sql`s.value in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`
    : sql`s.value_number is not null and coalesce(s.value_max, s.value_number) >= ${range!.min!} and s.value_number <= ${range!.max!}`;
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from (select s.product_id from product_specs s join spec_attributes a on a.id = s.attribute_id
        join products p on p.id = s.product_id
        where a.key = ${key ?? rangeKey!} and ${matches} and ${conditions(filters, undefined, `spec:${key ?? rangeKey!}`)}
        group by s.product_id having count(distinct s.value) > 1) x`,
  );
  return row!.n;
}

describe("facet strategies", () => {
  it("value-set-pairs' views have products that carry two of the filter's values (a plain sum would count them twice)", async () => {
    for (const query of FACET_VIEWS["value-set-pairs"]) expect(await productsWithTwoValues(query), query).toBeGreaterThan(0);
  });

  it("are named once each, in one ordered table ending with the scan that always applies", () => {
    expect(FACET_STRATEGIES.map((s) => s.name)).toEqual(Object.keys(FACET_VIEWS));
    expect(FACET_STRATEGIES.at(-1)!.name).toBe("key-scan");
  });

  for (const strategy of FACET_STRATEGIES.map((s) => s.name)) {
    it(`${strategy}, forced, counts as the plain definition does`, async () => {
      for (const query of FACET_VIEWS[strategy]) {
        const used = await expectFacetsPlain(query, strategy);
        // It counted something in each of its views (not turned down everywhere).
        expect(used, query).toMatch(new RegExp(`facets=.*\\b${strategy}:`));
      }
    });
  }

  it("are chosen as the table orders them, and named in the request log", async () => {
    const chosen = async (query: string) => (await queryProducts(handle.db, parseProductFilters(new URLSearchParams(query)), "en", { offset: 0, limit: 24 })).strategies;
    expect(await chosen("category=relays-control")).toMatch(/^list=products-filtered facets=landing-counts:category,subcategory,application,manufacturer,lifecycle,specs\(\d+\)$/);
    expect(await chosen("category=sensors-detection&manufacturer=Omron")).toMatch(/^list=newest-by-facet-keys facets=landing-counts:manufacturer categories-by-one-facet:category pair-counts:subcategory,application,lifecycle,specs\(\d+\)$/);
    // A range that a product meets with two of its values: counted over the value sets' pairs, no scan.
    expect(await chosen("category=power-supplies&spec.input_voltage.min=230&spec.input_voltage.max=230")).toMatch(
      /^list=newest-by-facet-keys facets=landing-counts:specs\(1\) value-set-pairs:category,subcategory,application,manufacturer,lifecycle,specs\(\d+\)$/,
    );
    expect(await chosen("q=24VDC")).toBe("list=ranked-hits facets=hit-keys:category,subcategory,application,manufacturer,lifecycle");
  });
});

/** The list's ids forced to `strategy` against the plain definition, for the sort. */
async function expectListPlain(query: string, strategy: ListStrategyName) {
  const filters = parseProductFilters(new URLSearchParams(query));
  const listed = await queryProducts(handle.db, filters, "en", { offset: 0, limit: 1000 }, { listStrategy: strategy });
  expect(listed.strategies.startsWith(`list=${strategy} `)).toBe(true);
  const hits = filters.q ? await hitsOf(handle.db, filters.q) : undefined;
  const order: Record<SortOption, SQL> = {
    newest: sql`p.created_at desc, p.id desc`,
    "name-asc": sql`lower(f_unaccent(coalesce(p.name->>'en', ''))) asc, p.id asc`,
    "name-desc": sql`lower(f_unaccent(coalesce(p.name->>'en', ''))) desc, p.id desc`,
    relevance: hits ? sql`array_position(${intArray(hits)}, p.id)` : sql`p.created_at desc, p.id desc`,
  } as Record<SortOption, SQL>;
  const plain = await queryRows<{ id: number }>(handle.db, sql`select p.id from products p where ${conditions(filters, hits)} order by ${order[filters.sort]}`);
  expect(listed.items.map((item) => item.id), `${query} by ${strategy}`).toEqual(plain.map((row) => row.id));
}

const LIST_VIEWS: Record<ListStrategyName, string[]> = {
  "ranked-hits": ["q=relay", "q=24VDC&category=relays-control&lifecycle=active"],
  "newest-by-facet-keys": ["category=relays-control&manufacturer=Finder", "lifecycle=active&application=industrial-automation", "q=relay&sort=newest"],
  "products-filtered": ["category=relays-control", "category=relays-control&manufacturer=Finder&sort=name-asc", "q=relay&category=relays-control", "sort=name-desc&lifecycle=new"],
};

describe("list strategies", () => {
  it("are named once each, in one ordered table ending with the read that always applies", () => {
    expect(LIST_STRATEGIES.map((s) => s.name)).toEqual(Object.keys(LIST_VIEWS));
  });

  for (const strategy of LIST_STRATEGIES.map((s) => s.name)) {
    it(`${strategy}, forced, lists what the plain definition lists, in order`, async () => {
      for (const query of LIST_VIEWS[strategy]) await expectListPlain(query, strategy);
    });
  }

  it("refuse to be forced where they do not apply", async () => {
    await expect(queryProducts(handle.db, parseProductFilters(new URLSearchParams("category=relays-control")), "en", { offset: 0, limit: 24 }, { listStrategy: "ranked-hits" })).rejects.toThrow(
      /does not apply/,
    );
  });
});
