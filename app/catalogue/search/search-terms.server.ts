import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { memoize } from "~/cache/content-cache.server";
import type { Locale } from "~/i18n/locales";
import { type SearchQuery, buildSearchQuery, foldSearchText, isEmptySearch } from "./search-query";
import { loadSynonyms } from "./synonyms.server";
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
    return Object.keys(covered).length ? { ...search, covered } : search;
  });
}
