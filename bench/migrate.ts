/**
 * Applies the pending migrations to the benchmark database and says how long they took (the cost
 * of a new structure on a full catalogue). PGlite in .tmp/bench, or DATABASE_URL.
 *   npx tsx bench/migrate.ts
 */
import { openDatabase } from "~/db/client.server";

const started = performance.now();
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.BENCH_DATA_DIR ?? ".tmp/bench" });
await handle.migrate();
console.log(`migrated ${handle.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await handle.close();
