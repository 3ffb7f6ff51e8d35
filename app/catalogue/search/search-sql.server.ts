import { type SQL, sql } from "drizzle-orm";
import type { SearchQuery } from "./search-query";

// Both stemmers and the plain one: a word typed in either language finds the product.
const textQuery = (tsquery: string) =>
  sql`(to_tsquery('english', ${tsquery}) || to_tsquery('french', ${tsquery}) || to_tsquery('simple', ${tsquery}))`;

const termArray = (term: string) => sql`array[${term}]::text[]`;

// The products one of whose spec values carries the term ("25 A" carries 25a).
const specCarries = (term: string) =>
  sql`products.id in (select s.product_id from product_specs s where s.value_terms @> ${termArray(term)})`;

// Another maker's part number (a cross reference, issue 16) by prefix or fragment: its own table
// and indexes (prefix and trigram on part_number_normalized).
const crossReferenceCarries = (partNumber: string) => {
  const fragment = partNumber.length >= 3 ? sql` or x.part_number_normalized like ${`%${partNumber}%`}` : sql``;
  return sql`exists (select 1 from product_cross_references x where x.product_id = products.id
    and (x.part_number_normalized like ${`${partNumber}%`}${fragment}))`;
};

/**
 * Part number (ours or another maker's, through the cross references) by prefix or fragment, or else every word (or one of its synonyms) and every value:
 * a value is found in the product's name, description or details, or in one of its spec values.
 */
export function searchCondition(search: SearchQuery): SQL | undefined {
  const parts: SQL[] = [];
  const { partNumber, tsquery, values } = search;
  if (partNumber) {
    parts.push(sql`products.part_number_normalized like ${`${partNumber}%`}`);
    // A fragment from inside a part number ("TG20" in "RM22TG20"); the trigram index needs 3 characters.
    if (partNumber.length >= 3) parts.push(sql`products.part_number_normalized like ${`%${partNumber}%`}`);
    parts.push(crossReferenceCarries(partNumber));
  }
  const needed: SQL[] = [];
  if (tsquery) needed.push(sql`products.search_document @@ ${textQuery(tsquery)}`);
  for (const term of values) needed.push(sql`(products.value_terms @> ${termArray(term)} or ${specCarries(term)})`);
  if (needed.length) parts.push(sql`(${sql.join(needed, sql` and `)})`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : undefined;
}

/**
 * Relevance, highest first: the exact part number, a part-number prefix, every value carried by
 * spec values, every value in the text, a part-number fragment, words in the name, then the text
 * rank (name before description before details).
 */
export function searchRank(search: SearchQuery): SQL {
  const { partNumber, tsquery, values } = search;
  const scores: SQL[] = [];
  if (partNumber) {
    scores.push(sql`(case when products.part_number_normalized = ${partNumber} then 1000
      when products.part_number_normalized like ${`${partNumber}%`} then 500
      when products.part_number_normalized like ${`%${partNumber}%`} then 50 else 0 end)`);
    // Another maker's exact part number: the equivalent comes just after our own exact match.
    scores.push(sql`(case when exists (select 1 from product_cross_references x where x.product_id = products.id
      and x.part_number_normalized = ${partNumber}) then 900 else 0 end)`);
  }
  if (values.length) {
    scores.push(sql`(case when ${sql.join(values.map(specCarries), sql` and `)} then 200 else 0 end)`);
    scores.push(sql`(case when products.value_terms @> ${sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`} then 100 else 0 end)`);
  }
  if (tsquery) {
    // Weight A holds the name (and part number and maker): '{D, C, B, A}' weights.
    scores.push(sql`(case when ts_rank('{0, 0, 0, 1}', products.search_document, ${textQuery(tsquery)}) > 0 then 20 else 0 end)`);
    scores.push(sql`ts_rank(products.search_document, ${textQuery(tsquery)})`);
  }
  // A bare 0 in ORDER BY would be read as a column position.
  return scores.length ? sql.join(scores, sql` + `) : sql`0::int`;
}
