import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyAvailability } from "~/availability/availability.server";
import { type Database, type DatabaseHandle, queryRows } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

// applyAvailability, availability's one writer, on a real database: a product without figures
// gets its row with its terms in one insert (an import of new products writes each row once), a
// stored row is updated where it differs, and a row nothing needs is not kept.
let handle: DatabaseHandle;
let ids: number[];
let casablanca: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  // Products the demo catalogue gives no figures.
  ids = (
    await queryRows<{ id: number }>(
      handle.db,
      sql`select p.id from products p where not exists (select 1 from product_availability a where a.product_id = p.id)
        and not exists (select 1 from product_stock s where s.product_id = p.id) order by p.id limit 5`,
    )
  ).map((r) => r.id);
  casablanca = (await queryRows<{ id: number }>(handle.db, sql`select id from stock_locations where key = 'casablanca'`))[0]!.id;
});
afterAll(() => handle.close());

const rows = (db: Database) =>
  queryRows<{ product_id: number; lead_time_min: number | null; lead_time_max: number | null; lead_time_unit: string | null; minimum_order: number | null; order_multiple: number | null; now: boolean }>(
    db,
    sql`select product_id, lead_time_min, lead_time_max, lead_time_unit::text, minimum_order, order_multiple, updated_at = now() as now
      from product_availability where product_id = any(${sql.raw(`array[${ids.join(",")}]`)}) order by product_id`,
  );

describe("applyAvailability", () => {
  it("writes a new product's row once, with its terms, and updates a stored one only where it differs", async () => {
    const [fresh, stockOnly, nothing, stored] = ids as [number, number, number, number];
    // A stored row, written in an earlier transaction.
    await applyAvailability(handle.db, [{ productId: stored, leadTime: { min: 2, max: 3, unit: "weeks" }, minimumOrder: 5 }]);

    await handle.db.transaction(async (tx) => {
      const changes = await applyAvailability(tx as unknown as Database, [
        { productId: fresh, leadTime: { min: 10, max: 10, unit: "days" }, minimumOrder: 20, orderMultiple: 10 },
        { productId: stockOnly, stock: new Map([[casablanca, 7]]) },
        { productId: nothing, leadTime: null, stock: new Map([[casablanca, null]]) },
        { productId: stored, leadTime: { min: 4, max: 4, unit: "weeks" } },
      ]);
      expect([...changes.products].sort()).toEqual([fresh, stockOnly, stored].sort());
      expect([...changes.terms].sort()).toEqual([fresh, stored].sort());
      expect([...changes.stock]).toEqual([`${stockOnly}:${casablanca}`]);
      expect(await rows(tx as unknown as Database)).toEqual([
        { product_id: fresh, lead_time_min: 10, lead_time_max: 10, lead_time_unit: "days", minimum_order: 20, order_multiple: 10, now: true },
        { product_id: stockOnly, lead_time_min: null, lead_time_max: null, lead_time_unit: null, minimum_order: null, order_multiple: null, now: true },
        { product_id: stored, lead_time_min: 4, lead_time_max: 4, lead_time_unit: "weeks", minimum_order: 5, order_multiple: null, now: true },
      ].sort((a, b) => a.product_id - b.product_id));
      // Row versions written in this transaction: the stored row's terms and its "last updated";
      // none for the rows inserted here.
      const [{ updated }] = (await queryRows<{ updated: number }>(
        tx as unknown as Database,
        sql`select pg_stat_get_xact_tuples_updated('product_availability'::regclass)::int as updated`,
      )) as [{ updated: number }];
      expect(updated).toBe(2);
    });

    // The same writes again change nothing.
    const again = await applyAvailability(handle.db, [
      { productId: fresh, leadTime: { min: 10, max: 10, unit: "days" }, minimumOrder: 20, orderMultiple: 10 },
      { productId: stockOnly, stock: new Map([[casablanca, 7]]) },
      { productId: stored, leadTime: { min: 4, max: 4, unit: "weeks" } },
    ]);
    expect(again.products.size).toBe(0);
  });

  it("refuses a value the table refuses, and keeps nothing of the write", async () => {
    const productId = ids[4]!;
    await expect(
      handle.db.transaction((tx) => applyAvailability(tx as unknown as Database, [{ productId, stock: new Map([[casablanca, 3]]), minimumOrder: 0 }])),
    ).rejects.toMatchObject({ cause: { code: "23514", message: expect.stringMatching(/product_availability_minimum_order/) } });
    expect(await queryRows(handle.db, sql`select 1 from product_availability where product_id = ${productId}`)).toEqual([]);
    expect(await queryRows(handle.db, sql`select 1 from product_stock where product_id = ${productId}`)).toEqual([]);
  });
});
