import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_CSV_COLUMNS, productToCells } from "~/catalogue/product-csv/product-csv-columns";
import { importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { resolveProducts, writeKnownProducts } from "~/catalogue/products/product-write.server";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { formatRow } from "~/csv/csv-format";
import { type Database, type DatabaseHandle, isPglite, queryRows } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

// Decision 046: on PGlite, the CSV import inserts new products and their rows with
// session_replication_role = replica (no foreign-key check per row), after checking once per
// statement that what they name exists. These tests hold it to that: every trigger of ours still
// fires, every foreign key is true afterwards, a missing reference leaves the checks on (and the
// write fails as it would have), and the checks are back for whatever the transaction writes next.
// On PostgreSQL the import checks row by row, and the same tests hold but the one that forces the path.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

/** For every foreign key of the schema, its rows that name nothing: one query per constraint, built from pg_constraint. */
async function brokenForeignKeys(db: Database): Promise<Record<string, number>> {
  const constraints = await queryRows<{ name: string; child: string; parent: string; columns: string[]; targets: string[] }>(
    db,
    sql`select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
        array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as targets
      from pg_constraint c join pg_namespace s on s.oid = c.connamespace where c.contype = 'f' and s.nspname = 'public' order by 1`,
  );
  expect(constraints.length).toBeGreaterThan(20);
  const broken: Record<string, number> = {};
  for (const c of constraints) {
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const notNull = c.columns.map((column) => `r.${quote(column)} is not null`).join(" and ");
    const match = c.columns.map((column, i) => `p.${quote(c.targets[i]!)} = r.${quote(column)}`).join(" and ");
    const [row] = await queryRows<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from ${c.child} r where ${notNull} and not exists (select 1 from ${c.parent} p where ${match})`),
    );
    if (row!.n > 0) broken[c.name] = row!.n;
  }
  return broken;
}

/** New products modelled on the stored ones (specs, applications, documents, images, links), as a CSV file. */
async function newProductsCsv(db: Database, count: number, prefix: string): Promise<Uint8Array> {
  const stored = (await readProductInputs(db)).map((p) => p.input);
  const media = await queryRows<{ id: number; storage_key: string }>(db, sql`select id, storage_key from media`);
  const keys = new Map(media.map((m) => [Number(m.id), m.storage_key]));
  let text = formatRow(PRODUCT_CSV_COLUMNS);
  for (let i = 0; i < count; i++) {
    const template = stored[i % stored.length]!;
    const input = { ...template, partNumber: `${prefix}-${i}`, replacedBy: i % 4 === 3 ? `${prefix}-${i - 1}` : template.replacedBy };
    const cells = productToCells(input, (id) => keys.get(id) ?? String(id));
    text += formatRow(PRODUCT_CSV_COLUMNS.map((c) => cells[c]));
  }
  return new TextEncoder().encode(text);
}

const productCount = async (db: Database) => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`))[0]!.n;

describe("new products written with their references checked once per statement (decision 046)", () => {
  it("fires every trigger of ours in replica mode", async () => {
    const triggers = await queryRows<{ name: string; enabled: string }>(
      handle.db,
      sql`select c.relname || '.' || g.tgname as name, g.tgenabled as enabled
        from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not g.tgisinternal order by 1`,
    );
    expect(triggers.length).toBeGreaterThan(25);
    // "A": ENABLE ALWAYS. A trigger added without it would silently not fire for the import's new rows.
    // The spec-terms insert trigger is one of them: the writer of new products, which gives their
    // spec terms, sets it aside with vitrine.search_columns_given instead (decision 071).
    expect(triggers.filter((t) => t.enabled !== "A").map((t) => `${t.name} (${t.enabled})`)).toEqual([]);
  });

  it("imports new products whose every foreign key holds, with the spec terms the trigger would have given", async () => {
    const before = await productCount(handle.db);
    const bytes = await newProductsCsv(handle.db, 1_200, "BULK");
    const outcome = await importProductsCsv(handle.db, async function* () {
      yield bytes;
    }, { dryRun: false });
    expect(outcome.errors).toEqual([]);
    expect(outcome.counts.create).toBe(1_200);
    expect(await productCount(handle.db)).toBe(before + 1_200);
    expect(await brokenForeignKeys(handle.db)).toEqual({});
    // What spec_terms_insert computes from the spec rows (migration 0009), for every product.
    const drift = await queryRows<{ part_number: string }>(
      handle.db,
      sql`select p.part_number from products p join products_spec_terms(array(select id from products)) t on t.id = p.id where p.spec_terms is distinct from t.terms`,
    );
    expect(drift).toEqual([]);
    const rows = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from product_specs s join products p on p.id = s.product_id where p.part_number like 'BULK-%'`);
    expect(rows[0]!.n).toBeGreaterThan(1_200);
  });

  it("is taken on a PGlite handle only: never on PostgreSQL, nor on a transaction given to the import", async () => {
    expect(isPglite(handle.db)).toBe(handle.kind === "pglite");
    await handle.db.transaction(async (tx) => expect(isPglite(tx)).toBe(false));
  });

  // Only PGlite takes this path (the import decides by isPglite); setting the role needs a superuser on PostgreSQL.
  it.skipIf(Boolean(process.env.DATABASE_URL))("refuses the write, with nothing written, when a row it names has gone; the checks run row by row again after it", async () => {
    const [stored] = await readProductInputs(handle.db);
    const [resolved] = await resolveProducts(handle.db, [{ ...stored!.input, partNumber: "BULK-GONE", replacedBy: "", alternatives: [] }]);
    if (!resolved?.ok) throw new Error(JSON.stringify(resolved?.errors));
    const before = await productCount(handle.db);

    // A category deleted since the import read the taxonomy: the checks stay on, and its foreign key refuses the row.
    const gone = { ...resolved.product, categoryId: 987_654 };
    const refused = await handle.db
      .transaction((tx) => writeKnownProducts(tx, [gone], new Map(), { referencesInBulk: true }))
      .then(() => "written", (error: Error & { code?: string; cause?: { code?: string; constraint?: string } }) => `${error.code ?? error.cause?.code} ${error.cause?.constraint ?? ""}`);
    expect(refused).toMatch(/^23503 /);
    expect(await productCount(handle.db)).toBe(before);

    // Written in bulk, then in the same transaction a row naming nothing: its foreign key refuses it.
    const outcome = await handle.db
      .transaction(async (tx) => {
        await writeKnownProducts(tx, [resolved.product], new Map(), { referencesInBulk: true });
        const [role] = await queryRows<{ role: string; given: string }>(
          tx,
          sql`select current_setting('session_replication_role') as role, current_setting('vitrine.search_columns_given') as given`,
        );
        expect(role).toEqual({ role: "origin", given: "off" });
        await tx.execute(sql`insert into product_images (product_id, media_id, alt, position) select id, 987654, '{}'::jsonb, 0 from products where part_number = 'BULK-GONE'`);
        return "inserted";
      })
      .catch((error: Error & { code?: string; cause?: { code?: string } }) => error.code ?? error.cause?.code ?? error.message);
    expect(outcome).toBe("23503");
    expect(await productCount(handle.db)).toBe(before);
    expect(await brokenForeignKeys(handle.db)).toEqual({});
  });
});
