import path from "node:path";
import { PG_TEMPLATE, root, templateCacheDir, templateDumpFile } from "./paths";
import { cachedPostgresTemplate, cachedTemplateDir, templateHash } from "./template-cache";

/**
 * The migrated and seeded template that each test database copies, built only when the hash of
 * its inputs (./template-cache.ts) has no template yet. The builders' own code is one of those
 * inputs.
 */

/** Path of the PGlite dump of the current template, built first if missing. */
export async function ensurePgliteTemplate(): Promise<{ dump: string; built: boolean }> {
  const hash = await templateHash(root);
  const { dir, built } = await cachedTemplateDir(templateCacheDir, hash, async (scratch) => {
    const { buildPgliteTemplate } = await import("./template-build");
    await buildPgliteTemplate(scratch);
  });
  return { dump: path.join(dir, templateDumpFile), built };
}

/** Makes the PostgreSQL database PG_TEMPLATE on `adminUrl`'s server current, built if stale. */
export async function ensurePostgresTemplate(adminUrl: string): Promise<{ built: boolean }> {
  const hash = await templateHash(root);
  return cachedPostgresTemplate(adminUrl, PG_TEMPLATE, hash, async (databaseUrl) => {
    const { buildPostgresTemplate } = await import("./template-build");
    await buildPostgresTemplate(databaseUrl);
  });
}
