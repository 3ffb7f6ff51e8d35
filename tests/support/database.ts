import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, fromPglite, openDatabase, pgliteExtensions } from "~/db/client.server";
import { PG_TEMPLATE, tmpDir } from "./paths";
import { ensurePgliteTemplate, ensurePostgresTemplate } from "./template";

let templateReady: Promise<string | undefined> | undefined;

/**
 * The global setup of tests/integration and tests/attack makes the template current before any
 * file runs; a file of another project (tests/unit) that asks for a database gets it here, from
 * the cache or built once in this worker.
 */
function currentTemplate(url: string | undefined): Promise<string | undefined> {
  templateReady ??= (async () => {
    if (url) {
      if (!inject("postgresTemplateReady")) await ensurePostgresTemplate(url);
      return undefined;
    }
    return inject("templateDump") ?? (await ensurePgliteTemplate()).dump;
  })();
  return templateReady;
}

/**
 * A private copy of the seeded template database (demo catalogue, migrations applied): PGlite in
 * memory, or a fresh PostgreSQL database when DATABASE_URL is set. Close it when done.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const dumpFile = await currentTemplate(url);
  if (url) {
    const name = `vitrine_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: tmpDir });
    return {
      ...handle,
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([await fs.readFile(dumpFile!)]);
  return fromPglite(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }));
}

/** An empty database with only the migrations applied. */
export async function createEmptyDatabase(): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) {
    const handle = await createTestDatabase();
    await handle.db.execute(
      sql.raw(
        "TRUNCATE media, categories, applications, spec_attributes, catalogues, stock_locations, settings, translation_overrides, admin_users, audit_log RESTART IDENTITY CASCADE",
      ),
    );
    return handle;
  }
  const handle = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await handle.migrate();
  return handle;
}
