import { type SQL, sql } from "drizzle-orm";
import { intArray } from "~/db/sql-arrays";
import { type Database, queryRows } from "~/db/client.server";
import type { Locale } from "~/i18n/locales";
import {
  type KeyCount,
  type KeyFilter,
  carriesFilters,
  countKeys,
  countPairs,
  countValueSetPairs,
  hitKeyCounter,
  keyConditions,
  keysClash,
} from "~/catalogue/products/facet-keys.server";
import { type Dimension, type ResolvedFilters, hasSearch, idsOrder, productConditions, productOrder, withStock } from "~/catalogue/products/product-query.server";
import type { SortOption } from "~/catalogue/products/product-filters";

/*
 * How the product list reaches SQL, by name (docs/catalogue-index.md): the list reads
 * (LIST_STRATEGIES) and the facet counters (FACET_STRATEGIES), each an ordered table whose first
 * entry that applies to the filters is the one used. A counter may still turn a dimension down
 * once it has read the database (a double count the pair counts reveal, a lifecycle that leaves
 * out too many products): the next entry that applies then counts it; key-scan always applies.
 * The names used go into the request log (`strategies`), and tests force each one
 * (tests/integration/catalogue-strategies.test.ts).
 */

/** Counted values of one dimension (a facet_counts scope, or product_facets keys), by dimension. */
export type CountRow = Pick<KeyCount, "value" | "number" | "n">;
export type CountsByDimension = Map<string, CountRow[]>;

export function byDimension(rows: Array<CountRow & { dimension: string }>): CountsByDimension {
  const result: CountsByDimension = new Map();
  for (const { dimension, ...row } of rows) {
    const list = result.get(dimension);
    if (list) list.push(row);
    else result.set(dimension, [row]);
  }
  return result;
}

export const valueCounts = (rows: CountRow[] | undefined) => {
  const counts = new Map<string, number>();
  for (const row of rows ?? []) counts.set(row.value, (counts.get(row.value) ?? 0) + row.n);
  return counts;
};


/** Whether kept counts (facet_counts, facet_pair_counts) can stand for the filters: no words, and a category that exists or none. */
const keptCountsApply = (filters: ResolvedFilters) =>
  filters.categoryId !== null && filters.hits === undefined && !hasSearch(filters.search) && filters.stock === undefined;

/**
 * The category counts of a list narrowed by one facet only (a lifecycle, a maker, an application,
 * a subcategory, a specification's values or range): each category's own facet_counts rows of the
 * filter's keys, summed. Exact while no product carries two of those keys (applications are
 * counted per link, and a product could have two values of one attribute): when the pair counts
 * show one that does, the categories are counted by a scan instead.
 */
async function categoriesByOneFacet(db: Database, filters: ResolvedFilters, keyFilters: KeyFilter[]): Promise<Map<string, number> | undefined> {
  if (!keptCountsApply(filters)) return undefined;
  const one = keyFilters.filter((f) => f.dimension !== "category");
  if (one.length !== 1) return undefined;
  const [filter] = one as [KeyFilter];
  if (!filter.keys.length) return new Map();
  const [clash, rows] = await Promise.all([
    keysClash(db, filter),
    queryRows<{ key: string; n: number }>(
      db,
      sql`select fc.scope::text as key, sum(fc.n)::int as n
        from facet_counts fc join facet_values v on v.dimension = fc.dimension and v.value = fc.value and v.number = fc.number
        where v.id = any(${intArray(filter.keys)}) and fc.scope > 0 and fc.n > 0
        group by fc.scope`,
    ),
  ]);
  return clash ? undefined : new Map(rows.map((row) => [row.key, row.n]));
}

/**
 * The one filter (and the category, if any) that the filters minus `except` amount to, with no
 * words: a view whose counts facet_pair_counts holds (decision 036), for every dimension but the
 * categories (facet_counts: categoriesByOneFacet).
 */
function pairView(filters: ResolvedFilters, keyFilters: KeyFilter[], except: Dimension | undefined): { filter: KeyFilter; categoryId?: number } | undefined {
  if (!keptCountsApply(filters)) return undefined;
  const others = keyFilters.filter((f) => f.dimension !== "category" && f.dimension !== except);
  if (others.length !== 1) return undefined;
  return { filter: others[0]!, categoryId: filters.categoryId ?? undefined };
}

