import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { createLocalStorage } from "~/media/storage.server";
import path from "node:path";

/** The benchmark database: DATABASE_URL when set, else PGlite in BENCH_DATA_DIR (default .tmp/bench). */
export async function openBenchDatabase(): Promise<DatabaseHandle> {
  const dataDir = process.env.BENCH_DATA_DIR ?? ".tmp/bench";
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
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
