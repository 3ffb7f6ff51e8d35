import { type SQL, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { SearchQuery } from "~/catalogue/search/search-query";
import { searchCondition, searchRank } from "~/catalogue/search/search-sql.server";
import type { ColumnSort, LifecycleState, ProductFilters, SortOption } from "./product-filters";

/** A filter set with names and slugs turned into ids; `null` marks a value that matches nothing. */
export interface ResolvedFilters {
  /** The free-text query as read by resolveSearch; null without one. */
  search: SearchQuery | null;
  categoryId?: number | null;
  subcategoryId?: number | null;
  applicationId?: number | null;
  manufacturer: string[];
  lifecycle: LifecycleState[];
  specs: Array<{ attributeId: number; values: string[] }>;
  ranges: Array<{ attributeId: number; min?: number; max?: number }>;
}

export type Dimension = "category" | "subcategory" | "application" | "manufacturer" | "lifecycle" | `spec:${number}`;

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
  const text = filters.search ? searchCondition(filters.search) : undefined;
  if (text) conditions.push(text);
  return sql.join(conditions, sql` and `);
}

/** The table view's column sorts; products without the spec come last either way. */
function columnOrder(sort: ColumnSort, name: SQL): SQL {
  const dir = sort.endsWith("-desc") ? sql`desc` : sql`asc`;
  const column = sort.slice(0, sort.lastIndexOf("-"));
  if (column === "part") return sql`products.part_number ${dir}, products.id asc`;
  if (column === "maker") return sql`lower(products.manufacturer) ${dir}, ${name} asc, products.id asc`;
  if (column === "lifecycle") return sql`products.lifecycle ${dir}, ${name} asc, products.id asc`;
  const key = column.slice("spec:".length);
  const spec = (field: SQL) => sql`(select ${field} from product_specs s join spec_attributes a on a.id = s.attribute_id
    where s.product_id = products.id and a.key = ${key} order by s.position limit 1)`;
  return sql`${spec(sql`s.value_number`)} ${dir} nulls last, ${spec(sql`lower(s.value)`)} ${dir} nulls last, ${name} asc, products.id asc`;
}

/** ORDER BY for a sort option; relevance is searchRank's order. */
export function productOrder(sort: SortOption, search: SearchQuery | null, locale: Locale): SQL {
  const name = sql`lower(f_unaccent(coalesce(products.name->>${locale}, products.name->>'en', '')))`;
  switch (sort) {
    case "name-asc":
      return sql`${name} asc, products.id asc`;
    case "name-desc":
      return sql`${name} desc, products.id desc`;
    case "relevance": {
      if (!search) return sql`products.created_at desc, products.id desc`;
      return sql`${searchRank(search)} desc, ${name} asc, products.id asc`;
    }
    case "newest":
      return sql`products.created_at desc, products.id desc`;
    default:
      return columnOrder(sort, name);
  }
}

export type { ProductFilters };
