import { sql } from "drizzle-orm";
import { memoize } from "~/cache/content-cache.server";
import { normalizePartNumber, partNumberKey } from "~/catalogue/index/part-number";
import { searchWords } from "~/catalogue/search/search-query";
import { resolveSearch } from "~/catalogue/search/search-terms.server";
import { loadSynonyms } from "~/catalogue/search/synonyms.server";
import { type Database, queryRows } from "~/db/client.server";
import type { Locale } from "~/i18n/locales";
import { rankedMatches } from "./product-query.server";

const MAX_OFFERS = 3;
const MAX_QUERY = 100;
// pg_trgm's `%` (similarity_threshold, 0.3 by default) picks candidates by the trigram indexes on
// part_number_key; the edit distance then keeps those one or two characters away.
const MAX_CANDIDATES = 30;
const MIN_PART_KEY = 5;
const MIN_TYPO_WORD = 5;

/** Edit distance (insertions, deletions, substitutions), stopping early once above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * "Did you mean": other searches, each of which finds something, for a search that found nothing
 * (issue 32). Part numbers (ours and other makers') one or two characters from the one typed
 * ("RXM4AB1BD" -> RXM4AB2BD), else the words with a one-letter typo corrected from the catalogue's
 * own words ("relais statiqe" -> "relais statique"). Never merged into the results: the reader
 * follows a link that runs the corrected search.
 */
export function didYouMean(db: Database, q: string, locale: Locale): Promise<string[]> {
  const query = q.trim().slice(0, MAX_QUERY);
  if (!query) return Promise.resolve([]);
  return memoize(db, `did-you-mean:${locale}:${query}`, async () => {
    const near = await nearPartNumbers(db, query);
    if (near.length) return near;
    const corrected = await correctedWords(db, query, locale);
    return corrected && (await finds(db, corrected, locale)) ? [corrected] : [];
  });
}

const looksLikePartNumber = (query: string) => {
  const normalized = normalizePartNumber(query);
  return normalized.length >= MIN_PART_KEY && /[0-9]/.test(normalized) && /[A-Z]/.test(normalized);
};

async function nearPartNumbers(db: Database, query: string): Promise<string[]> {
  if (!looksLikePartNumber(query)) return [];
  const key = partNumberKey(query);
  const rows = await queryRows<{ part_number: string; key: string }>(
    db,
    sql`select c.part_number, c.key from (
        (select p.part_number, p.part_number_key as key, similarity(p.part_number_key, ${key}) as s from products p
          where p.status = 'active' and p.part_number_key % ${key} order by s desc limit ${MAX_CANDIDATES})
        union all
        (select x.part_number, x.part_number_key, similarity(x.part_number_key, ${key}) as s from product_cross_references x
          join products p on p.id = x.product_id and p.status = 'active'
          where x.part_number_key % ${key} order by s desc limit ${MAX_CANDIDATES})
      ) c order by c.s desc, c.part_number`,
  );
  const max = key.length >= 8 ? 2 : 1;
  const near = rows
    .map((row) => ({ partNumber: row.part_number, distance: row.key === key ? 0 : editDistance(key, row.key, max) }))
    .filter((row) => row.distance > 0 && row.distance <= max)
    .sort((a, b) => a.distance - b.distance);
  return [...new Set(near.map((row) => row.partNumber))].slice(0, MAX_OFFERS);
}

/**
 * The words of the catalogue's names in both languages and of the synonyms, unaccented, lower
 * case, with the number of products naming each: read once per content change (a scan of the
 * names) and only when a search misses.
 */
function vocabulary(db: Database, locale: Locale): Promise<Map<string, number>> {
  return memoize(db, `search-vocabulary:${locale}`, async () => {
    const rows = await queryRows<{ word: string; ndoc: number }>(
      db,
      sql`select word, ndoc from ts_stat(${"select to_tsvector('simple', f_unaccent(coalesce(name->>'en', '') || ' ' || coalesce(name->>'fr', ''))) from products where status = 'active'"})
        where length(word) >= 4 and word ~ '^[a-z]+$'`,
    );
    const words = new Map(rows.map((row) => [row.word, Number(row.ndoc)]));
    for (const group of await loadSynonyms(db, locale)) for (const word of group.flatMap(searchWords)) if (!words.has(word)) words.set(word, 1);
    return words;
  });
}

async function correctedWords(db: Database, query: string, locale: Locale): Promise<string | null> {
  const words = searchWords(query);
  if (!words.some((word) => word.length >= MIN_TYPO_WORD)) return null;
  const known = await vocabulary(db, locale);
  let changed = false;
  const corrected = words.map((word) => {
    if (word.length < MIN_TYPO_WORD || known.has(word) || /[0-9]/.test(word)) return word;
    let best: { word: string; count: number } | undefined;
    for (const [candidate, count] of known) {
      if (editDistance(word, candidate, 1) === 1 && (!best || count > best.count)) best = { word: candidate, count };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected.join(" ") : null;
}

async function finds(db: Database, query: string, locale: Locale): Promise<boolean> {
  return Boolean((await rankedMatches(db, await resolveSearch(db, query, locale), locale, 1))?.length);
}