/**
 * The view a value-set-pairs count stands for when counting `dimension`: one specification filter
 * of two values or more (which a product may carry two of) and, for every dimension but the
 * categories, the category (or none); no words. Undefined elsewhere.
 */
function valueSetView(filters: ResolvedFilters, keyFilters: KeyFilter[], dimension: Dimension): { filter: KeyFilter; categoryId?: number } | undefined {
  const view =
    dimension === "category"
      ? keptCountsApply({ ...filters, categoryId: undefined }) && keyFilters.filter((f) => f.dimension !== "category").length === 1
        ? { filter: keyFilters.find((f) => f.dimension !== "category")! }
        : undefined
      : pairView(filters, keyFilters, dimension);
  return view && view.filter.dimension.startsWith("spec:") && view.filter.keys.length > 1 ? view : undefined;
}

/**
 * A lifecycle filter that most of its scope passes ("active"), as what the counts without it and
 * the products it leaves out need: the other key filters (`rest`), and the lifecycles it leaves
 * out as a key filter (`left`). Lifecycle is one value per product, so the products a lifecycle
 * filter leaves out are exactly those carrying another one: few, and found by the GIN index.
 * Undefined without a lifecycle filter, with words, or when the filter leaves out more than a
 * third as many products of the scope (facet_counts) as it keeps: a scan is then about as cheap.
 */
async function leftOutByLifecycle(
  db: Database,
  filters: ResolvedFilters,
  keyFilters: KeyFilter[],
): Promise<{ rest: KeyFilter[]; left: KeyFilter } | undefined> {
  const lifecycle = keyFilters.find((f) => f.dimension === "lifecycle");
  if (!lifecycle?.keys.length || !keptCountsApply(filters)) return undefined;
  const rows = await queryRows<{ id: number; n: number | null }>(
    db,
    sql`select v.id, fc.n from facet_values v left join facet_counts fc
        on fc.scope = ${filters.categoryId ?? 0} and fc.dimension = v.dimension and fc.value = v.value and fc.number = v.number
      where v.dimension = 'lifecycle'`,
  );
  const kept = rows.filter((row) => lifecycle.keys.includes(row.id));
  // Every other lifecycle, counted here or not: the category facet counts outside the scope too.
  const left = rows.filter((row) => !lifecycle.keys.includes(row.id));
  const sum = (list: typeof rows) => list.reduce((total, row) => total + (row.n ?? 0), 0);
  // The left-out scan costs in proportion to the products it reads, the plain scan likewise, and
  // the pair view and the extra statements a few milliseconds: worth it from about 3 to 1.
  if (sum(left) * 3 > sum(kept)) return undefined;
  return { rest: keyFilters.filter((f) => f !== lifecycle), left: { dimension: "lifecycle", keys: left.map((row) => row.id) } };
}

/** `base` minus `less`, value by value (rows of countKeys or countPairs); zeros left out. */
function subtractCounts(base: KeyCount[], less: KeyCount[]): KeyCount[] {
  const id = (row: KeyCount) => `${row.dimension}|${row.value}|${row.number ?? ""}`;
  const minus = new Map(less.map((row) => [id(row), row.n]));
  return base.flatMap((row) => {
    const n = row.n - (minus.get(id(row)) ?? 0);
    return n > 0 ? [{ ...row, n }] : [];
  });
}

/**
 * The counts of `wanted` under every filter but `except`'s, where those filters are a lifecycle
 * that most products pass (leftOutByLifecycle) and, besides it, a view that facet_pair_counts or
 * facet_counts holds (a category, or none, and at most one other filter): that view's counts
 * minus those of the products the lifecycle leaves out. Undefined when that does not hold.
 */
