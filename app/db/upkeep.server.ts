import { getTableName, sql } from "drizzle-orm";
import { type Database, isPostgres } from "~/db/client.server";
import { textArray } from "~/db/sql-arrays";
import * as t from "~/db/schema";
import { errorMessage, logger } from "~/observability/logger.server";

/**
 * The tables a bulk write of products changes: the products, what is kept with each of them, and
 * the facet tables their triggers keep.
 */
const CATALOGUE_TABLES = [
  t.products,
  t.productSpecs,
  t.productApplications,
  t.productAlternatives,
  t.productCrossReferences,
  t.productDocuments,
  t.productFacets,
  t.facetValues,
  t.facetCounts,
  t.facetPairCounts,
].map((table) => getTableName(table));

/** A bulk write of at least this many products is followed by tidyCatalogue. */
export const TIDY_AFTER_PRODUCTS = 1000;

/**
 * Brings the catalogue's planner statistics and search indexes up to date after a bulk write has
 * committed (decision 040), so that searches run as fast as on a vacuumed database:
 *
 * - every GIN index keeps new entries in a pending list (up to 4 MB) that every search reads in
 *   full until a vacuum merges it; after an import of thousands of products that list is full;
 * - the planner's statistics describe the catalogue before the import until ANALYZE runs again,
 *   which autovacuum does only after 10 % of a table has changed.
 *
 * On PostgreSQL: ANALYZE, and each GIN index's pending list merged (`gin_clean_pending_list`);
 * autovacuum does the rest in its time, without blocking anyone. PGlite has no autovacuum, so it
 * gets a `VACUUM (ANALYZE)` of the same tables (dead rows, visibility map, pending lists,
 * statistics). Never throws: the write has committed, and a failure here only leaves the
 * database as autovacuum would; it is logged.
 */
export async function tidyCatalogue(db: Database): Promise<void> {
  const started = performance.now();
  const tables = sql.raw(CATALOGUE_TABLES.join(", "));
  try {
    if (isPostgres(db)) {
      await db.execute(sql`analyze ${tables}`);
      await db.execute(sql`select gin_clean_pending_list(i.indexrelid)
        from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        where a.amname = 'gin' and i.indrelid::regclass::text = any(${textArray(CATALOGUE_TABLES)})`);
    } else {
      await db.execute(sql`vacuum (analyze) ${tables}`);
    }
    logger.info({ event: "db.tidied", durationMs: Math.round(performance.now() - started) }, "catalogue statistics and search indexes brought up to date");
  } catch (failure) {
    logger.warn({ event: "db.tidy_failed", error: errorMessage(failure) }, "could not bring the catalogue's statistics and search indexes up to date");
  }
}

/** How often the embedded database is tidied when nothing else does it (it has no autovacuum). */
export const PGLITE_TIDY_HOURS = 24;

/**
 * On PGlite, tidyCatalogue every `hours` (single edits leave dead rows and pending index entries
 * that no autovacuum removes); nothing on PostgreSQL, whose autovacuum does it. Returns the stop.
 */
export function scheduleTidying(db: Database, hours = PGLITE_TIDY_HOURS): () => Promise<void> {
  if (isPostgres(db)) return async () => {};
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = tidyCatalogue(db).finally(() => {
      running = null;
    });
  }, hours * 3_600_000);
  timer.unref();
  // The stop waits for a tidying under way, so the database is not closed under it.
  return async () => {
    clearInterval(timer);
    await running; // tidyCatalogue never throws
  };
}
