import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { quoteCounters } from "~/db/schema";

type Executor = Pick<Database, "insert">;

/** Q-2026-0042: the year, then the year's number on at least four digits. */
export function formatQuoteReference(year: number, number: number): string {
  return `Q-${year}-${String(number).padStart(4, "0")}`;
}

/**
 * The next quote reference of the year. One statement takes the number and bumps the counter
 * (the row is locked until the surrounding transaction ends), so concurrent requests never get
 * the same number and a rolled-back insert leaves at most a gap.
 */
export async function nextQuoteReference(db: Executor, now: Date = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await db
    .insert(quoteCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quoteCounters.year, set: { last: sql`${quoteCounters.last} + 1` } })
    .returning({ last: quoteCounters.last });
  return formatQuoteReference(year, row!.last);
}