async function countWithoutLeftOut(
  db: Database,
  filters: ResolvedFilters,
  split: { rest: KeyFilter[]; left: KeyFilter },
  except: Dimension | undefined,
  wanted: string[],
): Promise<KeyCount[] | undefined> {
  const view = except === "lifecycle" ? undefined : pairView(filters, split.rest, except);
  if (!view) return undefined;
  // Categories from facet_counts (categoriesByOneFacet), every other dimension from the pairs.
  const rest = wanted.filter((dimension) => dimension !== "category");
  const [byCategory, paired] = await Promise.all([
    wanted.includes("category") ? categoriesByOneFacet(db, { ...filters, categoryId: undefined }, split.rest) : new Map<string, number>(),
    rest.length ? countPairs(db, view.filter, view.categoryId, rest) : [],
  ]);
  if (!byCategory || !paired) return undefined;
  const base = [...paired, ...[...byCategory].map(([value, n]) => ({ dimension: "category", value, number: null, n }))];
  const leftOut = split.left.keys.length ? await countKeys(db, keyConditions([...split.rest, split.left], undefined, except), wanted) : [];
  return subtractCounts(base, leftOut);
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
    hasSearch(filters.search) ||
    filters.stock !== undefined;
  if (others) return undefined;
  if (filters.categoryId === undefined || except === "category") return 0;
  return filters.categoryId === null ? undefined : filters.categoryId;
}


interface LandingRow extends CountRow {
  scope: number;
  dimension: string;
}

/** facet_counts of the scopes asked for, read once per list. */
function landingCounts(db: Database) {
  const loaded = new Map<Scope, CountsByDimension>();
  return {
    async load(scopes: Scope[]) {
      const wanted = [...new Set(scopes)].filter((scope) => !loaded.has(scope));
      if (!wanted.length) return;
      const rows = await queryRows<LandingRow>(
        db,
        sql`select scope, dimension, value, case when number = 'NaN' then null else number end as number, n
          from facet_counts where scope in (${sql.join(wanted.map((w) => sql`${w}`), sql`, `)}) and n > 0`,
      );
      for (const scope of wanted) loaded.set(scope, byDimension(rows.filter((row) => row.scope === scope)));
    },
    rows(scope: Scope, dimension: string): CountRow[] | undefined {
      return loaded.get(scope)?.get(dimension);
    },
  };
}


/** What the facet counters share for one list: its filters, as product_facets keys too. */
export interface FacetQuery {
  db: Database;
  filters: ResolvedFilters;
  keyFilters: KeyFilter[];
  /** false: facet_pair_counts is never read (pair-counts and lifecycle-left-out do not apply); tests compare both ways. */
  pairs: boolean;
  /** The dimensions with a filter of their own: each is counted without it; the others share one scan of every filter. */
  filtered: Set<Dimension>;
  /** The best text matches' counter (hit-keys), made once per list: it reads their facet values once. */
  countHits?: ReturnType<typeof hitKeyCounter>;
}

export function facetQuery(db: Database, filters: ResolvedFilters, keyFilters: KeyFilter[], pairs: boolean): FacetQuery {
  return {
    db,
    filters,
    keyFilters,
    pairs,
    filtered: new Set(keyFilters.map((f) => f.dimension)),
    countHits: filters.hits && filters.hitKeys ? hitKeyCounter(db, filters.hitKeys) : undefined,
  };
}

export type FacetStrategyName = "landing-counts" | "value-set-pairs" | "categories-by-one-facet" | "pair-counts" | "hit-keys" | "lifecycle-left-out" | "key-scan";

export interface FacetStrategy {
  name: FacetStrategyName;
  /** Whether it can count `dimension` under every filter but the dimension's own, from the filters alone. */
  applies(q: FacetQuery, dimension: Dimension): boolean;
  /** Run while the dimensions are planned, so that a dimension it turns down joins the shared scan. */
  early?: boolean;
  /** The counts of `dimensions` (each of which it applies to), by dimension; one left out was turned down. */
  count(q: FacetQuery, dimensions: Dimension[]): Promise<Map<Dimension, CountRow[]>>;
}

/** The filter a dimension is counted without: its own, or none for a dimension without one (the shared scan). */
const exceptOf = (q: FacetQuery, dimension: Dimension): Dimension | undefined => (q.filtered.has(dimension) ? dimension : undefined);

/**
 * The scans that count `dimensions`: one per filter left out (exceptOf), its wanted dimensions
 * (the shared scan counts every specification, "spec:"; a filtered one counts only its own).
 */
