import { type SQL, sql } from "drizzle-orm";
import type { HeldBy, SearchQuery } from "./search-query";
import { intArray, textArray } from "~/db/sql-arrays";

/**
 * How many matches of each kind are ranked (each of searchBranches and bestMatchCondition): the first
 * ones the indexes give, so a word or value that matches half the catalogue ranks a few hundred
 * products, not fifty thousand. Every step of a broad search grows with it (the scan that finds a
 * tier, ranking, the facet keys read); 300 rather than 500 took `relay 24 V` at 100,000 products
 * from about 17 to 15 ms p50 with the fence (decision 039). Which 300 are read is not which 500
 * were: a broad tier ranks the first rows its scan finds, so the first pages can differ too.
 */
export const MAX_RANKED = 300;

/** How many rows the fenced tiers read, at most, per match they rank (the values' rows, the words'). */
export const FENCED_SCAN_FACTOR = 10;

// Both stemmers and the plain one: a word typed in either language finds the product. Stems are
// matched whole (a prefix of a stem, such as French "rel" for "relay", would scan a large share of
// the index); a word begun ("induct") is matched as a prefix of the stored lexemes by "simple".
export const textQuery = (tsquery: string) => {
  const whole = tsquery.replaceAll(":*", "");
  return sql`(to_tsquery('english', ${whole}) || to_tsquery('french', ${whole}) || to_tsquery('simple', ${tsquery}))`;
};

const termArray = (terms: string[]) => sql`array[${sql.join(terms.map((term) => sql`${term}`), sql`, `)}]::text[]`;

/** The words (or their synonyms) match the name, description, part number or maker. */
const wordsMatch = (tsquery: string) => sql`products.search_document @@ ${textQuery(tsquery)}`;

// Every value is carried by one of the product's spec values (products.spec_terms, kept with its
// specs by migration speed_search_terms), or held by one of its ranges (`covered`, from
// value-ranges.server.ts). A common value is held by many products (24 V by every 10–30 V sensor),
// so "held" is written two ways:
// - "row", checked on a row already found: its product_facets row read by primary key, in a scalar
//   sub-query (PostgreSQL may run an EXISTS as one hashed scan of every product held). Exact; what
//   ranking, fenced checks and a plain WHERE use.
// - a scan of at most N products, to find rows: `= any(array(...))`, one sub-query for the whole
//   statement that joins the GIN scans in a bitmap OR. It reads product_specs by its index on
//   (attribute, number), the ranges that begin at or below the value, and stops at N: a tier ranks
//   the first matches the indexes give (MAX_RANKED, or ten times that behind a fence). The whole
//   held set (tens of thousands of ids from product_facets' GIN index) took `24V` from about 20 ms
//   to over a second at 100,000 products.
export type HeldForm = "row" | { scan: number };
const heldByRange = (held: HeldBy | undefined, form: HeldForm) => {
  if (!held?.keys.length) return undefined;
  if (form === "row") return sql`coalesce((select pf.keys && ${intArray(held.keys)} from product_facets pf where pf.product_id = products.id), false)`;
  const ranges = held.ranges.map(
    (r) => sql`(select s.product_id from product_specs s where s.attribute_id = ${r.attributeId} and s.value_number <= ${r.number}
      and s.value = any(${textArray(r.values)}) and s.status = 'active')`,
  );
  return sql`products.id = any(array(select h.product_id from (${sql.join(ranges, sql` union all `)}) h limit ${form.scan}))`;
};
/** Whether some value of the query is held by stored ranges (SearchQuery.covered). */
export const holdsRanges = (search: SearchQuery) => Object.values(search.covered ?? {}).some((held) => held.keys.length > 0);
const specsCarry = (values: string[], covered: SearchQuery["covered"] = {}, form: HeldForm = "row") => {
  if (!values.some((term) => covered[term]?.keys.length)) return sql`products.spec_terms @> ${termArray(values)}`;
  return sql.join(
    values.map((term) => (covered[term]?.keys.length ? sql`(products.spec_terms @> ${termArray([term])} or ${heldByRange(covered[term], form)})` : sql`products.spec_terms @> ${termArray([term])}`)),
    sql` and `,
  );
};

