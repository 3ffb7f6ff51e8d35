import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { intArray } from "~/db/sql-arrays";
import { nameOrder } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import type { SearchQuery } from "~/catalogue/search/search-query";
import type { AttributeDef } from "~/catalogue/specs/spec-values";
import { FENCED_SCAN_FACTOR, MAX_RANKED, bestMatchCondition, holdsRanges, searchBranches, searchCondition, searchRank } from "~/catalogue/search/search-sql.server";
import { type KeyFilter, keyConditions } from "./facet-keys.server";
import type { Lifecycle } from "./lifecycle";
import type { ColumnSort, ProductFilters, SortOption } from "./product-filters";

/** A filter set with names and slugs turned into ids; `null` marks a value that matches nothing. */
export interface ResolvedFilters {
  /** The free-text query as read by resolveSearch; null without one. */
  search: SearchQuery | null;
  categoryId?: number | null;
  subcategoryId?: number | null;
  applicationId?: number | null;
  manufacturer: string[];
  lifecycle: Lifecycle[];
  specs: Array<{ attributeId: number; values: string[] }>;
  /** A quantity attribute's values that meet [min, max] (a 100–240 V range meets 230 V). */
  ranges: Array<{ attributeId: number; min?: number; max?: number; attribute: AttributeDef }>;
  /** The best matches of `search` (textHits), which then stand for its text condition. */
  hits?: number[];
  /** The product_facets keys of each of `hits` (textHits), so their facets are counted without another scan. */
  hitKeys?: Map<number, number[]>;
  /** The filters as product_facets keys (resolveKeyFilters), when there are any beyond a category. */
  keys?: KeyFilter[];
  /** In stock: anywhere (no locationId), at a location, or at one that does not exist (null: nothing). */
  stock?: { locationId?: number | null };
}

/**
 * The "in stock" filter on a product id column (`products.id`, `pf.product_id`): a quantity above
 * zero somewhere, or at the location. No product's facet keys hold availability, which changes
 * with every sync: the lists filtered by it are read and counted with this condition (decision 057).
 */
export function stockCondition(stock: ResolvedFilters["stock"], productId: SQL): SQL | undefined {
  if (!stock) return undefined;
  if (stock.locationId === null) return sql`false`;
  const at = stock.locationId === undefined ? sql`` : sql` and s.location_id = ${stock.locationId}`;
  return sql`exists (select 1 from product_stock s where s.product_id = ${productId} and s.quantity > 0${at})`;
}

/** `where` and the stock filter, when there is one. */
export const withStock = (where: SQL, stock: ResolvedFilters["stock"], productId: SQL): SQL => {
  const condition = stockCondition(stock, productId);
  return condition ? sql`${where} and ${condition}` : where;
};

export type Dimension = "category" | "subcategory" | "application" | "manufacturer" | "lifecycle" | `spec:${number}`;

/**
 * The WHERE clause of the public product list on `products`. Applications and specifications (and
 * every other filter with them) are matched through product_facets' keys (`filters.keys`, from
 * resolveKeyFilters). With `filters.hits` (the best matches of the words, see `textHits`), the
 * words are that list of ids instead of the text condition (searchCondition, issue 15's).
 */
