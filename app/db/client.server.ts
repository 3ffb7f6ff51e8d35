import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { ConfigError } from "./config-error";
import { lockDataDir } from "./data-dir-lock.server";
import { pgDump } from "~/backups/postgres-tools.server";
import { logger } from "~/observability/logger.server";
import { dbPool, dbQueryDuration } from "~/observability/metrics.server";
import { PGLITE_SETTINGS } from "./pglite-settings";
import { type PgliteThread, startPgliteThread } from "./pglite-thread.server";
import { schema } from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the migrations in `drizzle/` that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Writes a consistent copy of the whole database to `toFile` while the site runs: PGlite's
   * data directory as a gzipped tar, PostgreSQL as pg_dump's plain SQL (decision 018).
   */
  dumpDatabase(toFile: string): Promise<void>;
  /** Whether the database answers (GET /healthz). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// Handles on PostgreSQL (as opposed to PGlite): what is shared between processes lives there.
const postgresDatabases = new WeakSet<object>();
// Handles on PGlite: one connection, so a transaction on it keeps every other writer out.
const pgliteDatabases = new WeakSet<object>();

/** Whether `db` is PostgreSQL (DATABASE_URL), where several processes may share it. */
export const isPostgres = (db: Database): boolean => postgresDatabases.has(db);

/** Whether `db` is a PGlite handle's (false for anything else, a transaction included). */
export const isPglite = (db: Database): boolean => pgliteDatabases.has(db);

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");
const casing = "snake_case" as const;

export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * Wraps PGlite as a database handle: an instance in this thread (on disk, in memory or loaded
 * from a dump: tests, the admin command), or the server's database thread (PgliteThread, which
 * answers the same `query` and `transaction`).
 */
export function fromPglite(client: PGlite | PgliteThread, release: () => void = () => {}): DatabaseHandle {
  timeQueries(client, "pglite");
  dbPool.stats = () => ({ total: 1, idle: 1, waiting: 0 });
  const db = drizzlePglite({ client: client as PGlite, schema, casing });
  const database = db as unknown as Database;
  pgliteDatabases.add(db);
  return {
    db: database,
    kind: "pglite",
    migrate: () => analyzedAfter(database, () => migratePglite(db, { migrationsFolder })),
    async dumpDatabase(toFile) {
      // Taken under PGlite's query lock, between two statements of its one connection: the
      // files are what a crash at that instant would leave, which PostgreSQL recovers from
      // (committed transactions in, an open one rolled back). The checkpoint makes that
      // recovery short. On the database thread, the thread does both and sends the bytes.
      let bytes: Uint8Array;
      if ("ping" in client) {
        bytes = await client.dumpDataDir();
      } else {
        await client.exec("CHECKPOINT");
        const dump = await client.dumpDataDir("gzip");
        bytes = new Uint8Array(await dump.arrayBuffer());
      }
      await fs.promises.writeFile(toFile, bytes);
    },
    ping: () => ("ping" in client ? client.ping() : isDatabaseUp(database)),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Feeds the query-duration histogram (queries outside transactions: those go through their own client). */
function timeQueries(client: { query: (...args: never[]) => unknown }, kind: "pglite" | "postgres"): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    const end = dbQueryDuration.startTimer({ database: kind });
    return result.finally(end);
  }) as never;
}

function parseDatabaseUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(
      "DATABASE_URL is not a valid URL: write it as postgres://user:password@host:5432/database.",
    );
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql://, not ${parsed.protocol}//.`,
    );
  }
  return parsed;
}

