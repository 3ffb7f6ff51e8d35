import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { isAlive } from "~/db/data-dir-lock.server";
import { startServerProcess } from "./built-server";
import { root, templateCacheDir } from "./paths";
import { pruneStale as pruneStaleEntries } from "./template-cache";

/**
 * The storage a test server starts on (docs/testing.md, "Seeded server storage"). By default a
 * copy of one storage that the built server itself migrated and seeded on a first start, made
 * once per content change (the hash of the build, the migrations and the index's SQL) and kept
 * between runs: a start on it takes seconds where seeding the demo catalogue and its pictures
 * takes 20 to 70. A test of the first start itself (seeding, the first administrator on a blank
 * site, a restore onto empty storage) asks for empty storage instead.
 */

/** `seeded`: a copy of the storage a first start leaves. `empty`: nothing, the server's first start does it all. */
export type StorageKind = "seeded" | "empty";

export interface ServerStorage {
  /** DATA_DIR, and DATABASE_URL when the suite runs on PostgreSQL: what a server or the CLI needs. */
  env: Record<string, string>;
  /** Removes the data directory (and the PostgreSQL database). */
  dispose: () => Promise<void>;
}

/**
 * What decides the content of the first start's storage: the built server (its migrations
 * runner, seed code and pictures' code are in it), the migrations and the index's SQL it reads at
 * run time, the packages, and this file.
 */
export const SEEDED_STORAGE_INPUTS = ["build/server", "drizzle", "app/catalogue/index/sql", "package-lock.json", "tests/support/server-storage.ts"];

/** The seeded PostgreSQL database each test server's database is created from. */
const PG_SEEDED = "vitrine_test_server";
/** In a PostgreSQL seeded storage's directory: the id of the build its database came from. */
const BUILD_ID_FILE = "build-id";

