import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/**
 * What decides the test template's content, and the cache that keeps it between runs
 * (docs/decisions/051-test-template-cached-by-its-inputs.md). Nothing here imports the app, so
 * its unit test loads in milliseconds.
 */

/** Modules whose import closure (relative and `~/` imports, followed) builds the template. */
export const TEMPLATE_ENTRY_POINTS = [
  "tests/support/template.ts",
  "app/db/seed/seed.server.ts",
  "app/db/client.server.ts",
  "app/media/storage.server.ts",
];
/** Read at run time rather than imported: migrations, seed data, the index's SQL files. */
export const TEMPLATE_INPUT_DIRS = ["drizzle", "app/db/seed", "app/catalogue/index/sql"];
/** Package versions (PGlite, drizzle, pdf-lib and the fonts it embeds). */
export const TEMPLATE_INPUT_FILES = ["package-lock.json"];

const SOURCE_EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

async function filesUnder(root: string, dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

async function resolveImport(root: string, from: string, specifier: string): Promise<string | undefined> {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(root, path.dirname(from), specifier);
  else return undefined; // a package: package-lock.json stands for it
  for (const ext of SOURCE_EXTENSIONS) {
    if (await isFile(base + ext)) return path.relative(root, base + ext);
  }
  return undefined;
}

/** Every file, relative to `root` and sorted, whose bytes decide the template's content. */
export async function templateInputs(root: string): Promise<string[]> {
  const found = new Set<string>();
  for (const dir of TEMPLATE_INPUT_DIRS) for (const file of await filesUnder(root, dir)) found.add(file);
  for (const file of TEMPLATE_INPUT_FILES) if (await isFile(path.join(root, file))) found.add(file);
  const queue = TEMPLATE_ENTRY_POINTS.filter((f) => !found.has(f));
  for (const f of queue) found.add(f);
  const sources = [...queue, ...[...found].filter((f) => /\.(ts|tsx|js|mjs)$/.test(f))];
  const seen = new Set<string>();
  while (sources.length) {
    const file = sources.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    let text: string;
    try {
      text = await fs.readFile(path.join(root, file), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      const target = await resolveImport(root, file, match[1]!);
      if (target && !seen.has(target)) {
        found.add(target);
        sources.push(target);
      }
    }
  }
  return [...found].sort();
}

/** SHA-256 over the inputs' paths and bytes: equal hashes, equal templates. */
export async function templateHash(root: string): Promise<string> {
  const hash = createHash("sha256");
  for (const file of await templateInputs(root)) {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(path.join(root, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest("hex").slice(0, 32);
}

/** Unused templates and abandoned builds are removed after this long. */
const STALE_MS = 60 * 60 * 1000;

/**
 * The directory `cacheDir/template-<hash>`, built by `build` into a scratch directory and renamed
 * into place only when complete, so a killed run or a concurrent one never leaves a half-written
 * template under that name. When two runs build at once, the first rename wins and the other's
 * copy is dropped.
 */
export async function cachedTemplateDir(
  cacheDir: string,
  hash: string,
  build: (dir: string) => Promise<void>,
): Promise<{ dir: string; built: boolean }> {
  const dir = path.join(cacheDir, `template-${hash}`);
  await fs.mkdir(cacheDir, { recursive: true });
  try {
    const now = new Date();
    await fs.utimes(dir, now, now); // marks it used, for the pruning below
    return { dir, built: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const scratch = path.join(cacheDir, `building-${process.pid}-${randomBytes(4).toString("hex")}`);
  await fs.mkdir(scratch);
  try {
    await build(scratch);
  } catch (error) {
    await fs.rm(scratch, { recursive: true, force: true });
    throw error;
  }
  try {
    await fs.rename(scratch, dir);
  } catch (error) {
    await fs.rm(scratch, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
    return { dir, built: false }; // another run renamed its complete copy first
  }
  await pruneStale(cacheDir, dir, /^(template|building)-/);
  return { dir, built: true };
}

/** Removes the entries of `cacheDir` named by `names`, but `keep`, unused for an hour (STALE_MS). */
export async function pruneStale(cacheDir: string, keep: string, names: RegExp) {
  const cutoff = Date.now() - STALE_MS;
  for (const name of await fs.readdir(cacheDir)) {
    const entry = path.join(cacheDir, name);
    if (entry === keep || !names.test(name)) continue;
    try {
      if ((await fs.stat(entry)).mtimeMs < cutoff) await fs.rm(entry, { recursive: true, force: true });
    } catch {
      // removed by a concurrent run
    }
  }
}

const commentFor = (hash: string) => `vitrine test template, inputs ${hash}`;

/**
 * The PostgreSQL database `name`, reused when its comment carries `hash`, else built by `build`
 * into `<name>_build_<random>` and renamed over it once commented. One builder at a time, under
 * an advisory lock; a build left by a killed run is dropped by the next builder.
 */
export async function cachedPostgresTemplate(
  adminUrl: string,
  name: string,
  hash: string,
  build: (databaseUrl: string) => Promise<void>,
): Promise<{ built: boolean }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
    const current = await admin.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
      [name],
    );
    if (current.rows[0]?.comment === commentFor(hash)) return { built: false };

    const leftovers = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `${name}\\_build\\_%`,
    ]);
    for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);

    const building = `${name}_build_${randomBytes(4).toString("hex")}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const target = new URL(adminUrl);
    target.pathname = `/${building}`;
    try {
      await build(target.toString());
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      throw error;
    }
    await admin.query(`COMMENT ON DATABASE ${building} IS '${commentFor(hash)}'`);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return { built: true };
  } finally {
    await admin.end(); // ending the session releases the advisory lock
  }
}
