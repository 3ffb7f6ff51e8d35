import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminActor } from "~/audit/admin-actor.server";
import { readAvailability } from "~/availability/availability.server";
import { syncAvailability } from "~/availability/availability-sync.server";
import { upsertAvailability } from "~/availability/product-availability.server";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import * as t from "~/db/schema";
import { DomainError } from "~/errors";
import { createTestAdmin } from "../support/admin";
import { createTestDatabase } from "../support/database";

// The ERP's bulk sync on a real database: what changed, what was unknown, what was refused, a
// second identical sync that changes nothing, and bad input that writes nothing.
let handle: DatabaseHandle;
let parts: string[];
let actor: AdminActor;
const refusedReason = (location: string) => `No location ${location}`;
const sync = (lines: unknown[]) => syncAvailability(handle.db, lines, actor, refusedReason);

beforeAll(async () => {
  handle = await createTestDatabase();
  const admin = await createTestAdmin(handle.db);
  actor = { id: admin.id, name: admin.username, ip: "192.0.2.9" };
  const rows = await handle.db.select({ partNumber: t.products.partNumber }).from(t.products).orderBy(t.products.id).limit(6);
  parts = rows.map((r) => r.partNumber);
});
afterAll(() => handle.close());

const snapshot = async () => {
  const stock = await queryRows<{ product_id: number; location_id: number; quantity: number }>(handle.db, sql`select * from product_stock order by 1, 2`);
  const terms = await queryRows<Record<string, unknown>>(handle.db, sql`select * from product_availability order by product_id`);
  return JSON.stringify({ stock, terms });
};

const idOf = async (partNumber: string) => (await handle.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.partNumber, partNumber)))[0]!.id;