// Another maker's part number (a cross reference, issue 16) by prefix or fragment: its own table
// and indexes (prefix and trigram on part_number_normalized).
// The part number however typed (issue 32) is matched on part_number_key, by prefix, and by the
// prefix of its base when it ends in a suffix ours may lack ("G2R-2 24VDC" -> G2R2...).
const crossReferenceCarries = (search: SearchQuery) => {
  const { partNumber } = search;
  const fragment = partNumber.length >= 3 ? sql` or x.part_number_normalized like ${`%${partNumber}%`}` : sql``;
  const keys = partKeys(search).map((key) => sql` or x.part_number_key like ${`${key}%`}`);
  return sql`products.id in (select x.product_id from product_cross_references x
    where x.part_number_normalized like ${`${partNumber}%`}${fragment}${sql.join(keys, sql``)})`;
};

/** The keys a part number typed sloppily is looked up by: its key, and its base (SearchQuery.partBase). */
const partKeys = ({ partNumber, partKey, partBase }: SearchQuery) =>
  [partKey && partKey !== partNumber ? partKey : undefined, partBase?.base].filter((key): key is string => Boolean(key));

/** Our part number by its key or its base, by prefix (products_part_number_key_prefix_idx). */
const partKeyMatch = (search: SearchQuery) => {
  const keys = [search.partKey, search.partBase?.base].filter((key): key is string => Boolean(key));
  return keys.length ? sql`(${sql.join(keys.map((key) => sql`products.part_number_key like ${`${key}%`}`), sql` or `)})` : undefined;
};

/**
 * Part number (ours or another maker's, through the cross references) by prefix or fragment, or
 * else every word (or one of its synonyms) and every value: a value is found in the product's name,
 * description or details (value_terms) or in one of its spec values (spec_terms), each a GIN index
 * on the product row, so the condition is a bitmap scan.
 */
export function searchCondition(search: SearchQuery): SQL | undefined {
  const { prefix, fragment, crossReference, partKey, text } = searchBranches(search, "row");
  const parts = [prefix, fragment, crossReference, partKey, text].filter((part) => part !== undefined);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : undefined;
}

/** The alternatives of searchCondition, each answered by its own index (see searchBranches). */
export interface SearchBranches {
  /** The part number's prefix (btree prefix index). */
  prefix?: SQL;
  /** A fragment from inside a part number ("TG20" in "RM22TG20"; trigram index, 3 characters or more). */
  fragment?: SQL;
  /** Another maker's part number by prefix or fragment, or by its key or base (the cross references' table). */
  crossReference?: SQL;
  /** Our part number however typed: its key, or its base without a suffix, by prefix (issue 32). */
  partKey?: SQL;
  /** Every word (or a synonym) and every value, in the text or the specs (the GIN indexes). */
  text?: SQL;
  /** `text` as its two halves, when the query has both words and values (`values` checked on rows found by the words). */
  textParts?: { words: SQL; values: SQL };
}

/**
 * The alternatives of searchCondition. rankedRows takes the first matches of each, where one OR of
 * them all (with the cross references' sub-query) would be a sequential scan of the catalogue when
 * it matches little.
 */
export function searchBranches(search: SearchQuery, held: HeldForm): SearchBranches {
  const { partNumber, tsquery, values, covered = {} } = search;
  const words = tsquery ? wordsMatch(tsquery) : undefined;
  const carried = (form: HeldForm) =>
    values.length
      ? sql`(${sql.join(
          values.map((term) => {
            const range = heldByRange(covered[term], form);
            return sql`(products.value_terms @> ${termArray([term])} or products.spec_terms @> ${termArray([term])}${range ? sql` or ${range}` : sql``})`;
          }),
          sql` and `,
        )})`
      : undefined;
  const found = carried(held);
  return {
    prefix: partNumber ? partNumberPrefix(partNumber) : undefined,
    fragment: partNumber.length >= 3 ? sql`products.part_number_normalized like ${`%${partNumber}%`}` : undefined,
    crossReference: partNumber ? crossReferenceCarries(search) : undefined,
    partKey: partNumber ? partKeyMatch(search) : undefined,
    text: words && found ? sql`(${words} and ${found})` : (words ?? found),
    textParts: words && found ? { words, values: carried("row")! } : undefined,
  };
}

