import { type SQL, sql } from "drizzle-orm";
import { intArray } from "~/db/sql-arrays";
import { type Database, queryRows } from "~/db/client.server";
import type { Dimension, ResolvedFilters } from "./product-query.server";
import { storedBounds } from "./attributes.server";
import { onContentChanged } from "~/cache/content-cache.server";

/*
 * product_facets (decision 031): one row per active product with the facet_values ids of every
 * facet value it carries (category, subcategory, applications, maker, lifecycle, each spec value).
 * A filter of the product list is a set of those ids (the product must carry one of them), so any
 * combination of filters is a GIN lookup on one narrow table, and every facet of the matching
 * products is one `unnest` of their keys, grouped.
 */

/** One filter as the keys a product must carry one of (an empty list matches nothing). */
export interface KeyFilter {
  dimension: Dimension;
  keys: number[];
}

/** A counted facet value: the dimension (`spec:<attribute id>` for specs), the value, its number. */
export interface KeyCount {
  dimension: string;
  value: string;
  number: number | null;
  n: number;
}

/**
 * Whether the list needs its filters as keys: some filter beyond a category, or a category with
 * words (whose facets are counted over the best matches in that category).
 */
export const needsKeyFilters = (filters: ResolvedFilters, withWords: boolean) =>
  // A category that names nothing matches nothing (an empty key set).
  filters.categoryId === null ||
  filters.subcategoryId !== undefined ||
  filters.applicationId !== undefined ||
  filters.manufacturer.length > 0 ||
  filters.lifecycle.length > 0 ||
  filters.specs.length > 0 ||
  filters.ranges.length > 0 ||
  (withWords && filters.categoryId !== undefined);

const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * The filters as facet_values keys, in one query: each taxonomy id, maker, lifecycle and spec value
 * named, and for a range every number of the attribute within it (numbers only: NaN marks none).
 */
export async function resolveKeyFilters(db: Database, filters: ResolvedFilters): Promise<KeyFilter[]> {
  const wanted: Array<{ dimension: Dimension; where: SQL | null }> = [];
  const ids = (dimension: Dimension, id: number | null | undefined) => {
    if (id !== undefined) wanted.push({ dimension, where: id === null ? null : sql`dimension = ${dimension} and value = ${String(id)}` });
  };
  ids("category", filters.categoryId);
  ids("subcategory", filters.subcategoryId);
  ids("application", filters.applicationId);
  if (filters.manufacturer.length) wanted.push({ dimension: "manufacturer", where: sql`dimension = 'manufacturer' and value in (${list(filters.manufacturer)})` });
  if (filters.lifecycle.length) wanted.push({ dimension: "lifecycle", where: sql`dimension = 'lifecycle' and value in (${list(filters.lifecycle)})` });
  for (const spec of filters.specs) {
    const dimension = `spec:${spec.attributeId}` as const;
    wanted.push({ dimension, where: spec.values.length ? sql`dimension = ${dimension} and value in (${list(spec.values)})` : null });
  }
  // A range's lower bound is the facet value's number; its upper bound is read from the value's
  // text (storedBounds), so "100–240 V AC" meets a filter of 230 V.
  const ranges: Array<{ index: number; range: ResolvedFilters["ranges"][number] }> = [];
  for (const range of filters.ranges) {
    const dimension = `spec:${range.attributeId}` as const;
    ranges.push({ index: wanted.length, range });
    wanted.push({ dimension, where: sql`dimension = ${dimension} and number <> 'NaN'${range.max !== undefined ? sql` and number <= ${range.max}` : sql``}` });
  }
  const queried = wanted.flatMap((w, i) => (w.where ? [sql`select ${i}::int as i, id, value, number from facet_values where ${w.where}`] : []));
  const rows = queried.length ? await queryRows<{ i: number; id: number; value: string; number: number }>(db, sql.join(queried, sql` union all `)) : [];
  const rangeOf = new Map(ranges.map(({ index, range }) => [index, range]));
  const keys = wanted.map(() => [] as number[]);
  for (const row of rows) {
    const range = rangeOf.get(row.i);
    // A value whose text does not read as a quantity (written before values were typed) is its number.
    if (range?.min !== undefined && (storedBounds(range.attribute, row.value)?.max ?? row.number) < range.min) continue;
    keys[row.i]!.push(row.id);
  }
  return wanted.map((w, i) => ({ dimension: w.dimension, keys: keys[i]! }));
}

