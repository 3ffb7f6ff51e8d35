import { desc, gte, lt, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { searchMisses } from "~/db/schema";
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

/**
 * Counts a search that found nothing: the normalised query, the language and the day, and when it
 * was last seen. Nothing about the visitor is kept.
 */
export async function recordSearchMiss(db: Database, q: string, locale: Locale, now = new Date()): Promise<void> {
  if (looksPersonal(q)) return;
  const query = await normalizeMissQuery(db, q);
  if (!query) return;
  const day = today(now);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(searchMisses)
    .where(sql`${searchMisses.day} = ${day}`)) as [{ n: number }];
  if (n >= MAX_QUERIES_PER_DAY) {
    await db.update(searchMisses).set({ count: sql`${searchMisses.count} + 1`, lastSeen: now })
      .where(sql`${searchMisses.query} = ${query} and ${searchMisses.locale} = ${locale} and ${searchMisses.day} = ${day}`);
    return;
  }
  await db
    .insert(searchMisses)
    .values({ query, locale, day, count: 1, lastSeen: now })
    .onConflictDoUpdate({
      target: [searchMisses.query, searchMisses.locale, searchMisses.day],
      set: { count: sql`${searchMisses.count} + 1`, lastSeen: now },
    });
  if (n === 0) await db.delete(searchMisses).where(lt(searchMisses.day, daysBefore(now, KEEP_DAYS)));
}

export interface SearchMissRow {
  query: string;
  locale: string;
  count: number;
  lastSeen: Date;
}

/** The most frequent misses of the last 30 days, per query and language. */
export async function listSearchMisses(db: Database, now = new Date(), limit = 200): Promise<SearchMissRow[]> {
  const rows = await db
    .select({
      query: searchMisses.query,
      locale: searchMisses.locale,
      count: sql<number>`sum(${searchMisses.count})::int`,
      lastSeen: sql<string>`max(${searchMisses.lastSeen})`,
    })
    .from(searchMisses)
    .where(gte(searchMisses.day, daysBefore(now, SEARCH_LOG_DAYS - 1)))
    .groupBy(searchMisses.query, searchMisses.locale)
    .orderBy(desc(sql`sum(${searchMisses.count})`), desc(sql`max(${searchMisses.lastSeen})`))
    .limit(limit);
  return rows.map((row) => ({ ...row, lastSeen: new Date(row.lastSeen) }));
}
