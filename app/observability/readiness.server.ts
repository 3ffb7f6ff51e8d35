import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, migrationsFolder, queryRows } from "~/db/client.server";
import type { MediaStorage } from "~/media/storage.server";

export interface ReadinessReport {
  ready: boolean;
  checks: { database: boolean; migrations: boolean; storage: boolean };
}

function expectedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

async function appliedMigrations(db: Database): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rows[0]?.n ?? 0;
}

/** Whether this process can serve: the database answers, every migration ran, the file storage is reachable. */
export async function checkReadiness(db: Database, storage: MediaStorage): Promise<ReadinessReport> {
  const expected = expectedMigrations();
  const [applied, storageUp] = await Promise.all([
    appliedMigrations(db).catch(() => null),
    storage.ping().then(
      () => true,
      () => false,
    ),
  ]);
  const checks = { database: applied !== null, migrations: applied !== null && applied >= expected, storage: storageUp };
  return { ready: checks.database && checks.migrations && checks.storage, checks };
}