/**
 * The WHERE clause on product_facets (alias `pf`) for the key filters except `except`'s, and the
 * best text matches (`hits`) when there are some.
 */
export function keyConditions(filters: KeyFilter[], hits: number[] | undefined, except?: Dimension): SQL {
  const conditions = filters
    .filter((filter) => filter.dimension !== except)
    .map((filter) => (filter.keys.length ? sql`pf.keys && ${intArray(filter.keys)}` : sql`false`));
  if (hits) conditions.push(sql`pf.product_id = any(${intArray(hits)})`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * How many matching products carry each facet value of the given dimensions (`spec:` stands for
 * every specification): one scan of the matching rows' keys.
 */
export function countKeys(db: Database, where: SQL, dimensions: string[]): Promise<KeyCount[]> {
  // A category or lifecycle facet alone (counted without its own filter) reads product_facets'
  // own column: one GROUP BY of the matching rows.
  if (dimensions.length === 1 && (dimensions[0] === "category" || dimensions[0] === "lifecycle")) {
    const column = sql.raw(dimensions[0] === "category" ? "pf.category_id" : "pf.lifecycle");
    return queryRows<KeyCount>(
      db,
      sql`select ${dimensions[0]} as dimension, ${column}::text as value, null as number, count(*)::int as n
        from product_facets pf where ${where} group by ${column}`,
    );
  }
  const specs = dimensions.includes("spec:");
  const plain = dimensions.filter((d) => d !== "spec:");
  const wanted = [
    ...(plain.length ? [sql`v.dimension in (${list(plain)})`] : []),
    ...(specs ? [sql`v.dimension like 'spec:%'`] : []),
  ];
  if (!wanted.length) return Promise.resolve([]);
  // One dimension (a filtered one, counted without its own filter): only its keys are grouped.
  const only = dimensions.length === 1 ? sql` where u.k in (select v.id from facet_values v where ${wanted[0]!})` : sql``;
  // unnest in the select list (ProjectSet) costs about half of a lateral unnest per row.
  return queryRows<KeyCount>(
    db,
    sql`select v.dimension, v.value, case when v.number = 'NaN' then null else v.number end as number, c.n
      from (select u.k, count(*)::int as n from (select unnest(pf.keys) as k from product_facets pf where ${where}) u${only} group by u.k) c
      join facet_values v on v.id = c.k
      where ${sql.join(wanted, sql` or `)}`,
  );
}

/** Whether a product with these keys passes every filter but `except`'s (what keyConditions asks). */
export function carriesFilters(keys: readonly number[], filters: KeyFilter[], except?: Dimension): boolean {
  return filters.every((filter) => filter.dimension === except || filter.keys.some((key) => keys.includes(key)));
}

/** The dimension of a key as countKeys names it wanted (`spec:` stands for every specification). */
const wantedDimension = (dimensions: string[], dimension: string) =>
  dimensions.includes(dimension) || (dimension.startsWith("spec:") && dimensions.includes("spec:"));

/** A facet value as the counts name it. */
type FacetValue = Omit<KeyCount, "n">;

/**
 * The facet values of keys already read, per database. A facet_values row is never changed once
 * written (new values are only added, product_facets_refresh), so a key read once names the same
 * value for as long as the content is not replaced wholesale (a backup restored), and every
 * content change drops the map with the other content caches all the same. At most
 * FACET_VALUES_KEPT keys: past that, the map starts again from the keys of the list at hand.
 */
let facetValues = new WeakMap<Database, Map<number, FacetValue>>();
onContentChanged(() => {
  facetValues = new WeakMap();
});
export const FACET_VALUES_KEPT = 50_000;

/** The facet value of each key (a key that names none is left out), read from the database only for keys not read before. */
export async function describeKeys(db: Database, keys: Iterable<number>): Promise<Map<number, FacetValue>> {
  let known = facetValues.get(db);
  if (!known) facetValues.set(db, (known = new Map()));
  const wanted = new Set(keys);
  const missing = [...wanted].filter((key) => !known!.has(key));
  if (!missing.length) return known;
  const rows = await queryRows<{ id: number } & FacetValue>(
    db,
    sql`select id, dimension, value, case when number = 'NaN' then null else number end as number
      from facet_values where id = any(${intArray(missing)})`,
  );
  if (known.size + rows.length > FACET_VALUES_KEPT) {
    const kept = new Map([...wanted].flatMap((key) => (known!.has(key) ? [[key, known!.get(key)!] as const] : [])));
    facetValues.set(db, (known = kept));
  }
  for (const { id, ...value } of rows) known.set(id, value);
  return known;
}

/**
 * countKeys for the best text matches, whose keys textHits read with them (at most MAX_TEXT_HITS
 * products): counted here from those keys, so a search's facets cost no scan of product_facets.
 * The facet values of the keys are described once for every count of the list (describeKeys).
 */
export function hitKeyCounter(db: Database, hitKeys: Map<number, number[]>) {
  let described: Promise<Map<number, FacetValue>> | undefined;
  const describe = () => describeKeys(db, [...hitKeys.values()].flat());
  return async (filters: KeyFilter[], except: Dimension | undefined, dimensions: string[]): Promise<KeyCount[]> => {
    const counts = new Map<number, number>();
    for (const keys of hitKeys.values()) {
      if (!carriesFilters(keys, filters, except)) continue;
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const values = await (described ??= describe());
    return [...counts].flatMap(([key, n]) => {
      const value = values.get(key);
      return value && wantedDimension(dimensions, value.dimension) ? [{ ...value, n }] : [];
    });
  };
}

/**
 * For a bulk write in one transaction (the CSV import, decision 035): facet_counts and
 * product_facets are brought up to date once, by `applyDeferredFacets`, instead of after every
 * statement. Call both on the same transaction, the second before it commits.
 */
export async function deferFacets(tx: Database): Promise<void> {
  await tx.execute(sql`select facets_defer()`);
}

/** Applies what the triggers noted since `deferFacets`, and maintains them per statement again. */
export async function applyDeferredFacets(tx: Database): Promise<void> {
  await tx.execute(sql`select facets_flush()`);
}

/**
 * The facet counts of "a category (or the whole catalogue) + one filter" from facet_pair_counts
 * (decision 036): for each facet value of the given dimensions (`spec:` stands for every
 * specification), the sum over the filter's keys of the products of the category (of every
 * category) carrying both. That sum is the number of products matching the filter only when no
 * product carries two of its keys; the table shows whether one does (a pair of two of its keys),
 * and then the answer is `undefined`: count by `countKeys` instead.
 */
export async function countPairs(db: Database, filter: KeyFilter, categoryId: number | undefined, dimensions: string[]): Promise<KeyCount[] | undefined> {
  if (!filter.keys.length) return [];
  const keys = intArray(filter.keys);
  const plain = dimensions.filter((d) => d !== "spec:");
  const wanted = [
    ...(plain.length ? [sql`v.dimension in (${list(plain)})`] : []),
    ...(dimensions.includes("spec:") ? [sql`v.dimension like 'spec:%'`] : []),
  ];
  if (!wanted.length) return [];
  const inCategory = categoryId === undefined ? sql`` : sql` and p.category_id = ${categoryId}`;
  const rows = await queryRows<KeyCount & { clash: boolean }>(
    db,
    sql`select v.dimension, v.value, case when v.number = 'NaN' then null else v.number end as number, c.n, c.other = any(${keys}) as clash
      from (select p.other, sum(p.n)::int as n from facet_pair_counts p where p.key = any(${keys})${inCategory} group by p.other) c
      join facet_values v on v.id = c.other
      where c.other = any(${keys}) or ${sql.join(wanted, sql` or `)}`,
  );
  if (rows.some((row) => row.clash)) return undefined;
  return rows.map(({ clash: _clash, ...row }) => row);
}

/**
 * Whether some product carries two of the filter's keys (then a sum over its keys counts that
 * product twice): a pair of them in facet_pair_counts. One key never clashes.
 */
export async function keysClash(db: Database, filter: KeyFilter): Promise<boolean> {
  if (filter.keys.length < 2) return false;
  const keys = intArray(filter.keys);
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from facet_pair_counts where key = any(${keys}) and other = any(${keys}) limit 1`);
  return rows.length > 0;
}

/**
 * countPairs for one specification filter of several values, which a product may carry two of
 * (a timer's 24–48 V DC and 24–240 V AC both meet 12–24 V), so that a sum over the filter's keys
 * would count it twice (decision 074). Such a product also carries the value-set key of the
 * attribute (`set:<attribute>`, product_facet_values), and every product carrying a value-set key
 * carries each of its values: the values of a set among the filter's keys are the keys it is
 * paired with (m of them), and the products carrying it, counted m times by the sum, are taken
 * off m - 1 times, from that set's own pair counts. Exact for any number of values.
 * "category" among `dimensions` counts the categories (the filter alone, in every category): the
 * filter's values' facet_counts per category, less the value sets' products per category (each
 * active product carries exactly one lifecycle key, so a set's pairs with the lifecycles count
 * it once). The other dimensions are counted in `categoryId` (every category when undefined).
 */
export async function countValueSetPairs(db: Database, filter: KeyFilter, categoryId: number | undefined, dimensions: string[]): Promise<KeyCount[]> {
  if (!filter.keys.length || !filter.dimension.startsWith("spec:")) return [];
  const keys = intArray(filter.keys);
  const setDimension = `set:${filter.dimension.slice("spec:".length)}`;
  // The value sets that hold two of the filter's values or more, each with 1 - m (m of them).
  const sets = (scope: number | undefined) => {
    const inScope = scope === undefined ? sql`` : sql` and p.category_id = ${scope}`;
    return sql`sets as (
        select p.other as key, 1 - count(distinct p.key)::int as w
          from facet_pair_counts p join facet_values s on s.id = p.other
          where p.key = any(${keys})${inScope} and s.dimension = ${setDimension}
          group by p.other having count(distinct p.key) > 1)`;
  };
  const plain = dimensions.filter((d) => d !== "spec:" && d !== "category");
  const wanted = [
    ...(plain.length ? [sql`v.dimension in (${list(plain)})`] : []),
    ...(dimensions.includes("spec:") ? [sql`v.dimension like 'spec:%'`] : []),
  ];
  const inCategory = categoryId === undefined ? sql`` : sql` and p.category_id = ${categoryId}`;
  const [categories, others] = await Promise.all([
    dimensions.includes("category")
      ? queryRows<KeyCount>(
          db,
          sql`with ${sets(undefined)}
          select 'category' as dimension, x.scope::text as value, null as number, sum(x.n)::int as n from (
            select fc.scope, fc.n from facet_counts fc join facet_values v on v.dimension = fc.dimension and v.value = fc.value and v.number = fc.number
              where v.id = any(${keys}) and fc.scope > 0
            union all
            select p.category_id, p.n * sets.w from sets join facet_pair_counts p on p.key = sets.key
              where p.other = any(array(select l.id from facet_values l where l.dimension = 'lifecycle'))) x
          group by x.scope`,
        )
      : [],
    wanted.length
      ? queryRows<KeyCount>(
          db,
          sql`with ${sets(categoryId)},
            weights as (select k.key, 1 as w from unnest(${keys}) as k(key) union all select sets.key, sets.w from sets)
          select v.dimension, v.value, case when v.number = 'NaN' then null else v.number end as number, c.n
            from (select p.other, sum(p.n * w.w)::int as n from facet_pair_counts p join weights w on w.key = p.key
              where true${inCategory} group by p.other) c
            join facet_values v on v.id = c.other
            where c.n > 0 and (${sql.join(wanted, sql` or `)})`,
        )
      : [],
  ]);
  return [...categories.filter((row) => row.n > 0), ...others];
}
