import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import type { Localized } from "~/i18n/locales";
import { type Dimension, type ResolvedFilters, hasSearch, productConditions } from "./product-query.server";
import type { CatalogueContext } from "./resolve-filters.server";

export interface FacetValue {
  value: string;
  count: number;
}

export interface TaxonomyFacet {
  slug: string;
  name: Localized;
  count: number;
}

export interface SpecFacet {
  key: string;
  name: Localized;
  unit: string | null;
  kind: "number" | "text";
  values: Array<FacetValue & { number: number | null }>;
  range: { min: number; max: number } | null;
}

export interface Facets {
  categories: TaxonomyFacet[];
  subcategories: TaxonomyFacet[];
  applications: TaxonomyFacet[];
  manufacturers: FacetValue[];
  lifecycle: FacetValue[];
  specs: SpecFacet[];
}

const MAX_SPEC_VALUES = 15;

type ProductDimension = "category" | "subcategory" | "lifecycle" | "manufacturer";
const columns: Record<ProductDimension, SQL> = {
  category: sql`products.category_id`,
  subcategory: sql`products.subcategory_id`,
  lifecycle: sql`products.lifecycle`,
  manufacturer: sql`products.manufacturer`,
};

// product_applications carries its product's category, status and lifecycle: no join (where is on `pa`).
async function countApplications(db: Database, where: SQL): Promise<Map<string, number>> {
  const rows = await queryRows<{ key: string; n: number }>(
    db,
    sql`select pa.application_id::text as key, count(*)::int as n from product_applications pa where ${where} group by 1`,
  );
  return new Map(rows.map((row) => [row.key, row.n]));
}

/**
 * Value counts of several product columns under one WHERE, in one scan (GROUPING SETS; the
 * covering products_facet_idx makes it an index-only scan). grouping() tells which set a row
 * belongs to: bit i (from the left) is 0 for the column the row is grouped by.
 */
async function countDimensions(db: Database, dims: ProductDimension[], where: SQL): Promise<Map<ProductDimension, Map<string, number>>> {
  const result = new Map(dims.map((dim) => [dim, new Map<string, number>()]));
  if (!dims.length) return result;
  const cols = dims.map((dim) => columns[dim]);
  const rows = await queryRows<Record<string, string | number | null> & { g: number; n: number }>(
    db,
    sql`select ${sql.join(cols.map((col, i) => sql`${col}::text as ${sql.raw(`d${i}`)}`), sql`, `)},
        grouping(${sql.join(cols, sql`, `)}) as g, count(*)::int as n
      from products where ${where}
      group by grouping sets (${sql.join(cols.map((col) => sql`(${col})`), sql`, `)})`,
  );
  for (const row of rows) {
    const index = dims.findIndex((_, i) => ((row.g >> (dims.length - 1 - i)) & 1) === 0);
    const value = row[`d${index}`];
    if (index >= 0 && value !== null && value !== undefined) result.get(dims[index]!)!.set(String(value), row.n);
  }
  return result;
}

interface SpecRow {
  attribute_id: number;
  value: string;
  min: number | null;
  max: number | null;
  n: number;
}

// One row per (attribute, value): its product count and, for quantities, its numeric bounds, from
// which each attribute's range follows. A product has one row per attribute value, so count(*)
// counts products. product_specs carries its product's category, status and lifecycle: no join
// (where is on `s`).
async function specCounts(db: Database, where: SQL, attributeId?: number): Promise<SpecRow[]> {
  const only = attributeId === undefined ? sql`` : sql` and s.attribute_id = ${attributeId}`;
  return queryRows<SpecRow>(db, sql`
    select s.attribute_id, s.value, min(s.value_number) as min, max(s.value_number) as max, count(*)::int as n
    from product_specs s
    where ${where}${only}
    group by s.attribute_id, s.value`);
}

/**
 * The category counts of a list narrowed by one facet only (a lifecycle, a maker, an application,
 * a subcategory or a specification's values): each category's own facet_counts rows hold them.
 */
async function categoriesByOneFacet(db: Database, filters: ResolvedFilters): Promise<Map<string, number> | undefined> {
  if (filters.hits !== undefined || hasSearch(filters.search) || filters.ranges.length) return undefined;
  const one: Array<[string, string[]]> = [];
  if (filters.subcategoryId !== undefined) one.push(["subcategory", filters.subcategoryId === null ? [] : [String(filters.subcategoryId)]]);
  if (filters.applicationId !== undefined) one.push(["application", filters.applicationId === null ? [] : [String(filters.applicationId)]]);
  if (filters.manufacturer.length) one.push(["manufacturer", filters.manufacturer]);
  if (filters.lifecycle.length) one.push(["lifecycle", filters.lifecycle]);
  for (const spec of filters.specs) one.push([`spec:${spec.attributeId}`, spec.values]);
  if (one.length !== 1) return undefined;
  const [dimension, values] = one[0]!;
  if (!values.length) return new Map();
  // A product has one value per dimension except applications, which are counted per link: there,
  // more than one value could count a product twice.
  if (dimension === "application" && values.length > 1) return undefined;
  const rows = await queryRows<{ key: string; n: number }>(
    db,
    sql`select scope::text as key, sum(n)::int as n from facet_counts
      where scope > 0 and dimension = ${dimension} and value in (${sql.join(values.map((v) => sql`${v}`), sql`, `)}) and n > 0
      group by scope`,
  );
  return new Map(rows.map((row) => [row.key, row.n]));
}