export function productConditions(filters: ResolvedFilters): SQL {
  const conditions: SQL[] = [sql`products.status = 'active'`];
  if (filters.categoryId !== undefined) {
    conditions.push(filters.categoryId === null ? sql`false` : sql`products.category_id = ${filters.categoryId}`);
  }
  if (filters.subcategoryId !== undefined) {
    conditions.push(filters.subcategoryId === null ? sql`false` : sql`products.subcategory_id = ${filters.subcategoryId}`);
  }
  if (filters.manufacturer.length) {
    conditions.push(sql`products.manufacturer in (${sql.join(filters.manufacturer.map((m) => sql`${m}`), sql`, `)})`);
  }
  if (filters.lifecycle.length) {
    conditions.push(sql`products.lifecycle::text in (${sql.join(filters.lifecycle.map((l) => sql`${l}`), sql`, `)})`);
  }
  if (filters.applicationId !== undefined || filters.specs.length || filters.ranges.length) {
    if (!filters.keys) throw new Error("productConditions: resolve the key filters first (resolveKeyFilters)");
    conditions.push(sql`products.id in (select pf.product_id from product_facets pf where ${keyConditions(filters.keys, undefined)})`);
  }
  const stock = stockCondition(filters.stock, sql`products.id`);
  if (stock) conditions.push(stock);
  if (filters.hits) {
    conditions.push(sql`products.id = any(${intArray(filters.hits)})`);
  } else {
    const text = filters.search ? searchCondition(filters.search) : undefined;
    if (text) conditions.push(text);
  }
  return sql.join(conditions, sql` and `);
}

/** Whether the query has anything to match (searchCondition gives a condition). */
export const hasSearch = (search: SearchQuery | null) => Boolean(search && searchCondition(search));

/**
 * How many of the best matches of the words the list and its facets cover: ranking and counting
 * every match of a common word ("relay", "24 V") costs in proportion to the catalogue, this
 * does not. The list's total says how many of these N match the other filters.
 */
export const MAX_TEXT_HITS = 1000;

/**
 * The best `limit` active products for the query (relevance order, searchRank) among the first
 * `perBranch` matches of each of searchBranches (the alternatives of searchCondition) and
 * bestMatchCondition, with their product_facets keys when `withKeys`; undefined when the query has
 * nothing to match.
 *
 * The kinds are read in tiers, as searchRank orders them: a part-number prefix (500 and more) ranks
 * above everything but another maker's exact part number, and values carried by specs (200 and
 * more) above every other text match. A tier that already holds `perBranch` matches leaves out the
 * kinds below it: "RM22TG" ranks 300 part numbers that begin with it, "relay 24 V" 300 relays with
 * a 24 V spec, not another 300 products that mention 24 V. Another maker's part number is always
 * read; a part-number fragment is left out only by a full prefix tier (under a full tier of values,
 * a fragment that also carries them outranks the tier, which is only the first rows found). A full
 * prefix tier is also ordered without ranking the words (exact part numbers first, then by name):
 * two `ts_rank` per row were most of the query's time.
 */
async function rankedRows(
  db: Database,
  search: SearchQuery | null,
  locale: Locale,
  limit: number,
  perBranch: number,
  withKeys: boolean,
): Promise<Array<{ id: number; keys?: number[] | null }> | undefined> {
  if (!search || !hasSearch(search)) return undefined;
  const tiers = rankedTiers(search, perBranch);
  // With values, the tiers that decide which kinds are read (the part-number prefixes and the
  // values' own matches) run first, alone, and the ranking statement is built for what they found:
  // a full tier's kinds below it are left out of it rather than planned and skipped (decision 079).
  const known = tiers.best ? await firstTiers(db, tiers) : undefined;
  const statement = rankingStatement(search, locale, limit, perBranch, withKeys, tiers, known);
  return statement ? queryRows<{ id: number; keys?: number[] | null }>(db, statement) : [];
}