async function filesOf(entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const stat = await fs.stat(full).catch(() => undefined);
  if (!stat) return [];
  if (stat.isFile()) return [entry];
  const found = await fs.readdir(full, { withFileTypes: true, recursive: true });
  return found.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** SHA-256 over the inputs' paths and bytes; throws when there is no build (`npm run build` first). */
export async function seededStorageHash(): Promise<string> {
  if (!(await filesOf("build/server")).length) throw new Error("There is no built server in build/server: run `npm run build` first.");
  const hash = createHash("sha256");
  for (const entry of SEEDED_STORAGE_INPUTS) {
    for (const file of (await filesOf(entry)).sort()) {
      const bytes = await fs.readFile(path.join(root, file));
      hash.update(`${file}\0${bytes.length}\0`);
      hash.update(bytes);
    }
  }
  return hash.digest("hex").slice(0, 32);
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/**
 * Runs `work` while holding the lock directory `lock`, so that two test workers needing the same
 * seeded storage build it once: the other waits, then finds it built. A lock whose owner died is
 * taken over.
 */
async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  const owner = path.join(lock, "pid");
  for (;;) {
    try {
      await fs.mkdir(lock);
      await fs.writeFile(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(await fs.readFile(owner, "utf8").catch(() => ""), 10);
      const age = Date.now() - ((await fs.stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
      // No owner written yet: its maker is between the two calls above, or died there.
      if (Number.isInteger(pid) ? !isAlive(pid) : age > 10_000) await fs.rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

/** How long making the seeded storage may take (one start that seeds, on a loaded machine). */
export const SEEDING_TIMEOUT_MS = 300_000;

/** Starts the built server once on this storage (it migrates and seeds the demo), then stops it. */
async function firstStart(env: Record<string, string>): Promise<void> {
  // No administrator: each copy's own start creates the one its test gives (ADMIN_USERNAME).
  const server = await startServerProcess({ ...env, DEMO_DATA: "true" }, SEEDING_TIMEOUT_MS);
  await server.stop();
  const code = await server.exited;
  if (code !== 0) throw new Error(`The seeding start of the built server ended with ${code}:\n${server.output()}`);
  await fs.rm(path.join(env.DATA_DIR!, "vitrine.lock"), { force: true });
}

async function touch(dir: string) {
  const now = new Date();
  await fs.utimes(dir, now, now);
}

/** Seeded storages and abandoned builds of other contents, unused for an hour. */
const pruneStale = (keep: string) => pruneStaleEntries(templateCacheDir, keep, /^(server|building-server)-/);

const scratchDir = () => path.join(templateCacheDir, `building-server-${process.pid}-${randomBytes(4).toString("hex")}`);

/** PGlite: the DATA_DIR (database and media) a first start left, built if missing. */
async function seededPgliteDataDir(hash: string): Promise<string> {
  const dir = path.join(templateCacheDir, `server-pglite-${hash}`);
  await fs.mkdir(templateCacheDir, { recursive: true });
  if (!(await exists(dir))) {
    await withLock(`${dir}.lock`, async () => {
      if (await exists(dir)) return;
      const scratch = scratchDir();
      try {
        await firstStart({ DATA_DIR: scratch });
        await fs.rename(scratch, dir);
      } finally {
        await fs.rm(scratch, { recursive: true, force: true });
      }
      await pruneStale(dir);
    });
  }
  await touch(dir);
  return dir;
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * PostgreSQL: the database PG_SEEDED on `adminUrl`'s server and the DATA_DIR (media only) of the
 * same first start, rebuilt together unless the database's comment names this hash and the
 * directory's build. One builder at a time, under an advisory lock.
 */
async function seededPostgres(adminUrl: string, hash: string): Promise<string> {
  const dir = path.join(templateCacheDir, `server-postgres-${hash}`);
  await fs.mkdir(templateCacheDir, { recursive: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext($1))", [PG_SEEDED]);
    const comment = (
      await admin.query<{ comment: string | null }>("SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1", [PG_SEEDED])
    ).rows[0]?.comment;
    const builtFrom = await fs.readFile(path.join(dir, BUILD_ID_FILE), "utf8").catch(() => undefined);
    if (builtFrom && comment === `vitrine seeded server storage ${hash} ${builtFrom}`) {
      await touch(dir);
      return dir;
    }
    const leftovers = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${PG_SEEDED}\\_build\\_%`]);
    for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    const build = randomBytes(4).toString("hex");
    const building = `${PG_SEEDED}_build_${build}`;
    const scratch = scratchDir();
    await admin.query(`CREATE DATABASE ${building}`);
    try {
      await firstStart({ DATA_DIR: scratch, DATABASE_URL: databaseUrl(adminUrl, building) });
      await fs.writeFile(path.join(scratch, BUILD_ID_FILE), build);
      await admin.query(`COMMENT ON DATABASE ${building} IS 'vitrine seeded server storage ${hash} ${build}'`);
      await admin.query(`DROP DATABASE IF EXISTS ${PG_SEEDED} WITH (FORCE)`);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${PG_SEEDED}`);
      await fs.rm(dir, { recursive: true, force: true });
      await fs.rename(scratch, dir);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      throw error;
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
    await pruneStale(dir);
    return dir;
  } finally {
    await admin.end(); // ending the session releases the advisory lock
  }
}

let seeded: Promise<string> | undefined;

/** This run's seeded storage (its DATA_DIR to copy), made current once per test worker. */
function seededDataDir(adminUrl: string | undefined): Promise<string> {
  seeded ??= (async () => {
    const hash = await seededStorageHash();
    return adminUrl ? seededPostgres(adminUrl, hash) : seededPgliteDataDir(hash);
  })();
  seeded.catch(() => (seeded = undefined));
  return seeded;
}

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * New storage for a server: a data directory, and its own PostgreSQL database when DATABASE_URL
 * is set; a copy of the seeded storage unless `kind` is `empty`.
 */
export async function createServerStorage(kind: StorageKind): Promise<ServerStorage> {
  const adminUrl = process.env.DATABASE_URL;
  const source = kind === "seeded" ? await seededDataDir(adminUrl) : undefined;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-server-"));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let database: string | undefined;
  try {
    if (source) {
      await fs.cp(source, dataDir, { recursive: true, filter: (from) => path.basename(from) !== BUILD_ID_FILE });
    }
    if (adminUrl) {
      database = `vitrine_server_${randomBytes(5).toString("hex")}`;
      await adminQuery(source ? `CREATE DATABASE ${database} TEMPLATE ${PG_SEEDED}` : `CREATE DATABASE ${database}`);
      env.DATABASE_URL = databaseUrl(adminUrl, database);
    }
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    env,
    async dispose() {
      if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
