/**
 * The ERP's bulk availability sync (PUT /api/admin/availability's command, syncAvailability) on
 * the benchmark database: 10,000 lines spread over the catalogue, each a location's quantity, one
 * in two with the product's lead time, minimum and multiple. Three timed rounds: new figures
 * (every line writes), the same body again (nothing writes), then other quantities (every stock
 * line writes). Issue 34's budget: under 10 s per PUT with 100,000 products on PostgreSQL.
 *   npx tsx bench/availability-sync.ts [--lines 10000] [--runs 3]
 * Run bench/generate-products.ts first. PGlite in .tmp/bench, or DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { count, sql } from "drizzle-orm";
import { createAdminUser } from "~/auth/admin-users.server";
import { syncAvailability } from "~/availability/availability-sync.server";
import * as t from "~/db/schema";
import { argument, openBenchDatabase } from "./database";

const linesWanted = argument("lines", 10_000);
const runs = argument("runs", 3);
const BUDGET_MS = 10_000;
const handle = await openBenchDatabase();
const { db } = handle;
const [{ n }] = (await db.select({ n: count() }).from(t.products)) as [{ n: number }];

// The locations a sync names (the demo's); a benchmark database generated without them gets them.
await db.execute(sql`insert into stock_locations (key, name, position) values
  ('casablanca', '{"en":"Casablanca","fr":"Casablanca"}', 0), ('dubai', '{"en":"Dubai","fr":"Dubaï"}', 1) on conflict (key) do nothing`);
const admin = await createAdminUser(db, { username: `bench-${randomBytes(4).toString("hex")}`, password: randomBytes(16).toString("hex"), role: "editor" }, { name: "bench" });
const actor = { id: admin.id, name: admin.username, ip: "127.0.0.1" };

// Every (n / lines)-th product, so that the lines are spread over the whole table.
const step = Math.max(1, Math.floor(n / linesWanted));
const parts = (
  await db.execute(sql`select part_number from (select part_number, row_number() over (order by id) as r from products) p where r % ${step} = 0 limit ${linesWanted}`)
) as unknown as { rows: Array<{ part_number: string }> };
const partNumbers = parts.rows.map((r) => r.part_number);
const body = (round: number) =>
  partNumbers.map((partNumber, i) => ({
    partNumber,
    location: i % 2 ? "dubai" : "casablanca",
    quantity: (i * 7 + round * 13) % 500,
    ...(i % 2 ? {} : { leadTime: `${1 + (i % 6)}-${2 + (i % 6)} weeks`, minimumOrder: 1 + (i % 10), orderMultiple: 1 + (i % 5) }),
  }));

console.log(`${handle.kind}, ${n} products, ${partNumbers.length} lines per PUT, ${runs} rounds`);
const measure = async (label: string, lines: unknown[]) => {
  const start = performance.now();
  const result = await syncAvailability(db, lines, actor, (location) => location);
  const ms = performance.now() - start;
  const verdict = `budget ${BUDGET_MS} ms, ratio ${(ms / BUDGET_MS).toFixed(2)} ${ms <= BUDGET_MS ? "ok" : "OVER"}`;
  console.log(`${label.padEnd(40)} ${ms.toFixed(0).padStart(7)} ms   changed ${String(result.changed.length).padStart(6)}, unchanged ${String(result.unchanged).padStart(6)}   ${verdict}`);
};
for (let round = 1; round <= runs; round++) {
  const lines = body(round);
  await measure(`round ${round}: new figures`, lines);
  await measure(`round ${round}: the same body again`, lines);
}
await handle.close();
