import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_LIMITS, importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { formatRow } from "~/csv/csv-format";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

// The import writes batch k while it checks batch k+1 in Node.js (decision 041), and prepares
// batch k+1's new products meanwhile (decision 080). These tests
// hold what that must not change: one statement at a time on PostgreSQL's connection (PGlite's
// queues a write's statements in order, decision 078), a
// write that fails in the database fails the whole import with that error and leaves nothing
// behind, and every batch is written, the last one included.

let handle: DatabaseHandle;

// On PostgreSQL, the most statements node-postgres was given at once on one connection (it
// queues what it cannot send yet). PGlite has one connection and runs its queue in order.
const { query } = pg.Client.prototype;
const inFlight = new WeakMap<object, number>();
let mostAtOnce = 0;
// On PostgreSQL, each statement's connection, in the order sent.
const sent: Array<{ client: object; text: string }> = [];
function countedQuery(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string };
  sent.push({ client: this, text: typeof config === "string" ? config : (config?.text ?? "") });
  const result = (query as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) {
    const now = (inFlight.get(this) ?? 0) + 1;
    inFlight.set(this, now);
    mostAtOnce = Math.max(mostAtOnce, now);
    const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
    result.then(done, done);
  }
  return result;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  pg.Client.prototype.query = countedQuery as typeof query;
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await handle?.close();
});

const ROWS = CSV_LIMITS.batchRows * 2 + 300;
const pn = (i: number) => `OVERLAP-${i}`;

/** New products, three batches; `maker(i)` gives row i's manufacturer. */
function file(maker: (i: number) => string, suffix = "") {
  let text = formatRow(["part_number", "name_en", "name_fr", "manufacturer", "category", "specs"]);
  for (let i = 0; i < ROWS; i++) {
    text += formatRow([pn(i), `Overlap relay ${i}${suffix}`, `Relais ${i}${suffix}`, maker(i), "relays-control", `coil_voltage=${12 * (1 + (i % 2))} [V DC] | contact_current=${5 + (i % 4)} [A]`]);
  }
  const bytes = new TextEncoder().encode(text);
  return async function* () {
    yield bytes;
  };
}

