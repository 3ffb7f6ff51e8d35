import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { memoize } from "~/cache/content-cache.server";
import type { Locale } from "~/i18n/locales";
import { type SearchQuery, buildSearchQuery, foldSearchText, isEmptySearch } from "./search-query";
import { loadSynonyms } from "./synonyms.server";
import { wordsMatch } from "./search-sql.server";
import { coveringKeys } from "./value-ranges.server";

const MAX_QUERY = 100;

/**
 * Reads a free-text query: values through the database's search_values (the function that made
 * the stored terms), words with the synonyms of the visitor's language. Kept with the content
 * cache, since the synonyms are content.
 */
export function resolveSearch(db: Database, q: string, locale: Locale): Promise<SearchQuery | null> {
  // Arabic-Indic digits typed by a buyer read as 0-9 for part numbers and values too.
  const query = foldSearchText(q).trim().slice(0, MAX_QUERY);
  if (!query) return Promise.resolve(null);
  return memoize(db, `search-query:${locale}:${query}`, async () => {
    const [read] = await queryRows<{ terms: string[]; rest: string }>(db, sql`select terms, rest from search_values(${query})`);
    const search = buildSearchQuery(query, read ?? { terms: [], rest: query }, await loadSynonyms(db, locale));
    // Only punctuation or stop characters ("&|!"): no condition, the list is not narrowed.
    if (isEmptySearch(search)) return null;
    const covered = await coveringKeys(db, search.values);
    const wordMatches = search.tsquery && search.values.length ? await estimatedMatches(db, wordsMatch(search.tsquery)) : undefined;
    return { ...search, ...(Object.keys(covered).length ? { covered } : {}), ...(wordMatches === undefined ? {} : { wordMatches }) };
  });
}

/**
 * How many active products the planner expects to meet `condition` (EXPLAIN's estimate, from the
 * statistics ANALYZE keeps: the search documents' most common words and their frequencies). One
 * plan, no rows read: a query's words cost the same to weigh whether they are rare or in half the
 * catalogue, where counting them (even up to a limit) costs in proportion to how common they are.
 */
async function estimatedMatches(db: Database, condition: SQL): Promise<number> {
  const [row] = await queryRows<{ "QUERY PLAN": unknown }>(db, sql`explain (format json) select 1 from products where products.status = 'active' and ${condition}`);
  const plan = row?.["QUERY PLAN"];
  const read = (typeof plan === "string" ? JSON.parse(plan) : plan) as Array<{ Plan?: { "Plan Rows"?: number } }>;
  return read[0]?.Plan?.["Plan Rows"] ?? Number.POSITIVE_INFINITY;
}