const POOL_IDLE_MS = 10 * 60_000;

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const parsed = parseDatabaseUrl(url);
  // JIT compilation off for our sessions (decision 050): the catalogue's queries are short, and a
  // plan whose estimate passes jit_above_cost spent ~100 ms compiling to run in 20 ms. Options the
  // URL gives (`?options=...`) are kept.
  // (pg lets the URL's parameters win over the config object's, so they move into `options`.)
  const options = [parsed.searchParams.get("options"), "-c jit=off"].filter(Boolean).join(" ");
  const connection = new URL(parsed);
  connection.searchParams.delete("options");
  // Idle connections are kept for ten minutes (pg closes them after 10 s by default): a new one
  // costs its start and, on its first statements, PostgreSQL's reads of its own catalogues (a facet
  // count at 100,000 products: 5.4 ms on a new session, 2.7 ms on a warm one), and a list runs its
  // page and its facets on two connections. Visitors a minute apart should not pay that each time.
  const pool = new pg.Pool({ connectionString: connection.toString(), max: poolSize, options, idleTimeoutMillis: POOL_IDLE_MS });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", (error) => logger.warn({ error: error.message }, "PostgreSQL pool error"));
  timeQueries(pool, "postgres");
  dbPool.stats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new ConfigError(
      `Cannot connect to PostgreSQL at ${parsed.hostname}:${parsed.port || 5432} (${(error as Error).message}): check DATABASE_URL and that the server is running.`,
    );
  }
  const db = drizzlePg({ client: pool, schema, casing });
  postgresDatabases.add(db);
  return {
    db: db as unknown as Database,
    kind: "postgres",
    async migrate() {
      // Several app processes may start together: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727001)");
        const locked = drizzlePg({ client, schema, casing });
        await analyzedAfter(locked as unknown as Database, () => migratePg(locked, { migrationsFolder }));
      } finally {
        await client.query("select pg_advisory_unlock(727001)").catch(() => {});
        client.release();
      }
    },
    dumpDatabase: (toFile) => pgDump(url, toFile),
    ping: () => isDatabaseUp(db as unknown as Database),
    close: () => pool.end(),
  };
}

/** How many migrations the database has run (0 before the first). */
async function migrationsRun(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`);
  if (!row?.n) return 0;
  return (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]?.n ?? 0;
}

/**
 * Runs the migrations; when they changed a database that already held data, ANALYZE follows: a
 * migration that rewrites a table (0020 did) leaves the planner's statistics empty for it, and
 * PGlite has no autovacuum to gather them again (the catalogue query then plans as if the tables
 * were small: 78 ms instead of 56 ms at 100,000 products, docs/benchmarks.md).
 */
async function analyzedAfter(db: Database, migrate: () => Promise<void>): Promise<void> {
  const before = await migrationsRun(db);
  await migrate();
  if (before === 0 || (await migrationsRun(db)) === before) return;
  const started = performance.now();
  await db.execute(sql`analyze`);
  logger.info({ event: "db.analyze", ms: Math.round(performance.now() - started) }, "statistics gathered after migrations");
}

function prepareDataDir(dataDir: string): string {
  const dir = path.resolve(dataDir);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.R_OK | fs.constants.W_OK);
    if (!fs.statSync(dir).isDirectory()) throw Object.assign(new Error(), { code: "ENOTDIR" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new ConfigError(
      `DATA_DIR ${dir} cannot be used (${code}): point DATA_DIR at a directory this user can read and write.`,
    );
  }
  return dir;
}

async function openPglite(dataDir: string, worker?: URL): Promise<DatabaseHandle> {
  const dir = prepareDataDir(dataDir);
  const release = lockDataDir(dir);
  try {
    const file = path.join(dir, "pglite");
    const client = worker
      ? await startPgliteThread(worker, file)
      : await PGlite.create(file, { extensions: pgliteExtensions, postgresqlconf: PGLITE_SETTINGS });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw new ConfigError(
      `The database in ${path.join(dir, "pglite")} could not be opened (${(error as Error).message}): restore it from a backup or move it away to start empty.`,
    );
  }
}

export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
  /** The built server/pglite-worker: PGlite then runs on that thread, never on this one. */
  pgliteWorker?: URL;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE, parsed in app/env.server.ts). */
  poolSize?: number;
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.poolSize ?? 10)
    : openPglite(config.dataDir, config.pgliteWorker);
}

export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer with `{ rows }`. */
export function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  // `then` at once, not `await`: Drizzle's query starts when its `then` is called, and `await`
  // calls it a turn later, after whatever synchronous work follows the call.
  return db.execute(query).then((result) => (result as unknown as { rows: T[] }).rows);
}
