import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStockLocations } from "~/availability/availability.server";
import { createStockLocation, deleteStockLocation } from "~/availability/stock-locations.server";
import { StockLocationGoneError, writeCsvAvailability } from "~/catalogue/product-csv/product-csv-availability.server";
import type { DatabaseHandle } from "~/db/client.server";
import { DomainError } from "~/errors";
import { createTestDatabase } from "../support/database";

// Two writers at once on the stock locations: a refusal with its place, never a 500, nothing half written.
const actor = { id: null, name: "race-test", ip: "192.0.2.1" };
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

const stockRows = async () => Number(((await handle.db.execute(sql`select count(*)::int as n from product_stock`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

describe("stock locations under concurrent changes", () => {
  it("two additions of one key at once: one location, the other refused on its key field", async () => {
    const results = await Promise.allSettled([
      createStockLocation(handle.db, { key: "tangier", name: { en: "Tangier", fr: "Tanger", ar: "طنجة" } }, actor),
      createStockLocation(handle.db, { key: "tangier", name: { en: "Tangier port", fr: "Tanger port", ar: "" } }, actor),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!.reason;
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe("invalid");
    expect((refused as DomainError).reason.key).toMatch(/keyTaken$/);
    expect((await readStockLocations(handle.db)).filter((l) => l.key === "tangier")).toHaveLength(1);
  });

  it("an import's figures for a location deleted after the import read the list: refused by name, nothing written", async () => {
    const location = await createStockLocation(handle.db, { key: "agadir", name: { en: "Agadir", fr: "Agadir", ar: "أكادير" } }, actor);
    const readByTheImport = await readStockLocations(handle.db);
    expect(await deleteStockLocation(handle.db, location.id, true, actor)).toMatchObject({ deleted: true });
    const before = await stockRows();
    const write = handle.db.transaction((tx) =>
      writeCsvAvailability(tx as never, [{ partNumber: "RM22TG20", figures: { stock: new Map([["agadir", 12]]) } }], readByTheImport),
    );
    await expect(write).rejects.toBeInstanceOf(StockLocationGoneError);
    await expect(write).rejects.toMatchObject({ location: "agadir" });
    expect(await stockRows()).toBe(before);
  });
});