const partNumberPrefix = (partNumber: string) => sql`products.part_number_normalized like ${`${partNumber}%`}`;

/**
 * The matches that rank highest beyond a part number (searchRank gives them 200 and every other
 * text match less): every value carried by spec values (`specs`), with the words (`words`, when
 * the query has some). Stricter than the text branch of searchBranches; undefined without values.
 */
export function bestMatchCondition(search: SearchQuery, held: HeldForm): { specs: SQL; words?: SQL } | undefined {
  const { tsquery, values } = search;
  if (!values.length) return undefined;
  return { specs: specsCarry(values, search.covered, held), words: tsquery ? wordsMatch(tsquery) : undefined };
}

/**
 * Relevance, highest first: the exact part number, a part-number prefix, every value carried by
 * spec values, every value in the text, a part-number fragment, words in the name, then the text
 * rank (name before description).
 */
export function searchRank(search: SearchQuery, wordsWhen?: SQL): SQL {
  const { partNumber, tsquery, values } = search;
  const scores: SQL[] = [];
  if (partNumber) {
    scores.push(sql`(case when products.part_number_normalized = ${partNumber} then 1000
      when products.part_number_normalized like ${`${partNumber}%`} then 500
      when products.part_number_normalized like ${`%${partNumber}%`} then 50 else 0 end)`);
    // Another maker's exact part number: the equivalent comes just after our own exact match.
    scores.push(sql`(case when exists (select 1 from product_cross_references x where x.product_id = products.id
      and x.part_number_normalized = ${partNumber}) then 900 else 0 end)`);
    // However typed (issue 32): the key itself (O for 0, DC24 for 24VDC) just below the exact part
    // numbers, its prefix below a true prefix, and a part found without the suffix typed after it
    // (a cable length, "-TR", a voltage) lower still, first those whose key carries that suffix.
    const { partKey, partBase } = search;
    if (partKey) {
      scores.push(sql`(case when products.part_number_key = ${partKey} then 800
        when products.part_number_key like ${`${partKey}%`} then 450 else 0 end)`);
      scores.push(sql`(case when exists (select 1 from product_cross_references x where x.product_id = products.id
        and x.part_number_key = ${partKey}) then 750 else 0 end)`);
    }
    if (partBase) {
      const carried = sql`(products.part_number_key like ${`${partBase.base}%${partBase.suffix}%`} or exists (select 1 from product_cross_references x
        where x.product_id = products.id and x.part_number_key like ${`${partBase.base}%${partBase.suffix}%`}))`;
      const based = sql`(products.part_number_key like ${`${partBase.base}%`} or exists (select 1 from product_cross_references x
        where x.product_id = products.id and x.part_number_key like ${`${partBase.base}%`}))`;
      scores.push(sql`(case when ${carried} then 300 when ${based} then 250 else 0 end)`);
    }
  }
  if (values.length) {
    // The value itself before a range that holds it: "19V" ranks a 19 V coil above a 10–30 V supply.
    const held = holdsRanges(search) ? sql` when ${specsCarry(values, search.covered)} then 150` : sql``;
    scores.push(sql`(case when ${specsCarry(values)} then 200${held} else 0 end)`);
    scores.push(sql`(case when products.value_terms @> ${termArray(values)} then 100 else 0 end)`);
  }
  if (tsquery) {
    // Weight A holds the name (and part number and maker): '{D, C, B, A}' weights.
    const words = sql`(case when ts_rank('{0, 0, 0, 1}', products.search_document, ${textQuery(tsquery)}) > 0 then 20 else 0 end)
      + ts_rank(products.search_document, ${textQuery(tsquery)})`;
    // `wordsWhen`, a condition of the whole query, spares the two ranks per row when it is false:
    // rankedRows' full tier of part-number prefixes, where the words would only order those
    // part numbers among themselves (they then follow the name).
    scores.push(wordsWhen ? sql`(case when ${wordsWhen} then ${words} else 0 end)` : sql`(${words})`);
  }
  // A bare 0 in ORDER BY would be read as a column position.
  return scores.length ? sql.join(scores, sql` + `) : sql`0::int`;
}