const count = async () =>
  (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products where part_number like 'OVERLAP-%'`))[0]!.n;

describe("the import's writes beside its checks", () => {
  it("write every batch, the last one included, in order, and report progress after each", async () => {
    const progress: number[] = [];
    sent.length = 0;
    const outcome = await importProductsCsv(handle.db, file(() => "Overlap"), { dryRun: false, onProgress: (rows) => progress.push(rows) });
    if (handle.kind === "postgres") {
      // Each batch's new products were prepared on another connection of the pool (decision 080):
      // their ids reserved there, while the import's own connection wrote the batch before.
      const inserts = sent.filter((s) => /^with r as \(\s*select \* from rows from/.test(s.text));
      const reserves = sent.filter((s) => s.text.startsWith("select nextval(pg_get_serial_sequence('products', 'id'))"));
      expect(inserts).toHaveLength(3);
      expect(new Set(inserts.map((s) => s.client)).size).toBe(1);
      expect(reserves).toHaveLength(3);
      expect(reserves.every((s) => s.client !== inserts[0]!.client)).toBe(true);
    }
    expect(outcome.applied).toBe(true);
    expect(outcome.counts).toMatchObject({ rows: ROWS, create: ROWS, error: 0 });
    expect(progress).toEqual([CSV_LIMITS.batchRows, CSV_LIMITS.batchRows * 2, ROWS]);
    expect(await count()).toBe(ROWS);
    // In file order: ids follow the rows, and each product has its two spec rows.
    const rows = await queryRows<{ part_number: string; specs: number }>(
      handle.db,
      sql`select p.part_number, (select count(*)::int from product_specs s where s.product_id = p.id) as specs
        from products p where p.part_number like 'OVERLAP-%' order by p.id`,
    );
    expect(rows.map((r) => r.part_number)).toEqual(Array.from({ length: ROWS }, (_, i) => pn(i)));
    expect(rows.every((r) => r.specs === 2)).toBe(true);

    // Every row changed: the updates go through the same overlap.
    const updated = await importProductsCsv(handle.db, file(() => "Overlap", " v2"), { dryRun: false });
    expect(updated.counts).toMatchObject({ update: ROWS, error: 0 });
    const names = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products where part_number like 'OVERLAP-%' and name->>'en' like '% v2'`);
    expect(names[0]!.n).toBe(ROWS);
    if (handle.kind === "postgres") expect(mostAtOnce).toBe(1);
  }, 180_000);

  it("fail with the database's error when a batch's write fails while the next is checked, and keep nothing", async () => {
    await handle.db.execute(sql`delete from products where part_number like 'OVERLAP-%'`);
    // A rule the row checks do not know, so that only the database refuses the second batch.
    await handle.db.execute(sql`alter table products add constraint overlap_test_maker check (manufacturer <> 'Refused maker')`);
    try {
      const refusedRow = CSV_LIMITS.batchRows + 10;
      const attempt = importProductsCsv(handle.db, file((i) => (i === refusedRow ? "Refused maker" : "Overlap")), { dryRun: false });
      // Drizzle's error names the statement; its cause is the database's own.
      await expect(attempt).rejects.toMatchObject({ cause: { code: "23514", message: expect.stringMatching(/overlap_test_maker/) } });
      expect(await count()).toBe(0);
      // The database answers as before: the same file without the refused row imports.
      const retry = await importProductsCsv(handle.db, file(() => "Overlap"), { dryRun: false });
      expect(retry.applied).toBe(true);
      expect(await count()).toBe(ROWS);
    } finally {
      await handle.db.execute(sql`alter table products drop constraint overlap_test_maker`);
    }
    if (handle.kind === "postgres") expect(mostAtOnce).toBe(1);
  }, 180_000);

  it("refuse a row of a later batch whose link is found missing only after the batch before is written, and keep nothing", async () => {
    await handle.db.execute(sql`delete from products where part_number like 'OVERLAP-%'`);
    const refused = CSV_LIMITS.batchRows + 10;
    let text = formatRow(["part_number", "name_en", "manufacturer", "category", "replaced_by"]);
    for (let i = 0; i < ROWS; i++) text += formatRow([pn(i), `Overlap relay ${i}`, "Overlap", "relays-control", i === refused ? "NO-SUCH-PART" : ""]);
    const bytes = new TextEncoder().encode(text);
    // Its batch was prepared (ids, INSERT) while the first batch was written: nothing of it is.
    const outcome = await importProductsCsv(handle.db, async function* () {
      yield bytes;
    }, { dryRun: false });
    expect(outcome.applied).toBe(false);
    expect(outcome.counts).toMatchObject({ rows: ROWS, error: 1 });
    expect(outcome.errors).toEqual([
      expect.objectContaining({ line: refused + 2, partNumber: pn(refused), problems: [expect.objectContaining({ column: "replaced_by" })] }),
    ]);
    expect(await count()).toBe(0);
    if (handle.kind === "postgres") expect(mostAtOnce).toBe(1);
  }, 180_000);

  it("stop at the row limit with a batch still being written, and keep nothing of it, even after its statements would have ended", async () => {
    await handle.db.execute(sql`delete from products where part_number like 'OVERLAP-%'`);
    const limit = CSV_LIMITS.maxRows;
    // Past the limit at the third batch's first row: the first batch is being written while the file is read.
    CSV_LIMITS.maxRows = CSV_LIMITS.batchRows * 2;
    try {
      const outcome = await importProductsCsv(handle.db, file(() => "Overlap"), { dryRun: false });
      expect(outcome.fileError).toEqual({ key: "admin.csv.errors.tooManyRows", vars: { max: CSV_LIMITS.maxRows } });
      expect(outcome.applied).toBe(false);
    } finally {
      CSV_LIMITS.maxRows = limit;
    }
    expect(await count()).toBe(0);
    // A write left running after the rollback would land outside the transaction (PostgreSQL) by now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await count()).toBe(0);
    if (handle.kind === "postgres") expect(mostAtOnce).toBe(1);
  }, 180_000);
});
