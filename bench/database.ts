import { existsSync } from "node:fs";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { createLocalStorage } from "~/media/storage.server";
import path from "node:path";

/**
 * The benchmark database: DATABASE_URL when set, else PGlite in BENCH_DATA_DIR (default .tmp/bench).
 * `--thread`: PGlite on its own thread, as the server runs it (the built build/server/pglite-worker.js,
 * so `npm run build` first); without it, PGlite shares this thread with the benchmark's own work.
 */
export async function openBenchDatabase(): Promise<DatabaseHandle> {
  const dataDir = process.env.BENCH_DATA_DIR ?? ".tmp/bench";
  const worker = new URL("../build/server/pglite-worker.js", import.meta.url);
  if (process.argv.includes("--thread") && !existsSync(worker)) throw new Error("--thread runs the built database thread: run `npm run build` first.");
  const pgliteWorker = process.argv.includes("--thread") ? worker : undefined;
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir, pgliteWorker });
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true, storage: createLocalStorage(path.resolve(dataDir, "media")) });
  return handle;
}

export function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}
