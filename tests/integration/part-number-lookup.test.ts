import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productsByPartNumber, readProductInputs } from "~/catalogue/products/stored-products.server";
import { productIdsByPartNumber } from "~/availability/availability.server";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { textArray } from "~/db/sql-arrays";
import { createTestDatabase } from "../support/database";

// A CSV import reads each batch's stored products by part number inside a transaction in which
// `products` grows far beyond its statistics; a plain `part_number = any(...)` was planned as a
// scan of the whole table once a batch (decision 075). The lookup must use the unique index
// whatever the planner believes of the table's size, and find exactly the stored products.

let handle: DatabaseHandle;
let stored: { id: number; part_number: string }[];
beforeAll(async () => {
  handle = await createTestDatabase();
  stored = await queryRows<{ id: number; part_number: string }>(handle.db, sql`select id, part_number from products order by id limit 5`);
});
afterAll(() => handle.close());

// A batch's part numbers: a thousand, nearly all of them new products.
const batch = () => [...stored.map((p) => p.part_number), ...Array.from({ length: 995 }, (_, i) => `NEW-${i}`)];

async function plan(query: ReturnType<typeof sql>): Promise<string> {
  const rows = await queryRows<Record<string, string>>(handle.db, sql`explain ${query}`);
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

describe("products by part number", () => {
  it("looks each part number up in the unique index, never scanning the table", async () => {
    const lookup = await plan(sql`select found.id from ${productsByPartNumber(batch())} as found`);
    expect(lookup).toMatch(/Index (Only )?Scan using "?products_partNumber_unique"?/);
    expect(lookup).not.toMatch(/Seq Scan on products/);
    // The form it replaces is planned as a scan of this small table: the check above can fail.
    const plain = await plan(sql`select id from products where part_number = any(${textArray(batch())})`);
    expect(plain).toMatch(/Seq Scan on products/);
  });

  it("finds exactly the stored products, by part number and as the import reads them", async () => {
    const ids = await productIdsByPartNumber(handle.db, batch());
    expect([...ids].sort()).toEqual(stored.map((p) => [p.part_number, p.id] as [string, number]).sort());
    const inputs = await readProductInputs(handle.db, { partNumbers: batch() });
    expect(inputs.map((p) => p.input.partNumber)).toEqual(stored.map((p) => p.part_number));
    expect(await readProductInputs(handle.db, { partNumbers: ["NEW-1"] })).toEqual([]);
  });
});