/** The conditions of rankedRows' kinds and tiers, as its two statements build them. */
function rankedTiers(search: SearchQuery, perBranch: number) {
  const first = (condition: SQL, unless = sql``) =>
    sql`(select products.id from products where products.status = 'active' and ${condition}${unless} limit ${perBranch})`;
  // The first matches of `scan` that also meet `check`, checked on at most FENCED_SCAN_FACTOR x
  // perBranch rows of `scan` behind a fence (the inner LIMIT): PostgreSQL then neither ANDs the two
  // conditions' indexes nor scans the table for the outer LIMIT. `check` reads only `columns`.
  const fenced = (scan: SQL, columns: string, check: SQL, unless: SQL) =>
    sql`(select products.id from (select products.id, ${sql.raw(columns)} from products
      where products.status = 'active' and ${scan} limit ${perBranch * FENCED_SCAN_FACTOR}) products
      where ${check}${unless} limit ${perBranch})`;
  // The conditions that find rows read the ranges holding a value in their scan form (search-sql.server.ts).
  const scan = { scan: perBranch };
  const branches = searchBranches(search, scan);
  // Behind a fence, the values' scan reads up to FENCED_SCAN_FACTOR x perBranch rows.
  const best = bestMatchCondition(search, search.tsquery ? { scan: perBranch * FENCED_SCAN_FACTOR } : scan);
  // The words are checked on the rows the values find: left to itself, PostgreSQL ANDs the
  // values' index with the words' one, and the bitmap of a common word ("relay", 43 % of the
  // catalogue) cost 15 ms of the 19 ms for "relay 24V 10A" (3 ms fenced). Seldom words
  // (resolveSearch's wordsSeldom: none of the planner's most common words) the other way round:
  // their matches first, the values checked on them. From the values' side, "G2R-2 24VDC" read
  // 3,000 of the thousands of products carrying 24 V DC to find the one whose text says "g2r"
  // (14 ms of 21 at 100,000 products on PostgreSQL).
  const rows = best ? bestMatchCondition(search, "row")! : undefined;
  // The words' matches first, the values (in their row form) checked on them.
  const fromWords = (words: SQL, rowSpecs: SQL, unless: SQL) => fenced(words, "products.spec_terms", rowSpecs, unless);
  const seldom = best?.words && search.wordsSeldom ? best.words : undefined;
  const candidates = (specs: SQL, rowSpecs: SQL, unless: SQL) =>
    seldom ? fromWords(seldom, rowSpecs, unless) : best!.words ? fenced(specs, "products.search_document", best!.words, unless) : first(specs, unless);
  const ranges = holdsRanges(search);
  // The values' first tier: the whole best tier without ranges; with them, the values themselves
  // first, and the ranges that hold them (a large set for a common value: every 10–30 V sensor
  // holds 24 V) are read only when those leave the tier short.
  const exact = ranges && best ? bestMatchCondition({ ...search, covered: undefined }, scan)! : undefined;
  const exactTier = best ? (unless: SQL) => (exact ? candidates(exact.specs, exact.specs, unless) : candidates(best.specs, rows!.specs, unless)) : undefined;
  return { ...branches, best, rows, first, fenced, fromWords, seldom, candidates, ranges, exactTier, perBranch };
}

type RankedTiers = ReturnType<typeof rankedTiers>;

/** What rankedRows' first statement found: the part-number prefixes' tier and the values' own one. */
interface KnownTiers {
  prefix: number[];
  exact: number[];
}

/**
 * rankedRows' first statement: the prefix tier and the values' first tier (`best_exact`), read as
 * the single statement read them (the values' tier only under a short prefix tier).
 */
async function firstTiers(db: Database, tiers: RankedTiers): Promise<KnownTiers> {
  const { prefix, first, exactTier, perBranch } = tiers;
  const belowPrefix = prefix ? sql` and (select count(*) from prefix) < ${perBranch}` : sql``;
  const withPrefix = prefix ? sql`prefix as materialized ${first(prefix)}, ` : sql``;
  const prefixRows = prefix ? sql`select true as prefix, prefix.id from prefix union all ` : sql``;
  const rows = await queryRows<{ prefix: boolean; id: number }>(
    db,
    sql`with ${withPrefix}best_exact as materialized ${exactTier!(belowPrefix)} ${prefixRows}select false as prefix, best_exact.id from best_exact`,
  );
  return { prefix: rows.filter((row) => row.prefix).map((row) => row.id), exact: rows.filter((row) => !row.prefix).map((row) => row.id) };
}

