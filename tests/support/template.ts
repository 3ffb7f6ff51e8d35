import path from "node:path";
import fs from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { fromPglite, openDatabase, pgliteExtensions } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { createLocalStorage } from "~/media/storage.server";
import { PG_TEMPLATE, root, templateCacheDir, templateDumpFile, templateMediaDir, tmpDir } from "./paths";
import { cachedPostgresTemplate, cachedTemplateDir, templateHash } from "./template-cache";

/**
 * The migrated and seeded template that each test database copies, built only when the hash of
 * its inputs (./template-cache.ts) has no template yet. Changing how it is built changes this
 * file, which is one of those inputs.
 */

/** Path of the PGlite dump of the current template, built first if missing. */
export async function ensurePgliteTemplate(): Promise<{ dump: string; built: boolean }> {
  const hash = await templateHash(root);
  const { dir, built } = await cachedTemplateDir(templateCacheDir, hash, async (scratch) => {
    const handle = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
    await handle.migrate();
    await seedDatabase(handle.db, { demo: true, storage: createLocalStorage(path.join(scratch, templateMediaDir)) });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("gzip");
    await fs.writeFile(path.join(scratch, templateDumpFile), Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  });
  return { dump: path.join(dir, templateDumpFile), built };
}

/** Makes the PostgreSQL database PG_TEMPLATE on `adminUrl`'s server current, built if stale. */
export async function ensurePostgresTemplate(adminUrl: string): Promise<{ built: boolean }> {
  const hash = await templateHash(root);
  return cachedPostgresTemplate(adminUrl, PG_TEMPLATE, hash, async (databaseUrl) => {
    await fs.mkdir(tmpDir, { recursive: true });
    const media = await fs.mkdtemp(path.join(tmpDir, "template-media-"));
    const handle = await openDatabase({ databaseUrl, dataDir: tmpDir });
    await handle.migrate();
    await seedDatabase(handle.db, { demo: true, storage: createLocalStorage(media) });
    await handle.close();
  });
}
