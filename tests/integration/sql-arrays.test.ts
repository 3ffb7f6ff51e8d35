import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { intArray, textArray } from "~/db/sql-arrays";
import { createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

describe("array literals sent as one parameter", () => {
  it("carry any text as it is: separators, quotes, backslashes, braces, spaces, NULL, accents, empty", async () => {
    const values = ["SR2B121BD", "a,b", 'say "hi"', "back\\slash", "\\", '\\"', "{brace}", " spaced ", "NULL", "null", "Été – «relais»", "", "x'y"];
    const rows = await queryRows<{ value: string; n: number }>(handle.db, sql`select value, n::int from unnest(${textArray(values)}) with ordinality as t(value, n)`);
    expect(rows.map((r) => r.value)).toEqual(values);
    expect(rows.every((r) => r.value !== null)).toBe(true);
  });

  it("match rows as the list of placeholders did, and match nothing when empty", async () => {
    const stored = await queryRows<{ id: number; part_number: string }>(handle.db, sql`select id, part_number from products order by id limit 3`);
    const byText = await queryRows<{ id: number }>(handle.db, sql`select id from products where part_number = any(${textArray(stored.map((p) => p.part_number))}) order by id`);
    const byId = await queryRows<{ id: number }>(handle.db, sql`select id from products where id = any(${intArray(stored.map((p) => p.id))}) order by id`);
    expect(byText.map((r) => r.id)).toEqual(stored.map((p) => p.id));
    expect(byId.map((r) => r.id)).toEqual(stored.map((p) => p.id));
    expect(await queryRows(handle.db, sql`select id from products where part_number = any(${textArray([])})`)).toEqual([]);
    expect(await queryRows(handle.db, sql`select id from products where id = any(${intArray([])})`)).toEqual([]);
  });
});