/**
 * rankedRows' ranking statement: every kind's first matches, ranked. Without `known`, each tier
 * is a CTE counted by the kinds below it (the count is a one-time filter, and PostgreSQL skips a
 * branch's scan when it is false); with it (firstTiers' rows), the prefix and values' tiers are
 * those ids, and a kind their counts leave out is not in the statement. Undefined when no kind is left.
 */
function rankingStatement(
  search: SearchQuery,
  locale: Locale,
  limit: number,
  perBranch: number,
  withKeys: boolean,
  tiers: RankedTiers,
  known: KnownTiers | undefined,
): SQL | undefined {
  const { prefix, fragment, crossReference, partKey, text, textParts, best, rows, first, fenced, fromWords, seldom, candidates, ranges } = tiers;
  const fewerThan = (tier: "prefix" | "best") => sql` and (select count(*) from ${sql.raw(tier)}) < ${perBranch}`;
  const ids = (list: number[]) => sql`(select unnest(${intArray(list)}))`;
  // Null: the kinds below a full prefix tier, which the statement leaves out.
  const prefixFull = known ? known.prefix.length >= perBranch : false;
  const belowPrefix = prefixFull ? null : prefix && !known ? fewerThan("prefix") : sql``;
  const ctes: SQL[] = [];
  const branches: SQL[] = [];
  if (prefix && !known) {
    ctes.push(sql`prefix as materialized ${first(prefix)}`);
    branches.push(sql`(select prefix.id from prefix)`);
  }
  if (known?.prefix.length) branches.push(ids(known.prefix));
  if (crossReference) branches.push(first(crossReference));
  if (partKey && belowPrefix) branches.push(first(partKey, belowPrefix));
  if (fragment && belowPrefix) branches.push(first(fragment, belowPrefix));
  // How many the best tier holds when the statement need not count it (known, or none).
  let bestCount: number | undefined = 0;
  if (best && known && belowPrefix) {
    if (!ranges || known.exact.length >= perBranch) {
      // The values' first tier is the whole best tier.
      bestCount = known.exact.length;
      if (bestCount) branches.push(ids(known.exact));
    } else {
      // A short tier of the values themselves: the ranges that hold them are read too.
      bestCount = undefined;
      ctes.push(sql`best_exact as materialized (select unnest(${intArray(known.exact)}) as id)`);
      if (!best.words || seldom) {
        ctes.push(sql`best as materialized (select best_exact.id from best_exact union ${candidates(best.specs, rows!.specs, sql``)})`);
      } else {
        // Words among the most common (or no statistics to tell): the ranges from the values' side
        // only when the words fill a fenced scan; otherwise they are rarer than their words look
        // ("relay sensor": two common words, seldom together), read first and the ranges checked
        // on their rows. The count stops at the fence, and runs only when the tier is short.
        const fence = perBranch * FENCED_SCAN_FACTOR;
        ctes.push(sql`worded as materialized (select count(*) as n from (select 1 from products where products.status = 'active' and ${best.words} limit ${fence}) w)`);
        const valuesFirst = candidates(best.specs, rows!.specs, sql` and (select n from worded) >= ${fence}`);
        const wordsFirst = fromWords(best.words, rows!.specs, sql` and (select n from worded) < ${fence}`);
        ctes.push(sql`best as materialized (select best_exact.id from best_exact union ${valuesFirst} union ${wordsFirst})`);
      }
      branches.push(sql`(select best.id from best)`);
    }
  } else if (best && !known) {
    throw new Error("rankingStatement: a query with values needs its first tiers read (firstTiers)");
  }
  if (text && belowPrefix && (bestCount === undefined || bestCount < perBranch)) {
    const unless = bestCount === undefined ? sql`${belowPrefix}${fewerThan("best")}` : belowPrefix;
    // Words and values: the values are checked on the rows the words find. Left to itself,
    // PostgreSQL scans the table for the LIMIT, and when the two rarely meet it reads all of it:
    // `sick 24V` at 1,000,000 products, 2.5 s for no match; 47 ms fenced (decision 039).
    branches.push(textParts ? fenced(textParts.words, "products.value_terms, products.spec_terms", textParts.values, unless) : first(text, unless));
  }
  if (!branches.length) return undefined;
  const withTiers = ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
  // A sub-query per ranked product reads its keys by primary key (PostgreSQL postpones it past the
  // LIMIT); one `product_id = any(...)` over a thousand ids is planned as a scan of the whole table.
  // As JSON: the drivers read it with JSON.parse, where an int[] is read by a parser in JavaScript
  // (3 ms of the process's time for 300 rows at 100,000 products, more than the query's own share).
  const keys = withKeys ? sql`, (select array_to_json(pf.keys) from product_facets pf where pf.product_id = products.id) as keys` : sql``;
  // A full prefix tier is ordered without the words (searchRank's `wordsWhen`).
  const wordsWhen = !prefix ? undefined : known ? (prefixFull ? sql`false` : undefined) : sql`(select count(*) from prefix) < ${perBranch}`;
  // The first statement's ids are checked again: a product withdrawn between the two is not ranked.
  const active = known ? sql`products.status = 'active' and ` : sql``;
  return sql`${withTiers}select products.id${keys} from products where ${active}products.id in (${sql.join(branches, sql` union `)})
      order by ${productOrder("relevance", search, locale, wordsWhen)} limit ${limit}`;
}

