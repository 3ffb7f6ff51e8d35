import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineFeeds, REBUILD_WHEN, rebuildPays } from "~/catalogue/index/bulk-indexes.server";
import { importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { formatRow } from "~/csv/csv-format";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

// Decision 076: on PGlite, whose other queries wait for an open transaction anyway, a large import
// drops the secondary indexes of products, spec rows and product facets inside its transaction and
// builds each once before commit. The indexes must come back exactly as they were (names and
// definitions), and an import refused after the drop must leave them untouched. On PostgreSQL,
// where a dropped index would make every catalogue read wait for the commit, nothing is dropped.

let handle: DatabaseHandle;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const ROWS = REBUILD_WHEN.minimum + 400;
const pn = (prefix: string, i: number) => `${prefix}-${i}`;

/** `ROWS` new relays; `bad(i)` gives row i an unknown category. */
function file(prefix: string, bad: (i: number) => boolean = () => false) {
  let text = formatRow(["part_number", "name_en", "name_fr", "manufacturer", "category", "specs"]);
  for (let i = 0; i < ROWS; i++) {
    const category = bad(i) ? "flux-capacitors" : "relays-control";
    text += formatRow([pn(prefix, i), `Rebuilt relay ${i}`, `Relais reconstruit ${i}`, `Maker ${i % 7}`, category, `coil_voltage=${12 * (1 + (i % 2))} [V DC] | contact_current=${5 + (i % 4)} [A]`]);
  }
  const bytes = new TextEncoder().encode(text);
  return async function* () {
    yield bytes;
  };
}

interface IndexRow {
  oid: number;
  name: string;
  definition: string;
  unique: boolean;
  usable: boolean;
}

/** The indexes of the three tables the import may rebuild, by name. */
const indexes = () =>
  queryRows<IndexRow>(
    handle.db,
    sql`select c.oid::int as oid, c.relname as name, pg_get_indexdef(i.indexrelid) as definition, i.indisunique as unique, i.indisvalid and i.indisready as usable
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid in ('products'::regclass, 'product_specs'::regclass, 'product_facets'::regclass)
      order by c.relname`,
  );
const withoutOids = (rows: IndexRow[]) => rows.map(({ name, definition, unique, usable }) => ({ name, definition, unique, usable }));
const storedProducts = async () => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`))[0]!.n;
const count = async (prefix: string) =>
  (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products where part_number like ${`${prefix}-%`}`))[0]!.n;

describe("secondary indexes built once in a large import", () => {
  it("applies once the import has created the minimum, from a file of at least twice the catalogue's rows", async () => {
    expect(rebuildPays(REBUILD_WHEN.minimum, 100_000, 0)).toBe(true);
    expect(rebuildPays(REBUILD_WHEN.minimum - 1, 100_000, 0)).toBe(false);
    // 100,000 rows into a catalogue of 100,000: the build would read twice what it saves.
    expect(rebuildPays(50_000, 100_000, 100_000)).toBe(false);
    expect(rebuildPays(50_000, 200_000, 100_000)).toBe(true);
    // The file's rows are bounded by its line feeds, split across chunks or not.
    const chunks = async function* () {
      yield new TextEncoder().encode("a,b\n1,");
      yield new TextEncoder().encode("2\n\n3,4");
    };
    expect(await lineFeeds(chunks())).toBe(3);
  });

  it("leaves every index untouched when a row after the drop is refused, and writes nothing", async () => {
    const before = await indexes();
    expect(before.length).toBeGreaterThan(20);
    // The drop comes with the first batch's write (the demo catalogue is small enough for this
    // file to qualify); the bad row is in the second batch, checked while that write runs.
    expect(rebuildPays(REBUILD_WHEN.minimum, ROWS + 1, await storedProducts())).toBe(true);
    const badRow = REBUILD_WHEN.minimum + 150;
    const outcome = await importProductsCsv(handle.db, file("REFUSED", (i) => i === badRow), { dryRun: false });
    expect(outcome.applied).toBe(false);
    expect(outcome.errors).toEqual([
      expect.objectContaining({ line: badRow + 2, partNumber: pn("REFUSED", badRow), outcome: "error", problems: [expect.objectContaining({ column: "category" })] }),
    ]);
    expect(await count("REFUSED")).toBe(0);
    expect(await indexes()).toEqual(before);
  }, 120_000);

  it("gives back every index as it was, built again on PGlite and kept on PostgreSQL", async () => {
    const before = await indexes();
    expect(rebuildPays(REBUILD_WHEN.minimum, ROWS + 1, await storedProducts())).toBe(true);

    const outcome = await importProductsCsv(handle.db, file("REBUILT"), { dryRun: false });
    expect(outcome.errors).toEqual([]);
    expect(outcome.applied).toBe(true);
    expect(outcome.counts.create).toBe(ROWS);
    expect(await count("REBUILT")).toBe(ROWS);

    const after = await indexes();
    expect(withoutOids(after)).toEqual(withoutOids(before));
    const oid = (rows: IndexRow[], name: string) => rows.find((row) => row.name === name)!.oid;
    const rebuilt = after.filter((row) => row.oid !== oid(before, row.name)).map((row) => row.name);
    if (onPostgres) {
      expect(rebuilt).toEqual([]);
    } else {
      // The non-unique ones (the name orders, the GIN indexes, ...), but the spec rows' own
      // product_id index, through which an updated product's rows are deleted.
      expect(rebuilt).toEqual(expect.arrayContaining(["products_name_fr_idx", "products_search_idx", "product_specs_attribute_id_value_number_index", "product_facets_keys_idx"]));
      expect(rebuilt).not.toContain("product_specs_product_id_attribute_id_value_value_number_index");
      expect(after.filter((row) => row.unique && rebuilt.includes(row.name))).toEqual([]);
    }

    // The indexes answer as before: a name-ordered page and a search find the new products.
    const [first] = await queryRows<{ part_number: string }>(
      handle.db,
      sql`select part_number from products where status = 'active' and part_number like 'REBUILT-%'
        order by lower(f_unaccent(coalesce(name->>'fr', name->>'en', ''))), id limit 1`,
    );
    expect(first?.part_number).toBe("REBUILT-0");
    const [found] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products where search_document @@ to_tsquery('simple', 'reconstruit')`);
    expect(found?.n).toBe(ROWS);
  }, 120_000);
});