describe("syncAvailability", () => {
  it("writes what differs, lists unknown part numbers and refused locations, and changes nothing the second time", async () => {
    const body = [
      { partNumber: parts[0], location: "casablanca", quantity: 777 },
      { partNumber: parts[0], location: "dubai", quantity: 0 },
      { partNumber: parts[1], leadTime: "5-6 weeks", minimumOrder: 20, orderMultiple: 10 },
      { partNumber: "NO-SUCH-PART-1", location: "casablanca", quantity: 4 },
      { partNumber: parts[2], location: "lagos", quantity: 3 },
      { partNumber: parts[3], location: "casablanca", quantity: 5, leadTime: "10 jours" },
    ];
    const before = await readAvailability(handle.db, [await idOf(parts[1]!)]);
    const first = await sync(body);
    expect(first.lines).toBe(6);
    expect(first.changed.map((c) => c.line)).toEqual([1, 2, 3, 6]);
    expect(first.unknown).toEqual([{ line: 4, partNumber: "NO-SUCH-PART-1" }]);
    expect(first.refused).toEqual([{ line: 5, partNumber: parts[2], location: "lagos", reason: "No location lagos" }]);
    const written = await readAvailability(handle.db, [await idOf(parts[0]!), await idOf(parts[1]!), await idOf(parts[3]!)]);
    expect(written.get(await idOf(parts[0]!))!.stock.map((s) => [s.location, s.quantity])).toEqual([["casablanca", 777], ["dubai", 0]]);
    expect(written.get(await idOf(parts[1]!))).toMatchObject({ leadTime: { min: 5, max: 6, unit: "weeks" }, minimumOrder: 20, orderMultiple: 10 });
    expect(written.get(await idOf(parts[3]!))).toMatchObject({ leadTime: { min: 10, max: 10, unit: "days" } });
    expect(before.get(await idOf(parts[1]!))?.updatedAt).not.toBe(written.get(await idOf(parts[1]!))!.updatedAt);

    // The same body again: nothing changes, not even "last updated".
    const stored = await snapshot();
    const second = await sync(body);
    expect(second.changed).toEqual([]);
    expect(second.unchanged).toBe(4);
    expect(second.unknown).toHaveLength(1);
    expect(await snapshot()).toBe(stored);
    const audit = await handle.db.select().from(t.auditLog).where(eq(t.auditLog.action, "availability.sync"));
    expect(audit.at(-1)!.after).toMatchObject({ lines: 6, changed: 0, unknown: 1, refused: 1 });
  });

  it("drops a location's figure with null and clears a term with null", async () => {
    await sync([{ partNumber: parts[4], location: "dubai", quantity: 9, leadTime: "2 weeks" }]);
    const result = await sync([{ partNumber: parts[4], location: "dubai", quantity: null, leadTime: null }]);
    expect(result.changed).toHaveLength(1);
    const left = (await readAvailability(handle.db, [await idOf(parts[4]!)])).get(await idOf(parts[4]!));
    expect(left?.stock.find((s) => s.location === "dubai")).toBeUndefined();
    expect(left?.leadTime ?? null).toBeNull();
  });

  it("refuses a negative stock, a lead time that does not read, a duplicate line, naming each line, and writes nothing", async () => {
    const stored = await snapshot();
    const cases: Array<[unknown[], string, string]> = [
      [[{ partNumber: parts[0], location: "casablanca", quantity: 1 }, { partNumber: parts[1], location: "casablanca", quantity: -4 }], "lines.1.quantity", "availability.errors.line.negativeStock"],
      [[{ partNumber: parts[0], leadTime: "soon" }], "lines.0.leadTime", "availability.errors.line.leadTime"],
      [[{ partNumber: parts[0], location: "casablanca", quantity: 1.5 }], "lines.0.quantity", "availability.errors.line.wholeNumber"],
      [[{ partNumber: parts[0], location: "casablanca" }], "lines.0.quantity", "availability.errors.line.quantityWithLocation"],
      [[{ partNumber: parts[0], quantity: 3 }], "lines.0.location", "availability.errors.line.locationWithQuantity"],
      [[{ partNumber: "" }], "lines.0.partNumber", "availability.errors.line.partNumber"],
      [[{ partNumber: parts[0], location: "casablanca", quantity: 1 }, { partNumber: parts[0], location: "Casablanca", quantity: 2 }], "lines.1", "availability.errors.duplicateLine"],
      [[{ partNumber: parts[0], minimumOrder: 5 }, { partNumber: parts[0], minimumOrder: 6 }], "lines.1", "availability.errors.conflictingTerms"],
      [["not a line"], "lines.0", "availability.errors.line.invalid"],
    ];
    for (const [lines, field, key] of cases) {
      const refused = await sync(lines).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused, field).toBeInstanceOf(DomainError);
      const { details, reason } = refused as DomainError;
      expect(details.fields?.[field], JSON.stringify(details.fields)).toMatchObject({ key });
      expect(reason.vars?.line).toBeGreaterThan(0);
    }
    expect(await snapshot()).toBe(stored);
  });

  it("writes in one transaction: a statement failing after others leaves every figure as it was", async () => {
    const stored = await snapshot();
    const victim = await idOf(parts[1]!);
    // The terms' update fails after the stock upsert ran (a trigger stands for any failure).
    await handle.db.execute(sql.raw(`create function availability_test_fail() returns trigger language plpgsql as $$
      begin if new.product_id = ${victim} then raise exception 'refused by the test'; end if; return new; end $$`));
    await handle.db.execute(sql`create trigger availability_test_fail before update on product_availability for each row execute function availability_test_fail()`);
    try {
      await expect(
        sync([
          { partNumber: parts[0], location: "casablanca", quantity: 31337 },
          { partNumber: parts[1], leadTime: "9 weeks" },
        ]),
      ).rejects.toThrow();
    } finally {
      await handle.db.execute(sql`drop trigger availability_test_fail on product_availability`);
      await handle.db.execute(sql`drop function availability_test_fail()`);
    }
    expect(await snapshot()).toBe(stored);
    expect(await handle.db.select().from(t.auditLog).where(sql`after->>'changed' = '2'`)).toEqual([]);
  });

  it("syncs 2,000 lines with a constant number of statements' worth of time", async () => {
    const all = await handle.db.select({ partNumber: t.products.partNumber }).from(t.products);
    const lines = all.flatMap((p, i) => [
      { partNumber: p.partNumber, location: "casablanca", quantity: i * 3 },
      { partNumber: p.partNumber, location: "dubai", quantity: i, leadTime: `${1 + (i % 5)}-${2 + (i % 5)} weeks`, minimumOrder: 1 + (i % 3), orderMultiple: 1 },
    ]);
    const first = await sync(lines);
    expect(first.unknown).toEqual([]);
    const again = await sync(lines);
    expect(again.changed).toEqual([]);
    expect(again.unchanged).toBe(lines.length);
  });

  it("replaces one product's figures (the upsert), and reports no change for the same figures", async () => {
    const id = await idOf(parts[5]!);
    const figures = { stock: { casablanca: 12 }, leadTime: { min: 1, max: 2, unit: "weeks" as const }, minimumOrder: null, orderMultiple: 4 };
    expect(await upsertAvailability(handle.db, id, figures, actor)).toBe(true);
    expect(await upsertAvailability(handle.db, id, figures, actor)).toBe(false);
    const read = (await readAvailability(handle.db, [id])).get(id)!;
    expect(read.stock.map((s) => [s.location, s.quantity])).toEqual([["casablanca", 12]]);
    await expect(upsertAvailability(handle.db, id, { ...figures, stock: { mars: 1 } }, actor)).rejects.toBeInstanceOf(DomainError);
  });
});