/** The ids of the best `limit` matches of the query (rankedRows), or undefined without one. */
export async function rankedMatches(
  db: Database,
  search: SearchQuery | null,
  locale: Locale,
  limit: number,
  perBranch = MAX_RANKED,
): Promise<number[] | undefined> {
  return (await rankedRows(db, search, locale, limit, perBranch, false))?.map((row) => row.id);
}

/**
 * The best MAX_TEXT_HITS matches of the words in relevance order (`ids`), and the product_facets
 * keys of each (`keys`): the list's filters and facets over them are then worked out from the keys,
 * without reading the products again.
 */
export async function textHits(
  db: Database,
  search: SearchQuery | null,
  locale: Locale,
): Promise<{ ids: number[]; keys: Map<number, number[]> } | undefined> {
  const rows = await rankedRows(db, search, locale, MAX_TEXT_HITS, MAX_RANKED, true);
  if (!rows) return undefined;
  return { ids: rows.map((row) => row.id), keys: new Map(rows.map((row) => [row.id, row.keys ?? []])) };
}

/** The order of `ids` (relevance, as textHits ranked them) without ranking again. */
export const idsOrder = (ids: number[]) => sql`array_position(${intArray(ids)}, products.id), products.id`;

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

/** ORDER BY for a sort option; relevance is searchRank's order (`wordsWhen`: see searchRank). */
export function productOrder(sort: SortOption, search: SearchQuery | null, locale: Locale, wordsWhen?: SQL): SQL {
  // As the index products_name_<locale>_idx has it.
  const name = nameOrder(locale, "products.");
  switch (sort) {
    case "name-asc":
      return sql`${name} asc, products.id asc`;
    case "name-desc":
      return sql`${name} desc, products.id desc`;
    case "relevance": {
      if (!search) return sql`products.created_at desc, products.id desc`;
      return sql`${searchRank(search, wordsWhen)} desc, ${name} asc, products.id asc`;
    }
    case "newest":
      return sql`products.created_at desc, products.id desc`;
    case "availability":
      // In stock first (the most first), then the shortest lead time, then "On request"; newest within.
      return sql`(select coalesce(sum(s.quantity), 0) from product_stock s where s.product_id = products.id) desc,
        (select a.lead_time_max * case when a.lead_time_unit = 'weeks' then 7 else 1 end from product_availability a where a.product_id = products.id) asc nulls last,
        products.created_at desc, products.id desc`;
    default:
      return columnOrder(sort, name);
  }
}

export type { ProductFilters };
