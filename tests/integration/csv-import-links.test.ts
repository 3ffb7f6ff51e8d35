import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_LIMITS, importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { formatRow } from "~/csv/csv-format";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

// A row may name, as its replacement or an alternative, a product that a row further up or
// further down the same file creates: the import reads the file in batches of CSV_LIMITS.batchRows
// rows, and neither the dry run nor the import may depend on where a batch ends.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

const ROWS = CSV_LIMITS.batchRows + 200;
const pn = (i: number) => `LINK-${i}`;

/** New products; `links` sets the replacement and alternatives of some rows by index. */
function file(links: Record<number, { replacedBy?: string; alternatives?: string[] }>) {
  let text = formatRow(["part_number", "name_en", "name_fr", "category", "replaced_by", "alternatives"]);
  for (let i = 0; i < ROWS; i++) {
    const link = links[i] ?? {};
    text += formatRow([pn(i), `Link test relay ${i}`, `Relais d'essai ${i}`, "relays-control", link.replacedBy ?? "", (link.alternatives ?? []).join(" | ")]);
  }
  const bytes = new TextEncoder().encode(text);
  return async function* () {
    yield bytes;
  };
}

const stored = () =>
  queryRows<{ part_number: string; replaced_by: string | null }>(
    handle.db,
    sql`select p.part_number, r.part_number as replaced_by from products p left join products r on r.id = p.replaced_by_id
      where p.part_number like 'LINK-%' and p.replaced_by_id is not null order by p.part_number`,
  );

describe("links between rows of one import", () => {
  const links = {
    // A later batch names an earlier one, and an earlier batch names a later one.
    [CSV_LIMITS.batchRows + 100]: { replacedBy: pn(0), alternatives: [pn(1), pn(CSV_LIMITS.batchRows + 150)] },
    5: { replacedBy: pn(CSV_LIMITS.batchRows + 150), alternatives: [pn(CSV_LIMITS.batchRows + 199)] },
  };

  it("are checked the same in the dry run and the import, wherever the batches end", async () => {
    const dry = await importProductsCsv(handle.db, file(links), { dryRun: true });
    expect(dry.errors).toEqual([]);
    expect(dry.counts.create).toBe(ROWS);

    const real = await importProductsCsv(handle.db, file(links), { dryRun: false });
    expect(real.errors).toEqual([]);
    expect(real.applied).toBe(true);
    expect(await stored()).toEqual([
      { part_number: pn(CSV_LIMITS.batchRows + 100), replaced_by: pn(0) },
      { part_number: pn(5), replaced_by: pn(CSV_LIMITS.batchRows + 150) },
    ]);
    const alternatives = await queryRows<{ part_number: string; alternative: string }>(
      handle.db,
      sql`select p.part_number, o.part_number as alternative from product_alternatives a join products p on p.id = a.product_id
        join products o on o.id = a.alternative_id where p.part_number like 'LINK-%' order by p.part_number, a.position`,
    );
    expect(alternatives).toEqual([
      { part_number: pn(CSV_LIMITS.batchRows + 100), alternative: pn(1) },
      { part_number: pn(CSV_LIMITS.batchRows + 100), alternative: pn(CSV_LIMITS.batchRows + 150) },
      { part_number: pn(5), alternative: pn(CSV_LIMITS.batchRows + 199) },
    ]);
  }, 120_000);

  it("refuse a part number that is neither stored nor in the file, naming the row, and write nothing", async () => {
    const before = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`);
    const bad = { ...links, [CSV_LIMITS.batchRows + 10]: { replacedBy: "NO-SUCH-PART" } };
    for (const dryRun of [true, false]) {
      const outcome = await importProductsCsv(handle.db, file(bad), { dryRun });
      expect(outcome.applied).toBe(false);
      expect(outcome.errors.map((e) => [e.line, e.partNumber, (e.problems ?? []).map((p) => [p.column, p.key])])).toEqual([
        [CSV_LIMITS.batchRows + 12, pn(CSV_LIMITS.batchRows + 10), [["replaced_by", "admin.catalogue.errors.unknownProduct"]]],
      ]);
    }
    expect(await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`)).toEqual(before);
  }, 120_000);
});
