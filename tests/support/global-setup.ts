import fs from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { fromPglite, openDatabase, pgliteExtensions } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { createLocalStorage } from "~/media/storage.server";
import { PG_TEMPLATE, templateDump, templateMediaDir, tmpDir } from "./paths";

/**
 * Migrates and seeds one template database for the whole run; each test file starts from a copy
 * (a PGlite dump, or a PostgreSQL database created from the template) in well under a second.
 */
export default async function setup() {
  await fs.rm(tmpDir, { recursive: true, force: true });
  await fs.mkdir(tmpDir, { recursive: true });
  const storage = createLocalStorage(templateMediaDir);

  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${PG_TEMPLATE}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: tmpDir });
    await handle.migrate();
    await seedDatabase(handle.db, { demo: true, storage });
    await handle.close();
    return;
  }

  const handle = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true, storage });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("gzip");
  await fs.writeFile(templateDump, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