/** A view whose counts facet_counts holds: the whole catalogue (scope 0) or one category. */
type Scope = number;

/**
 * The landing view that the filters minus `except` amount to, if any: nothing but (at most) a
 * category. Its counts are read from facet_counts instead of being aggregated.
 */
function landingScope(filters: ResolvedFilters, except?: Dimension): Scope | undefined {
  const others =
    (filters.subcategoryId !== undefined && except !== "subcategory") ||
    (filters.applicationId !== undefined && except !== "application") ||
    (filters.manufacturer.length > 0 && except !== "manufacturer") ||
    (filters.lifecycle.length > 0 && except !== "lifecycle") ||
    [...filters.specs, ...filters.ranges].some((f) => except !== `spec:${f.attributeId}`) ||
    filters.hits !== undefined ||
    hasSearch(filters.search);
  if (others) return undefined;
  if (filters.categoryId === undefined || except === "category") return 0;
  return filters.categoryId === null ? undefined : filters.categoryId;
}


interface LandingRow {
  scope: number;
  dimension: string;
  value: string;
  number: number | null;
  n: number;
}

/** facet_counts of the scopes asked for, read once per list. */
function landingCounts(db: Database) {
  const loaded = new Map<Scope, Map<string, LandingRow[]>>();
  return {
    async load(scopes: Scope[]) {
      const wanted = [...new Set(scopes)].filter((scope) => !loaded.has(scope));
      if (!wanted.length) return;
      const rows = await queryRows<LandingRow>(
        db,
        sql`select scope, dimension, value, case when number = 'NaN' then null else number end as number, n
          from facet_counts where scope in (${sql.join(wanted.map((w) => sql`${w}`), sql`, `)}) and n > 0`,
      );
      for (const scope of wanted) loaded.set(scope, new Map());
      for (const row of rows) {
        const byDimension = loaded.get(row.scope)!;
        byDimension.set(row.dimension, [...(byDimension.get(row.dimension) ?? []), row]);
      }
    },
    counts(scope: Scope, dimension: string): Map<string, number> {
      return new Map((loaded.get(scope)?.get(dimension) ?? []).map((row) => [row.value, row.n]));
    },
    specRows(scope: Scope, attributeId: number): SpecRow[] {
      const byValue = new Map<string, SpecRow>();
      for (const row of loaded.get(scope)?.get(`spec:${attributeId}`) ?? []) {
        const number = row.number === null ? null : Number(row.number);
        const seen = byValue.get(row.value);
        if (!seen) byValue.set(row.value, { attribute_id: attributeId, value: row.value, min: number, max: number, n: row.n });
        else {
          seen.n += row.n;
          if (number !== null) {
            seen.min = seen.min === null ? number : Math.min(seen.min, number);
            seen.max = seen.max === null ? number : Math.max(seen.max, number);
          }
        }
      }
      return [...byValue.values()];
    },
  };
}

function rangeOf(rows: SpecRow[]): { min: number; max: number } | null {
  const numbers = rows.flatMap((row) => (row.min === null || row.max === null ? [] : [Number(row.min), Number(row.max)]));
  return numbers.length ? { min: Math.min(...numbers), max: Math.max(...numbers) } : null;
}

function taxonomyFacet(entries: Array<{ id: number; slug: string; name: Localized }>, counts: Map<string, number>): TaxonomyFacet[] {
  return entries.flatMap((entry) => {
    const count = counts.get(String(entry.id));
    return count ? [{ slug: entry.slug, name: entry.name, count }] : [];
  });
}

/**
 * Facet counts of the product list: for each dimension, how many products each value would give
 * with all the other filters applied (so choosing a value never shows a dead end). Specification
 * facets appear once a category or subcategory narrows the list to comparable products.
 */
