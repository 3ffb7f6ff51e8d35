/**
 * Adds generated products to the benchmark database until it holds N (default 100,000), with
 * realistic part numbers, categories, applications and 4-7 specifications each, drawn from the
 * demo catalogue's own value distributions.
 *   npx tsx bench/generate-products.ts --count 100000
 * PGlite in .tmp/bench (BENCH_DATA_DIR), or PostgreSQL when DATABASE_URL is set.
 */
import { count, eq, sql } from "drizzle-orm";
import * as t from "~/db/schema";
import { applyDeferredFacets, deferFacets } from "~/catalogue/products/facet-keys.server";
import { argument, openBenchDatabase } from "./database";

const target = argument("count", 100_000);
const BATCH = 1000;

// A small deterministic generator, so two runs build the same catalogue.
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;

const handle = await openBenchDatabase();
const { db } = handle;
const [{ n: existing }] = (await db.select({ n: count() }).from(t.products)) as [{ n: number }];
const templates = await db.select().from(t.products);
const specs = await db.select().from(t.productSpecs);
const links = await db.select().from(t.productApplications);
const specsByProduct = new Map<number, typeof specs>();
for (const spec of specs) specsByProduct.set(spec.productId, [...(specsByProduct.get(spec.productId) ?? []), spec]);
const applicationIds = [...new Set(links.map((l) => l.applicationId))];

const started = performance.now();
for (let made = existing; made < target; made += BATCH) {
  const size = Math.min(BATCH, target - made);
  const rows = Array.from({ length: size }, (_, i) => {
    const template = pick(templates);
    const suffix = (made + i).toString(36).toUpperCase();
    return {
      template,
      row: {
        partNumber: `${template.partNumber.slice(0, 8)}-${suffix}`,
        name: template.name,
        description: template.description,
        details: template.details,
        manufacturer: template.manufacturer,
        categoryId: template.categoryId,
        subcategoryId: template.subcategoryId,
        lifecycle: pick(["active", "active", "active", "active", "new", "nrnd", "obsolete"] as const),
        createdAt: new Date(Date.now() - Math.floor(random() * 3 * 365 * 86_400_000)),
      },
    };
  });
  await db.transaction(async (tx) => {
    // As the CSV import writes (decision 035): the facet tables brought up to date once a batch, not
    // after each of its statements (the same rows; three times less work).
    await deferFacets(tx);
    const inserted = await tx.insert(t.products).values(rows.map((r) => r.row)).returning({ id: t.products.id, categoryId: t.products.categoryId, status: t.products.status, lifecycle: t.products.lifecycle });
    const specRows = inserted.flatMap(({ id, ...key }, i) =>
      (specsByProduct.get(rows[i]!.template.id) ?? []).map((s) => {
        // Vary numbers a little so that ranges and value lists are not just the demo's: a quantity's
        // canonical text ("24 V DC", "100–240 V AC") with its numbers scaled, as the writer stores it.
        const quantity = /^(-?[\d.]+)(?:–(-?[\d.]+))?( .*)?$/.exec(s.value);
        const factor = s.valueNumber !== null && quantity && random() < 0.3 ? pick([0.5, 2]) : 1;
        const scale = (n: number | null) => (n === null ? null : Number.parseFloat((n * factor).toPrecision(12)));
        const value =
          factor === 1 || !quantity
            ? s.value
            : `${scale(Number(quantity[1]))}${quantity[2] ? `–${scale(Number(quantity[2]))}` : ""}${quantity[3] ?? ""}`;
        return { productId: id, ...key, attributeId: s.attributeId, value, valueNumber: scale(s.valueNumber), valueMax: scale(s.valueMax), unit: s.unit, label: s.label, position: s.position };
      }),
    );
    for (let i = 0; i < specRows.length; i += 2000) await tx.insert(t.productSpecs).values(specRows.slice(i, i + 2000));
    await tx.insert(t.productApplications).values(inserted.map(({ id, ...key }) => ({ productId: id, ...key, applicationId: pick(applicationIds) })));
    await applyDeferredFacets(tx);
  });
  if (Math.floor((made + size) / BATCH) % 10 === 0) console.log(`${made + size} products (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
await db.execute(sql`vacuum analyze`);
const [{ n }] = (await db.select({ n: count() }).from(t.products).where(eq(t.products.status, "active"))) as [{ n: number }];
console.log(`${n} active products in ${handle.kind}; generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await handle.close();
