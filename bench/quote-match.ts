/**
 * Issue 33: a 500-line parts list matched against the catalogue (exact, cross reference, "did you
 * mean", suffix) in the set-based queries of app/quotes/match-parts.server.ts, as /quote runs it
 * after a paste or an upload. Budget: 2 s at 100,000 products on PostgreSQL (p95).
 *   npx tsx bench/quote-match.ts [--runs 20] [--lines 500]
 * Run bench/generate-products.ts first. PGlite in .tmp/bench, or DATABASE_URL.
 */
import { count, eq, sql } from "drizzle-orm";
import * as t from "~/db/schema";
import { matchLines } from "~/quotes/parts-list-actions.server";
import { mapRows, pastedRows, guessMapping } from "~/quotes/parts-list";
import { argument, openBenchDatabase } from "./database";

const runs = argument("runs", 20);
const size = argument("lines", 500);
const handle = await openBenchDatabase();
const { db } = handle;
const [{ n }] = (await db.select({ n: count() }).from(t.products).where(eq(t.products.status, "active"))) as [{ n: number }];
const sample = (await db.select({ p: t.products.partNumber }).from(t.products).orderBy(sql`random()`).limit(5 * size)).map((r) => r.p);
const crossReferences = (await db.select({ p: t.productCrossReferences.partNumber }).from(t.productCrossReferences).limit(size)).map((r) => r.p);

/**
 * A buyer's list as maintenance lists come: a third exact part numbers (some in lower case or
 * other punctuation), a fifth another maker's part numbers, a fifth one character off, a tenth
 * with a suffix ours lacks, the rest not in the catalogue at all. Each run's list is different.
 */
function buyersList(run: number): string {
  const lines: string[] = [];
  for (let i = 0; i < size; i++) {
    const part = sample[(run * 131 + i * 7) % sample.length]!;
    const kind = i % 10;
    let typed: string;
    if (kind < 3) typed = i % 2 ? part : part.toLowerCase().replace(/[-.]/g, " ");
    else if (kind < 5 && crossReferences.length) typed = crossReferences[(run * 17 + i) % crossReferences.length]!;
    else if (kind < 7) typed = part.slice(0, -1) + (part.endsWith("7") ? "8" : "7");
    else if (kind < 8) typed = `${part} 24VDC`;
    else typed = `ZZ${run}-${i}-UNKNOWN`;
    lines.push(`${typed};${(i % 50) + 1};LINE-${i + 1}`);
  }
  return lines.join("\n");
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const budget = handle.kind === "pglite" ? undefined : 2000;
const lists = Array.from({ length: runs + 2 }, (_, run) => {
  const rows = pastedRows(buyersList(run));
  return mapRows(rows, guessMapping(rows));
});
const samples: number[] = [];
const found = { exact: 0, equivalent: 0, didYouMean: 0, none: 0 };
for (let run = 0; run < runs + 2; run++) {
  const start = performance.now();
  const matched = await matchLines(db, lists[run]!);
  const elapsed = performance.now() - start;
  if (run < 2) continue; // warm-up
  samples.push(elapsed);
  for (const line of matched) found[line.how]++;
}
const p95 = percentile(samples, 95);
const verdict = budget === undefined ? "   (budget: 2000 ms on PostgreSQL)" : `   budget ${budget} ms, ratio ${(p95 / budget).toFixed(2)} ${p95 <= budget ? "ok" : "OVER"}`;
console.log(`${handle.kind}, ${n} active products, ${size} lines a list, ${runs} lists`);
console.log(`lines matched: exact ${found.exact}, equivalent ${found.equivalent}, did you mean ${found.didYouMean}, not found ${found.none}`);
console.log(`parts-list match (${size} lines)`.padEnd(44) + ` p50 ${percentile(samples, 50).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms${verdict}`);
await handle.close();
