import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fromPglite, openDatabase, pgliteExtensions } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { createLocalStorage } from "~/media/storage.server";
import { templateDumpFile, templateMediaDir, tmpDir } from "./paths";

/**
 * How the test template is made: migrations, then the demo catalogue. Imported only when a
 * template has to be built, so a run that reuses one does not load the app's modules for it.
 */

/** Writes the PGlite dump, and the files the seed stores, into `dir`. */
export async function buildPgliteTemplate(dir: string) {
  const handle = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true, storage: createLocalStorage(path.join(dir, templateMediaDir)) });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("gzip");
  await fs.writeFile(path.join(dir, templateDumpFile), Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

/** Migrates and seeds the empty PostgreSQL database at `databaseUrl`. */
export async function buildPostgresTemplate(databaseUrl: string) {
  await fs.mkdir(tmpDir, { recursive: true });
  const media = await fs.mkdtemp(path.join(tmpDir, "template-media-"));
  const handle = await openDatabase({ databaseUrl, dataDir: tmpDir });
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true, storage: createLocalStorage(media) });
  await handle.close();
}
