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

async function countBy(db: Database, key: SQL, where: SQL, join: SQL = sql``): Promise<Map<string, number>> {
  const rows = await queryRows<{ key: string; n: number }>(
    db,
    sql`select ${key}::text as key, count(*)::int as n from products ${join} where ${where} group by 1`,
  );
  return new Map(rows.map((row) => [row.key, row.n]));
}

interface SpecRow {
  attribute_id: number;
  value: string;
  num: number | null;
  n: number;
}

async function specCounts(db: Database, where: SQL, attributeId?: number): Promise<SpecRow[]> {
  const only = attributeId === undefined ? sql`` : sql` and s.attribute_id = ${attributeId}`;
  return queryRows<SpecRow>(db, sql`
    select s.attribute_id, s.value, min(s.value_number) as num, count(distinct s.product_id)::int as n
    from product_specs s join products on products.id = s.product_id
    where ${where}${only}
    group by s.attribute_id, s.value`);
}

async function specRanges(db: Database, where: SQL): Promise<Map<number, { min: number; max: number }>> {
  const rows = await queryRows<{ attribute_id: number; min: number; max: number }>(db, sql`
    select s.attribute_id, min(s.value_number) as min, max(s.value_number) as max
    from product_specs s join products on products.id = s.product_id
    where ${where} and s.value_number is not null
    group by s.attribute_id`);
  return new Map(rows.map((row) => [row.attribute_id, { min: Number(row.min), max: Number(row.max) }]));
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
export async function loadFacets(db: Database, filters: ResolvedFilters, context: CatalogueContext): Promise<Facets> {
  const where = (except?: Dimension) => productConditions(filters, except);
  const joinApplications = sql`join product_applications pa on pa.product_id = products.id`;
  const [categories, subcategories, applications, manufacturers, lifecycle] = await Promise.all([
    countBy(db, sql`products.category_id`, where("category")),
    countBy(db, sql`products.subcategory_id`, where("subcategory")),
    countBy(db, sql`pa.application_id`, where("application"), joinApplications),
    countBy(db, sql`products.manufacturer`, where("manufacturer")),
    countBy(db, sql`products.lifecycle`, where("lifecycle")),
  ]);

  let specs: SpecFacet[] = [];
  if (filters.categoryId || filters.subcategoryId) {
    const active = new Set([...filters.specs, ...filters.ranges].map((f) => f.attributeId));
    const rows = (await specCounts(db, where())).filter((row) => !active.has(row.attribute_id));
    for (const attributeId of active) rows.push(...(await specCounts(db, where(`spec:${attributeId}`), attributeId)));
    const ranges = await specRanges(db, where());
    for (const attributeId of active) {
      const own = await specRanges(db, where(`spec:${attributeId}`));
      const range = own.get(attributeId);
      if (range) ranges.set(attributeId, range);
    }
    specs = context.attributes.flatMap((attribute) => {
      const values = rows
        .filter((row) => row.attribute_id === attribute.id)
        .map((row) => ({ value: row.value, count: row.n, number: row.num === null ? null : Number(row.num) }))
        .sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity) || b.count - a.count || a.value.localeCompare(b.value))
        .slice(0, MAX_SPEC_VALUES);
      if (!values.length) return [];
      return [{ key: attribute.key, name: attribute.name, unit: attribute.unit, kind: attribute.kind, values, range: ranges.get(attribute.id) ?? null }];
    });
  }

  return {
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
}