function scans(q: FacetQuery, dimensions: Dimension[]) {
  const groups = new Map<Dimension | undefined, { dimensions: Dimension[]; wanted: string[] }>();
  for (const dimension of dimensions) {
    const except = exceptOf(q, dimension);
    const wanted = except === undefined && dimension.startsWith("spec:") ? "spec:" : dimension;
    const group = groups.get(except) ?? { dimensions: [], wanted: [] };
    group.dimensions.push(dimension);
    if (!group.wanted.includes(wanted)) group.wanted.push(wanted);
    groups.set(except, group);
  }
  return [...groups].map(([except, group]) => ({ except, ...group }));
}

type PairViewOf = (filters: ResolvedFilters, keyFilters: KeyFilter[], dimension: Dimension) => { filter: KeyFilter; categoryId?: number } | undefined;
type PairCounter = (db: Database, filter: KeyFilter, categoryId: number | undefined, dimensions: string[]) => Promise<KeyCount[] | undefined>;

/**
 * The dimensions asked of a pair strategy, grouped by the view each reads (one filter, and a
 * category or none), and each view counted once for all its dimensions; a view the counter turns
 * down (undefined) leaves its dimensions uncounted.
 */
async function byPairView(q: FacetQuery, dimensions: Dimension[], viewOf: PairViewOf, counter: PairCounter): Promise<Map<Dimension, CountRow[]>> {
  const views = new Map<string, { filter: KeyFilter; categoryId?: number; dimensions: Dimension[] }>();
  for (const dimension of dimensions) {
    const view = viewOf(q.filters, q.keyFilters, dimension)!;
    const id = `${q.keyFilters.indexOf(view.filter)}:${view.categoryId ?? ""}`;
    const seen = views.get(id);
    if (seen) seen.dimensions.push(dimension);
    else views.set(id, { ...view, dimensions: [dimension] });
  }
  const result = new Map<Dimension, CountRow[]>();
  await Promise.all(
    [...views.values()].map(async ({ filter, categoryId, dimensions: dims }) => {
      const wanted = [...new Set(dims.map((d) => (d.startsWith("spec:") ? "spec:" : d)))];
      const rows = await counter(q.db, filter, categoryId, wanted);
      if (!rows) return;
      const counts = byDimension(rows);
      for (const dim of dims) result.set(dim, counts.get(dim) ?? []);
    }),
  );
  return result;
}

/** Runs `count` for each scan of `dimensions` together; a scan whose count is undefined is turned down. */
async function byScan(
  q: FacetQuery,
  dimensions: Dimension[],
  count: (except: Dimension | undefined, wanted: string[]) => Promise<KeyCount[] | undefined>,
): Promise<Map<Dimension, CountRow[]>> {
  const result = new Map<Dimension, CountRow[]>();
  await Promise.all(
    scans(q, dimensions).map(async ({ except, dimensions: dims, wanted }) => {
      const rows = await count(except, wanted);
      if (!rows) return;
      const counts = byDimension(rows);
      for (const dim of dims) result.set(dim, counts.get(dim) ?? []);
    }),
  );
  return result;
}

/**
 * The facet counters, in the order they are tried for each dimension (counted under every filter
 * but its own). The first four read kept counts or a bounded set; the last scans product_facets.
 */
