import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { textArray } from "~/db/sql-arrays";
import { logger } from "~/observability/logger.server";

/**
 * Secondary indexes built once instead of row by row, for a large import into the embedded
 * database (decision 076): pg_restore's way. Inside the import's transaction the indexes below are
 * dropped, the rows inserted, and each index created again from its own definition
 * (`pg_get_indexdef`, read before the drop) before commit: a sorted build of the whole table costs
 * less than as many random insertions, the GIN ones most of all.
 *
 * Only where no one else can read the tables meanwhile: PGlite's one connection, on which every
 * other query already waits while a transaction is open. On PostgreSQL `DROP INDEX` takes an
 * ACCESS EXCLUSIVE lock, so every catalogue read would wait for the import's commit: never there.
 *
 * Which indexes: those of the products and of their specification rows that no constraint uses
 * and no write of the import reads through. Unique and primary-key indexes stay (part-number
 * lookups, the foreign keys' targets, the ids), and so do the child tables' indexes that lead by
 * `product_id` (an updated product's rows are deleted through them).
 */
const REBUILT_TABLES = ["products", "product_specs", "product_facets"];

export interface DroppedIndexes {
  /** Each dropped index's `CREATE INDEX` statement, as the database printed it. */
  definitions: string[];
}

/**
 * When a large import builds its indexes once: once it has created `minimum` rows, if its file has
 * at least `ofStored` times as many rows as the catalogue held (so at least half of them are new
 * products, and the build of the whole table costs about what the insertions it saves cost, or
 * less). Measured in docs/benchmarks.md (2026-11-29).
 */
export const REBUILD_WHEN = { minimum: 1000, ofStored: 2 };

/**
 * Whether an import that has created `created` rows so far, from a file of at most `fileRows`
 * rows, into a catalogue of `stored` products, should build its indexes once from now on.
 */
export function rebuildPays(created: number, fileRows: number, stored: number): boolean {
  return created >= REBUILD_WHEN.minimum && fileRows >= stored * REBUILD_WHEN.ofStored;
}

/** How many products the catalogue holds (read once, at the import's start). */
export async function storedProductCount(tx: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from products`);
  return Number(row?.n ?? 0);
}

/** The number of line feeds in a file: at least its number of CSV records (a quoted cell may hold a line feed). */
export async function lineFeeds(chunks: AsyncIterable<Uint8Array>): Promise<number> {
  let count = 0;
  for await (const chunk of chunks) for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) count++;
  return count;
}

/** Drops the rebuilt tables' secondary indexes inside the caller's transaction; returns how to create them again. */
export async function dropSecondaryIndexes(tx: Database): Promise<DroppedIndexes> {
  const rows = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      where t.relnamespace = 'public'::regnamespace and t.relname = any(${textArray(REBUILT_TABLES)})
        and not i.indisunique and not i.indisprimary
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
        and not (t.relname <> 'products' and pg_get_indexdef(i.indexrelid, 1, true) = 'product_id')
      order by t.relname, c.relname`,
  );
  if (rows.length) await tx.execute(sql.raw(`drop index ${rows.map((r) => `public.${r.name}`).join(", ")}`));
  return { definitions: rows.map((r) => r.definition) };
}

/** Creates the dropped indexes again, in the same transaction. */
export async function recreateIndexes(tx: Database, dropped: DroppedIndexes): Promise<void> {
  const started = performance.now();
  for (const definition of dropped.definitions) await tx.execute(sql.raw(definition));
  logger.info({ event: "csv.indexes_built", indexes: dropped.definitions.length, durationMs: Math.round(performance.now() - started) }, "secondary indexes built once after a large import");
}
