import { type SQL, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { normalizePartNumber, toPrefixTsquery } from "./part-number";
import { crossReferenceCondition } from "./product-links.server";
import type { LifecycleState, ProductFilters, SortOption } from "./product-filters";

/** A filter set with names and slugs turned into ids; `null` marks a value that matches nothing. */
export interface ResolvedFilters {
  q: string;
  categoryId?: number | null;
  subcategoryId?: number | null;
  applicationId?: number | null;
  manufacturer: string[];
  lifecycle: LifecycleState[];
  specs: Array<{ attributeId: number; values: string[] }>;
  ranges: Array<{ attributeId: number; min?: number; max?: number }>;
}

export type Dimension = "category" | "subcategory" | "application" | "manufacturer" | "lifecycle" | `spec:${number}`;

// Both stemmers and the plain one: a word typed in either language finds the product.
const textQuery = (tsquery: string) =>
  sql`(to_tsquery('english', ${tsquery}) || to_tsquery('french', ${tsquery}) || to_tsquery('simple', ${tsquery}))`;

function textCondition(q: string): SQL | undefined {
  const partNumber = normalizePartNumber(q);
  const tsquery = toPrefixTsquery(q);
  const parts: SQL[] = [];
  if (partNumber) {
    parts.push(sql`products.part_number_normalized like ${`${partNumber}%`}`);
    // A fragment from inside a part number ("TG20" in "RM22TG20"); the trigram index needs 3 characters.
    if (partNumber.length >= 3) parts.push(sql`products.part_number_normalized like ${`%${partNumber}%`}`);
  }
  if (tsquery) parts.push(sql`products.search_document @@ ${textQuery(tsquery)}`);
  // Other makers' part numbers (cross references): their own table and index.
  const crossReference = crossReferenceCondition(q);
  if (crossReference) parts.push(crossReference);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : undefined;
}

/** The WHERE clause of the public product list, optionally leaving one dimension out (for its facet). */
export function productConditions(filters: ResolvedFilters, except?: Dimension): SQL {
  const conditions: SQL[] = [sql`products.status = 'active'`];
  const idCondition = (dimension: Dimension, value: number | null | undefined, column: SQL) => {
    if (value === undefined || dimension === except) return;
    conditions.push(value === null ? sql`false` : sql`${column} = ${value}`);
  };
  idCondition("category", filters.categoryId, sql`products.category_id`);
  idCondition("subcategory", filters.subcategoryId, sql`products.subcategory_id`);
  if (filters.applicationId !== undefined && except !== "application") {
    conditions.push(
      filters.applicationId === null
        ? sql`false`
        : sql`exists (select 1 from product_applications pa where pa.product_id = products.id and pa.application_id = ${filters.applicationId})`,
    );
  }
  if (filters.manufacturer.length && except !== "manufacturer") {
    conditions.push(sql`products.manufacturer in (${sql.join(filters.manufacturer.map((m) => sql`${m}`), sql`, `)})`);
  }
  if (filters.lifecycle.length && except !== "lifecycle") {
    conditions.push(sql`products.lifecycle::text in (${sql.join(filters.lifecycle.map((l) => sql`${l}`), sql`, `)})`);
  }
  for (const spec of filters.specs) {
    if (except === `spec:${spec.attributeId}`) continue;
    conditions.push(sql`exists (select 1 from product_specs s where s.product_id = products.id
      and s.attribute_id = ${spec.attributeId} and s.value in (${sql.join(spec.values.map((v) => sql`${v}`), sql`, `)}))`);
  }
  for (const range of filters.ranges) {
    if (except === `spec:${range.attributeId}`) continue;
    const bounds = [
      range.min !== undefined ? sql` and s.value_number >= ${range.min}` : sql``,
      range.max !== undefined ? sql` and s.value_number <= ${range.max}` : sql``,
    ];
    conditions.push(sql`exists (select 1 from product_specs s where s.product_id = products.id
      and s.attribute_id = ${range.attributeId} and s.value_number is not null${bounds[0]}${bounds[1]})`);
  }
  const text = filters.q ? textCondition(filters.q) : undefined;
  if (text) conditions.push(text);
  return sql.join(conditions, sql` and `);
}

/** ORDER BY for a sort option; relevance puts exact and prefix part-number matches first. */
export function productOrder(sort: SortOption, q: string, locale: Locale): SQL {
  const name = sql`lower(f_unaccent(coalesce(products.name->>${locale}, products.name->>'en', '')))`;
  switch (sort) {
    case "name-asc":
      return sql`${name} asc, products.id asc`;
    case "name-desc":
      return sql`${name} desc, products.id desc`;
    case "relevance": {
      const partNumber = normalizePartNumber(q);
      const tsquery = toPrefixTsquery(q);
      if (!partNumber && !tsquery) return sql`products.created_at desc, products.id desc`;
      const exact = partNumber
        ? sql`(case when products.part_number_normalized = ${partNumber} then 4
            when products.part_number_normalized like ${`${partNumber}%`} then 2
            when products.part_number_normalized like ${`%${partNumber}%`} then 1 else 0 end)`
        : sql`0`;
      const rank = tsquery ? sql`ts_rank(products.search_document, ${textQuery(tsquery)})` : sql`0`;
      return sql`${exact} + ${rank} desc, ${name} asc, products.id asc`;
    }
    default:
      return sql`products.created_at desc, products.id desc`;
  }
}

export type { ProductFilters };