export const FACET_STRATEGIES: readonly FacetStrategy[] = [
  {
    // A landing view (nothing but, at most, a category): facet_counts, kept by triggers (decision 016).
    name: "landing-counts",
    applies(q, dimension) {
      const scope = landingScope(q.filters, dimension);
      // Specification counts exist per category only.
      return scope !== undefined && !(scope === 0 && dimension.startsWith("spec:"));
    },
    async count(q, dimensions) {
      const landing = landingCounts(q.db);
      const scopes = dimensions.map((dimension) => landingScope(q.filters, dimension)!);
      await landing.load(scopes);
      return new Map(dimensions.map((dimension, i) => [dimension, landing.rows(scopes[i]!, dimension) ?? []]));
    },
  },
  {
    // One specification filter of several values (a range), and a category or none: the pair counts
    // of its values, each product carrying two of them taken off through its value-set key (decision 074).
    name: "value-set-pairs",
    applies: (q, dimension) => q.pairs && valueSetView(q.filters, q.keyFilters, dimension) !== undefined,
    count: (q, dimensions) => byPairView(q, dimensions, valueSetView, countValueSetPairs),
  },
  {
    // The categories of a list narrowed by one facet: each category's facet_counts rows of its keys, summed.
    name: "categories-by-one-facet",
    early: true,
    applies: (q, dimension) =>
      dimension === "category" && keptCountsApply({ ...q.filters, categoryId: undefined }) && q.keyFilters.filter((f) => f.dimension !== "category").length === 1,
    async count(q) {
      const counts = await categoriesByOneFacet(q.db, { ...q.filters, categoryId: undefined }, q.keyFilters);
      return counts ? new Map([["category", [...counts].map(([value, n]) => ({ value, number: null, n }))]]) : new Map();
    },
  },
  {
    // A category (or none) and one other filter: facet_pair_counts (decision 036); turned down on a double count.
    name: "pair-counts",
    applies: (q, dimension) => q.pairs && dimension !== "category" && pairView(q.filters, q.keyFilters, dimension) !== undefined,
    count: (q, dimensions) => byPairView(q, dimensions, pairView, countPairs),
  },
  {
    // Words: the best text matches came with their keys (textHits), counted in memory.
    name: "hit-keys",
    applies: (q) => q.countHits !== undefined && q.filters.stock === undefined,
    count: (q, dimensions) => byScan(q, dimensions, (except, wanted) => q.countHits!(q.keyFilters, except, wanted)),
  },
  {
    // A lifecycle most of the scope passes, and one other filter: the pair view minus the products
    // it leaves out (decision 037); turned down when it leaves out more than a quarter.
    name: "lifecycle-left-out",
    applies(q, dimension) {
      const lifecycle = q.keyFilters.find((f) => f.dimension === "lifecycle");
      if (!q.pairs || q.countHits || !lifecycle?.keys.length || !keptCountsApply(q.filters)) return false;
      const except = exceptOf(q, dimension);
      return except !== "lifecycle" && pairView(q.filters, q.keyFilters.filter((f) => f !== lifecycle), except) !== undefined;
    },
    async count(q, dimensions) {
      const split = await leftOutByLifecycle(q.db, q.filters, q.keyFilters);
      if (!split) return new Map();
      return byScan(q, dimensions, (except, wanted) => countWithoutLeftOut(q.db, q.filters, split, except, wanted));
    },
  },
  {
    // Any filters: the product_facets keys of the matching products, unnested and grouped.
    name: "key-scan",
    applies: () => true,
    count: (q, dimensions) =>
      byScan(q, dimensions, (except, wanted) => countKeys(q.db, withStock(keyConditions(q.keyFilters, q.filters.hits, except), q.filters.stock, sql`pf.product_id`), wanted)),
  },
];

/**
 * The counts of each dimension (under every filter but its own) and the strategy that counted it:
 * the first of FACET_STRATEGIES that applies, or only `only` where it applies (and key-scan
 * elsewhere: tests force a strategy so). Dimensions of one strategy are counted together (one
 * facet_counts read, one pair sum per filter, one scan per filter left out), all strategies at once.
 */
export async function countFacets(
  q: FacetQuery,
  dimensions: Dimension[],
  only?: FacetStrategyName,
): Promise<{ counts: Map<Dimension, CountRow[]>; used: Map<Dimension, FacetStrategyName> }> {
  const table = only ? FACET_STRATEGIES.filter((s) => s.name === only || s.name === "key-scan") : FACET_STRATEGIES;
  const next = (dimension: Dimension, after: number) => table.findIndex((s, i) => i > after && s.applies(q, dimension));
  const counts = new Map<Dimension, CountRow[]>();
  const used = new Map<Dimension, FacetStrategyName>();
  const take = (strategy: FacetStrategy, got: Map<Dimension, CountRow[]>) => {
    for (const [dimension, rows] of got) {
      counts.set(dimension, rows);
      used.set(dimension, strategy.name);
    }
  };
  const planned = new Map<number, Dimension[]>();
  for (const dimension of dimensions) {
    let i = next(dimension, -1);
    while (table[i]!.early && !counts.has(dimension)) {
      const got = await table[i]!.count(q, [dimension]);
      if (got.has(dimension)) take(table[i]!, got);
      else i = next(dimension, i);
    }
    if (!counts.has(dimension)) planned.set(i, [...(planned.get(i) ?? []), dimension]);
  }
  const run = async (i: number, dims: Dimension[]): Promise<void> => {
    const got = await table[i]!.count(q, dims);
    take(table[i]!, got);
    const declined = new Map<number, Dimension[]>();
    for (const dimension of dims.filter((d) => !got.has(d))) {
      const j = next(dimension, i);
      declined.set(j, [...(declined.get(j) ?? []), dimension]);
    }
    await Promise.all([...declined].map(([j, rest]) => run(j, rest)));
  };
  await Promise.all([...planned].map(([i, dims]) => run(i, dims)));
  return { counts, used };
}