export async function loadFacets(db: Database, filters: ResolvedFilters, context: CatalogueContext): Promise<{ facets: Facets; total: number }> {
  const where = (except?: Dimension, on?: "s" | "pa") => productConditions(filters, except, on);
  const landing = landingCounts(db);
  const withSpecs = Boolean(filters.categoryId || filters.subcategoryId);
  const specAttributes = withSpecs ? context.attributes.map((a) => a.id) : [];
  const scopeOf = new Map<Dimension, Scope | undefined>();
  for (const dim of ["category", "subcategory", "application", "manufacturer", "lifecycle", ...specAttributes.map((id) => `spec:${id}` as const)] as Dimension[]) {
    scopeOf.set(dim, landingScope(filters, dim));
  }
  // Specification counts exist per category only (scope 0 has none).
  for (const id of specAttributes) if (scopeOf.get(`spec:${id}`) === 0) scopeOf.set(`spec:${id}`, undefined);
  await landing.load([...scopeOf.values()].filter((scope) => scope !== undefined));

  // A dimension with a filter of its own is counted without it; the others share one scan.
  const filtered: Record<ProductDimension, boolean> = {
    category: filters.categoryId !== undefined,
    subcategory: filters.subcategoryId !== undefined,
    lifecycle: filters.lifecycle.length > 0,
    manufacturer: filters.manufacturer.length > 0,
  };
  const dims = Object.keys(filtered) as ProductDimension[];
  const counts = new Map<ProductDimension, Map<string, number>>();
  for (const dim of dims) {
    const scope = scopeOf.get(dim);
    if (scope !== undefined) counts.set(dim, landing.counts(scope, dim));
  }
  if (!counts.has("category")) {
    const byOne = await categoriesByOneFacet(db, { ...filters, categoryId: undefined });
    if (byOne) counts.set("category", byOne);
  }
  const shared = dims.filter((d) => !filtered[d] && !counts.has(d));
  for (const [dim, values] of await countDimensions(db, shared, where())) counts.set(dim, values);
  for (const dim of dims.filter((d) => !counts.has(d))) {
    counts.set(dim, (await countDimensions(db, [dim], where(dim))).get(dim)!);
  }
  const applicationScope = scopeOf.get("application");
  const applications =
    applicationScope !== undefined ? landing.counts(applicationScope, "application") : await countApplications(db, where("application", "pa"));
  const [categories, subcategories, manufacturers, lifecycle] = [counts.get("category")!, counts.get("subcategory")!, counts.get("manufacturer")!, counts.get("lifecycle")!];

  let specs: SpecFacet[] = [];
  if (withSpecs) {
    const active = new Set([...filters.specs, ...filters.ranges].map((f) => f.attributeId));
    const rows: SpecRow[] = [];
    // Attributes without a filter of their own: from facet_counts when the view is a landing
    // view, else in one scan.
    const unfiltered = specAttributes.filter((id) => !active.has(id));
    const sharedScope = landingScope(filters);
    if (sharedScope !== undefined && sharedScope !== 0) for (const id of unfiltered) rows.push(...landing.specRows(sharedScope, id));
    else rows.push(...(await specCounts(db, where(undefined, "s"))).filter((row) => !active.has(row.attribute_id)));
    for (const attributeId of active) {
      const scope = scopeOf.get(`spec:${attributeId}`);
      if (scope !== undefined) rows.push(...landing.specRows(scope, attributeId));
      else rows.push(...(await specCounts(db, where(`spec:${attributeId}`, "s"), attributeId)));
    }
    specs = context.attributes.flatMap((attribute) => {
      const own = rows.filter((row) => row.attribute_id === attribute.id);
      const values = own
        .map((row) => ({ value: row.value, count: row.n, number: row.min === null ? null : Number(row.min) }))
        .sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity) || b.count - a.count || a.value.localeCompare(b.value))
        .slice(0, MAX_SPEC_VALUES);
      if (!values.length) return [];
      return [{ key: attribute.key, name: attribute.name, unit: attribute.unit, kind: attribute.kind, values, range: rangeOf(own) }];
    });
  }

  // Every product has a category: the category counts under all the filters add up to the total
  // (with a category chosen, its own count is the total).
  const total =
    filters.categoryId === null
      ? 0
      : filters.categoryId !== undefined
        ? (categories.get(String(filters.categoryId)) ?? 0)
        : [...categories.values()].reduce((sum, n) => sum + n, 0);

  const facets: Facets = {
    categories: taxonomyFacet(context.categories, categories),
    subcategories: taxonomyFacet(
      filters.categoryId ? context.subcategories.filter((s) => s.categoryId === filters.categoryId) : context.subcategories,
      subcategories,
    ),
    applications: taxonomyFacet(context.applications, applications),
    manufacturers: [...manufacturers].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value)),
    lifecycle: ["active", "new", "nrnd", "obsolete"].flatMap((value) => {
      const count = lifecycle.get(value);
      return count ? [{ value, count }] : [];
    }),
    specs,
  };
  return { facets, total };
}
