import fs from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { tmpDir } from "./paths";
import { ensurePgliteTemplate, ensurePostgresTemplate } from "./template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PGlite dump of the current template (absent with DATABASE_URL). */
    templateDump?: string;
    /** The PostgreSQL template database is current. */
    postgresTemplateReady?: boolean;
  }
}

/**
 * Makes the template database current for the database-facing project (tests/integration and
 * tests/attack): reused when its inputs are unchanged, else migrated and seeded once. Each test
 * file starts from a copy (a PGlite dump, or a PostgreSQL database created from the template) in
 * well under a second.
 */
export default async function setup(project: TestProject) {
  await fs.rm(tmpDir, { recursive: true, force: true });
  await fs.mkdir(tmpDir, { recursive: true });

  const url = process.env.DATABASE_URL;
  if (url) {
    await ensurePostgresTemplate(url);
    project.provide("postgresTemplateReady", true);
    return;
  }
  const { dump } = await ensurePgliteTemplate();
  project.provide("templateDump", dump);
}