export type ListStrategyName = "ranked-hits" | "newest-by-facet-keys" | "products-filtered";

/** A page of the list: the ids of its products in order, or the condition and order on `products`. */
export type ListRead = { ids: number[] } | { where: SQL; orderBy: SQL };

export interface ListStrategy {
  name: ListStrategyName;
  applies(filters: ResolvedFilters, sort: SortOption): boolean;
  read(db: Database, filters: ResolvedFilters, sort: SortOption, locale: Locale, window: { offset: number; limit: number }): Promise<ListRead>;
}

/** The newest first: the sort asked for, or relevance without words. */
const newestFirst = (filters: ResolvedFilters, sort: SortOption) => sort === "newest" || (sort === "relevance" && !filters.search);

/** The list reads, in the order they are tried: the first that applies reads the page. */
export const LIST_STRATEGIES: readonly ListStrategy[] = [
  {
    // Relevance is the order textHits ranked the matches in: the page is the first of them that
    // pass the other filters (their product_facets keys), and only those products are read.
    name: "ranked-hits",
    applies: (filters, sort) => filters.hits !== undefined && sort === "relevance" && filters.stock === undefined,
    async read(_db, filters, _sort, _locale, window) {
      const { hits = [], hitKeys, keys = [] } = filters;
      return { ids: hits.filter((id) => carriesFilters(hitKeys?.get(id) ?? [], keys)).slice(window.offset, window.offset + window.limit) };
    },
  },
  {
    // The page of the newest among filtered products straight from product_facets (which holds
    // created_at), then only those products are read.
    name: "newest-by-facet-keys",
    applies: (filters, sort) => newestFirst(filters, sort) && Boolean(filters.keys || filters.hits) && filters.stock === undefined,
    async read(db, filters, _sort, _locale, window) {
      const page = await queryRows<{ id: number }>(
        db,
        sql`select pf.product_id as id from product_facets pf where ${keyConditions(filters.keys ?? [], filters.hits)}
          order by pf.created_at desc, pf.product_id desc limit ${window.limit} offset ${window.offset}`,
      );
      return { ids: page.map((row) => row.id) };
    },
  },
  {
    // Any filters and sort: the products that meet them (productConditions), in the sort's order.
    name: "products-filtered",
    applies: () => true,
    async read(_db, filters, sort, locale) {
      // Relevance is the order textHits ranked the matches in.
      return { where: productConditions(filters), orderBy: filters.hits && sort === "relevance" ? idsOrder(filters.hits) : productOrder(sort, filters.search, locale) };
    },
  },
];

/** The list read for the filters: the first that applies, or `only` (which must apply). */
export function chooseListStrategy(filters: ResolvedFilters, sort: SortOption, only?: ListStrategyName): ListStrategy {
  const strategy = LIST_STRATEGIES.find((s) => (only ? s.name === only : s.applies(filters, sort)));
  if (!strategy?.applies(filters, sort)) throw new Error(`The list strategy ${only} does not apply to these filters.`);
  return strategy;
}

const TAXONOMY_DIMENSIONS: Dimension[] = ["category", "subcategory", "application", "manufacturer", "lifecycle"];

/** The strategies a list used, for the request log: "list=ranked-hits facets=hit-keys:category,...". */
export function describeStrategies(list: ListStrategyName, facets: Map<Dimension, FacetStrategyName>): string {
  const named = FACET_STRATEGIES.flatMap(({ name }) => {
    const dims = [...facets].filter(([, used]) => used === name).map(([dimension]) => dimension);
    if (!dims.length) return [];
    const specs = dims.filter((d) => d.startsWith("spec:")).length;
    const plain = TAXONOMY_DIMENSIONS.filter((d) => dims.includes(d));
    return [`${name}:${[...plain, ...(specs ? [`specs(${specs})`] : [])].join(",")}`];
  });
  return `list=${list} facets=${named.join(" ")}`;
}
