import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { memoize } from "~/cache/content-cache.server";
import type { Locale } from "~/i18n/locales";
import { type SearchQuery, buildSearchQuery, foldSearchText, isEmptySearch } from "./search-query";
import { loadSynonyms } from "./synonyms.server";
import { FENCED_SCAN_FACTOR, MAX_RANKED, textQuery } from "./search-sql.server";
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
    const wordsSeldom = search.tsquery && search.values.length ? await seldomWords(db, search.tsquery) : undefined;
    return { ...search, ...(Object.keys(covered).length ? { covered } : {}), ...(wordsSeldom === undefined ? {} : { wordsSeldom }) };
  });
}

/** How many products a word is in to be common: as many as rankedRows' fenced scans read. */
const COMMON_WORD_PRODUCTS = FENCED_SCAN_FACTOR * MAX_RANKED;

/**
 * The words that are in COMMON_WORD_PRODUCTS products or more, as a tsvector's text, from the
 * planner's statistics of the search documents (`pg_stats.most_common_elems`, which ANALYZE keeps:
 * up to 1,000 words with their frequencies); null when there are no statistics yet. Read once per content
 * change, so statistics brought up to date by an import (tidyCatalogue) are read after it.
 */
function commonWords(db: Database): Promise<string | null> {
  return memoize(db, "search-common-words", async () => {
    const [row] = await queryRows<{ words: string }>(
      db,
      sql`select coalesce((select array_to_tsvector(array_agg(m.word))
          from unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as m(word, frequency)
          where m.word is not null and m.frequency * greatest(c.reltuples, 0) >= ${COMMON_WORD_PRODUCTS}), ''::tsvector)::text as words
        from pg_stats s, pg_class c
        where s.schemaname = current_schema() and s.tablename = 'products' and s.attname = 'search_document' and c.oid = 'products'::regclass`,
    );
    return row?.words ?? null;
  });
}

/**
 * Whether the query's words match few products: true when they cannot match a document made of
 * the common words alone (each way of reading them needs a word that is not common), false when
 * they can, undefined without statistics. One statement, no product read, whatever the words;
 * counting their matches instead costs in proportion to how common they are.
 */
async function seldomWords(db: Database, tsquery: string): Promise<boolean | undefined> {
  const common = await commonWords(db);
  if (common === null) return undefined;
  const [row] = await queryRows<{ common: boolean }>(db, sql`select ${common}::tsvector @@ ${textQuery(tsquery)} as common`);
  return row ? !row.common : undefined;
}
