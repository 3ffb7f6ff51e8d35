import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import type { Localized } from "~/i18n/locales";
import { type Dimension, type ResolvedFilters, productConditions } from "./product-query.server";
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

async function countApplications(db: Database, where: SQL): Promise<Map<string, number>> {
  const rows = await queryRows<{ key: string; n: number }>(
    db,
    sql`select pa.application_id::text as key, count(*)::int as n
      from products join product_applications pa on pa.product_id = products.id where ${where} group by 1`,
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
// counts products.
async function specCounts(db: Database, where: SQL, attributeId?: number): Promise<SpecRow[]> {
  const only = attributeId === undefined ? sql`` : sql` and s.attribute_id = ${attributeId}`;
  return queryRows<SpecRow>(db, sql`
    select s.attribute_id, s.value, min(s.value_number) as min, max(s.value_number) as max, count(*)::int as n
    from product_specs s join products on products.id = s.product_id
    where ${where}${only}
    group by s.attribute_id, s.value`);
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
  const where = (except?: Dimension) => productConditions(filters, except);
  // A dimension with a filter of its own is counted without it; the others share one scan.
  const filtered: Record<ProductDimension, boolean> = {
    category: filters.categoryId !== undefined,
    subcategory: filters.subcategoryId !== undefined,
    lifecycle: filters.lifecycle.length > 0,
    manufacturer: filters.manufacturer.length > 0,
  };
  const dims = Object.keys(filtered) as ProductDimension[];
  const counts = new Map<ProductDimension, Map<string, number>>();
  for (const [dim, values] of await countDimensions(db, dims.filter((d) => !filtered[d]), where())) counts.set(dim, values);
  for (const dim of dims.filter((d) => filtered[d])) {
    counts.set(dim, (await countDimensions(db, [dim], where(dim))).get(dim)!);
  }
  const applications = await countApplications(db, where("application"));
  const [categories, subcategories, manufacturers, lifecycle] = [counts.get("category")!, counts.get("subcategory")!, counts.get("manufacturer")!, counts.get("lifecycle")!];

  let specs: SpecFacet[] = [];
  if (filters.categoryId || filters.subcategoryId) {
    const active = new Set([...filters.specs, ...filters.ranges].map((f) => f.attributeId));
    const rows = (await specCounts(db, where())).filter((row) => !active.has(row.attribute_id));
    for (const attributeId of active) rows.push(...(await specCounts(db, where(`spec:${attributeId}`), attributeId)));
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
