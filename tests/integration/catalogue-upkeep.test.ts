import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { formatRow } from "~/csv/csv-format";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { scheduleTidying, TIDY_AFTER_PRODUCTS } from "~/db/upkeep.server";
import { createTestDatabase } from "../support/database";

// Decision 040: after a bulk import, searches read no GIN pending list and the planner knows the
// new rows, on PostgreSQL (ANALYZE, pending lists merged) and on PGlite (VACUUM ANALYZE).

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  // PostgreSQL's autovacuum would also merge the pending lists, at a moment of its own choosing.
  for (const table of ["products", "product_facets"]) await handle.db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = off)`));
});
afterAll(() => handle?.close());

function file(prefix: string, rows: number) {
  let text = formatRow(["part_number", "name_en", "name_fr", "category", "specs"]);
  for (let i = 0; i < rows; i++) text += formatRow([`${prefix}-${i}`, `Upkeep relay ${i}`, `Relais d'entretien ${i}`, "relays-control", "coil_voltage=24 V DC [V]"]);
  const bytes = new TextEncoder().encode(text);
  return async function* () {
    yield bytes;
  };
}

/** Pages waiting in each GIN index of the product tables (reading it merges them). */
const pendingPages = async () =>
  queryRows<{ index: string; pages: number }>(
    handle.db,
    sql`select c.relname as index, gin_clean_pending_list(i.indexrelid)::int as pages
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where a.amname = 'gin' and i.indrelid in ('products'::regclass, 'product_facets'::regclass) order by c.relname`,
  );

const statistics = async () =>
  (
    await queryRows<{ estimated: number; stored: number }>(
      handle.db,
      sql`select (select reltuples from pg_class where oid = 'products'::regclass)::int as estimated, (select count(*) from products)::int as stored`,
    )
  )[0]!;

describe("catalogue upkeep after a bulk import", () => {
  it("leaves no GIN pending list and statistics that count the new products", async () => {
    await pendingPages(); // start from empty lists
    const before = await statistics();
    const rows = TIDY_AFTER_PRODUCTS + 200;
    const outcome = await importProductsCsv(handle.db, file("UPKEEP", rows), { dryRun: false });
    expect(outcome.fileError).toBeUndefined();
    expect(outcome.errors.slice(0, 1)).toEqual([]);
    expect(outcome.applied).toBe(true);
    expect(outcome.counts.create).toBe(rows);

    const pending = await pendingPages();
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(pending.filter((index) => index.pages > 0)).toEqual([]);
    const after = await statistics();
    expect(after.stored).toBe(before.stored + rows);
    expect(after.estimated).toBeGreaterThanOrEqual(Math.floor(after.stored * 0.95));
    // The new products are found as searches find them.
    const [found] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products where spec_terms @> array['24v'] and part_number like 'UPKEEP-%'`);
    expect(found!.n).toBe(rows);
  });

  it("is not run after a small import (the pending lists merge as they fill)", async () => {
    await pendingPages();
    const outcome = await importProductsCsv(handle.db, file("SMALL", 50), { dryRun: false });
    expect(outcome.applied).toBe(true);
    const pending = await pendingPages();
    expect(pending.some((index) => index.pages > 0)).toBe(true);
  });
});

describe("catalogue upkeep on a schedule", () => {
  // Without autovacuum (PGlite), single edits leave pending index entries and stale statistics
  // until something tidies them; PostgreSQL's autovacuum does, so nothing is scheduled there.
  it.skipIf(Boolean(process.env.DATABASE_URL))("tidies the embedded database at each interval", async () => {
    await handle.db.execute(
      sql`insert into products (part_number, name, description, category_id)
        select 'TIDY-' || i, '{"en": "Tidy relay", "fr": "Relais"}'::jsonb, '{}'::jsonb, (select id from categories limit 1)
        from generate_series(1, 600) i`,
    );
    const before = await statistics();
    expect(before.estimated).toBeLessThan(Math.floor(before.stored * 0.95)); // the planner does not know them yet
    const stop = scheduleTidying(handle.db, 0.2 / 3600); // every 200 ms
    try {
      await expect.poll(async () => (await statistics()).estimated, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(Math.floor(before.stored * 0.95));
      expect((await pendingPages()).filter((index) => index.pages > 0)).toEqual([]);
    } finally {
      await stop(); // a vacuum under way ends before the database is closed
    }
  });
});

