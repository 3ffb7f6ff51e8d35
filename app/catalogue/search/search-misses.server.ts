import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { type SEARCH_MISS_FIXES, searchMissOutcomes, searchMisses } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { looksPersonal, SEARCH_LOG_DAYS } from "./search-log";
import { searchWords } from "./search-query";

/** Rows older than this are dropped as new misses come in. */
const KEEP_DAYS = 90;
/** A day takes at most this many distinct queries: a flood of junk cannot grow the table. */
const MAX_QUERIES_PER_DAY = 5000;
const MAX_QUERY = 100;

/**
 * "  Relais  STATIQUE 25 A " -> "relais statique 25a": the words, then the values as canonical
 * terms (the most specific of each: 12vdc rather than 12v), so the ways of writing one search
 * count together, and the line still works as a query.
 */
export async function normalizeMissQuery(db: Database, q: string): Promise<string> {
  const [read] = await queryRows<{ terms: string[]; rest: string }>(db, sql`select terms, rest from search_values(${q.slice(0, MAX_QUERY)})`);
  const terms = [...new Set(read?.terms ?? [])];
  const specific = terms.filter((term) => !terms.some((other) => other !== term && other.startsWith(term) && /^(dc|ac)$/.test(other.slice(term.length))));
  return [...searchWords(read?.rest ?? q), ...specific].join(" ").slice(0, MAX_QUERY).trim();
}

const today = (now: Date) => now.toISOString().slice(0, 10);
const daysBefore = (now: Date, days: number) => today(new Date(now.getTime() - days * 86_400_000));

/** What the buyer typed, as the log shows it: spaces collapsed, at most MAX_QUERY characters. */
export const typedQuery = (q: string) => q.replace(/\s+/g, " ").trim().slice(0, MAX_QUERY);

/**
 * Counts a search that found nothing: the normalised query, the spelling typed, the language and
 * the day, and when it was last seen. Nothing about the visitor is kept. A miss of a search that
 * had been found again (after a fix) is a miss again.
 */
export async function recordSearchMiss(db: Database, q: string, locale: Locale, now = new Date()): Promise<void> {
  if (looksPersonal(q)) return;
  const query = await normalizeMissQuery(db, q);
  if (!query) return;
  const typed = typedQuery(q);
  const day = today(now);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(searchMisses)
    .where(sql`${searchMisses.day} = ${day}`)) as [{ n: number }];
  if (n >= MAX_QUERIES_PER_DAY) {
    await db.update(searchMisses).set({ count: sql`${searchMisses.count} + 1`, lastSeen: now })
      .where(and(eq(searchMisses.query, query), eq(searchMisses.locale, locale), eq(searchMisses.day, day), eq(searchMisses.typed, typed)));
  } else {
    await db
      .insert(searchMisses)
      .values({ query, typed, locale, day, count: 1, lastSeen: now })
      .onConflictDoUpdate({
        target: [searchMisses.query, searchMisses.locale, searchMisses.day, searchMisses.typed],
        set: { count: sql`${searchMisses.count} + 1`, lastSeen: now },
      });
    if (n === 0) await db.delete(searchMisses).where(lt(searchMisses.day, daysBefore(now, KEEP_DAYS)));
  }
  await db
    .update(searchMissOutcomes)
    .set({ foundAt: null })
    .where(and(eq(searchMissOutcomes.query, query), eq(searchMissOutcomes.locale, locale), isNotNull(searchMissOutcomes.foundAt)));
}

/**
 * A search found something: if it is one the log lists as a miss (in the last SEARCH_LOG_DAYS),
 * it is marked found from now on. One statement, and no write at all for searches never missed
 * or already marked.
 */
export async function recordSearchFound(db: Database, q: string, locale: Locale, now = new Date()): Promise<void> {
  if (looksPersonal(q)) return;
  const query = await normalizeMissQuery(db, q);
  if (!query) return;
  await db.execute(sql`
    insert into search_miss_outcomes (query, locale, found_at)
    select ${query}, ${locale}, ${now.toISOString()}::timestamptz
    where exists (select 1 from search_misses m where m.query = ${query} and m.locale = ${locale} and m.day >= ${daysBefore(now, SEARCH_LOG_DAYS - 1)})
    on conflict (query, locale) do update set found_at = excluded.found_at where search_miss_outcomes.found_at is null`);
}

export type SearchMissFix = (typeof SEARCH_MISS_FIXES)[number];

export interface SearchMissRow {
  query: string;
  locale: string;
  count: number;
  lastSeen: Date;
  /** The spellings typed, the most frequent first. */
  spellings: { typed: string; count: number }[];
  fix: SearchMissFix | null;
  /** linked: the product's part number; synonym: the word it is read as. */
  detail: string;
  productId: number | null;
  fixedBy: string | null;
  fixedAt: Date | null;
  /** When the same search last found something (null: it still finds nothing). */
  foundAt: Date | null;
}

interface MissRowRead {
  query: string;
  locale: string;
  count: number;
  last_seen: string;
  spellings: { typed: string; count: number }[];
  fix: SearchMissFix | null;
  detail: string | null;
  product_id: number | null;
  fixed_by: string | null;
  fixed_at: string | null;
  found_at: string | null;
}

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

/**
 * The misses of the last SEARCH_LOG_DAYS days, per normalised query and language, the most
 * frequent first, with their spellings and what staff did about them. `fixes`: "open" leaves out
 * those staff marked "not a product"; "not_product" lists only those.
 */
export async function listSearchMisses(
  db: Database,
  { now = new Date(), limit = 200, fixes = "open" }: { now?: Date; limit?: number; fixes?: "open" | "not_product" } = {},
): Promise<SearchMissRow[]> {
  const kept = fixes === "open" ? sql`o.fix is distinct from 'not_product'` : sql`o.fix = 'not_product'`;
  const rows = await queryRows<MissRowRead>(db, sql`
    with spelled as (
      select query, locale, typed, sum(count)::int as count, max(last_seen) as last_seen
      from search_misses where day >= ${daysBefore(now, SEARCH_LOG_DAYS - 1)}
      group by query, locale, typed
    ), missed as (
      select query, locale, sum(count)::int as count, max(last_seen) as last_seen,
        jsonb_agg(jsonb_build_object('typed', typed, 'count', count) order by count desc, last_seen desc) as spellings
      from spelled group by query, locale
    )
    select m.query, m.locale, m.count, m.last_seen, m.spellings,
      o.fix, o.detail, o.product_id, o.fixed_by, o.fixed_at, o.found_at
    from missed m left join search_miss_outcomes o on o.query = m.query and o.locale = m.locale
    where ${kept}
    order by m.count desc, m.last_seen desc
    limit ${limit}`);
  return rows.map((row) => ({
    query: row.query,
    locale: row.locale,
    count: row.count,
    lastSeen: new Date(row.last_seen),
    spellings: row.spellings,
    fix: row.fix,
    detail: row.detail ?? "",
    productId: row.product_id,
    fixedBy: row.fixed_by,
    fixedAt: dateOrNull(row.fixed_at),
    foundAt: dateOrNull(row.found_at),
  }));
}
