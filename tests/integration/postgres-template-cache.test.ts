import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedPostgresTemplate } from "../support/template-cache";
import { startTestPostgres, type TestPostgres } from "../support/throwaway-postgres";

// The PostgreSQL side of the test template's cache (docs/decisions/051): reused while its comment
// carries the inputs' hash, rebuilt when they change, never half-built under its name.
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const canRun = Boolean(process.env.DATABASE_URL) || fs.existsSync(path.join(PG_BIN, "initdb"));
if (!canRun) console.warn(`postgres-template-cache.test.ts skipped: set DATABASE_URL (or install PostgreSQL 15 in ${PG_BIN}).`);

let postgres: TestPostgres;
// Its own name, so a shared DATABASE_URL server's real template is left alone.
const name = `vitrine_tcache_${randomBytes(4).toString("hex")}`;

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const databases = async () =>
  (await query<{ datname: string }>(postgres.url, "SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY 1", [`${name}%`])).map((r) => r.datname);

function templateUrl() {
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  return url.toString();
}

const tables = async () =>
  (await query<{ tablename: string }>(templateUrl(), "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).map((r) => r.tablename);

/** A build that makes one table named after what it builds. */
const buildWith = (table: string, calls: string[]) => async (databaseUrl: string) => {
  calls.push(table);
  await query(databaseUrl, `CREATE TABLE ${table} (id int)`);
};

beforeAll(async () => {
  if (canRun) postgres = await startTestPostgres();
}, 120_000);

afterAll(async () => {
  if (!postgres) return;
  for (const db of await databases()) await query(postgres.url, `DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  await postgres.stop();
});

describe.runIf(canRun)("the PostgreSQL test template", () => {
  it("is built once, reused while the hash is the same, and rebuilt when it changes", async () => {
    const calls: string[] = [];
    expect(await cachedPostgresTemplate(postgres.url, name, "hash-a", buildWith("built_a", calls))).toEqual({ built: true });
    expect(await cachedPostgresTemplate(postgres.url, name, "hash-a", buildWith("built_a_again", calls))).toEqual({ built: false });
    expect(calls).toEqual(["built_a"]);
    expect(await tables()).toEqual(["built_a"]);

    // A build that a killed run left behind is dropped by the next build.
    await query(postgres.url, `CREATE DATABASE ${name}_build_dead`);
    expect(await cachedPostgresTemplate(postgres.url, name, "hash-b", buildWith("built_b", calls))).toEqual({ built: true });
    expect(calls).toEqual(["built_a", "built_b"]);
    expect(await tables()).toEqual(["built_b"]);
    expect(await databases()).toEqual([name]);
  });

  it("keeps the current template when a build fails, and builds the new one next time", async () => {
    const calls: string[] = [];
    await cachedPostgresTemplate(postgres.url, name, "hash-c", buildWith("built_c", calls));
    await expect(
      cachedPostgresTemplate(postgres.url, name, "hash-d", async (databaseUrl) => {
        await query(databaseUrl, "CREATE TABLE half (id int)");
        throw new Error("killed half-way");
      }),
    ).rejects.toThrow("killed half-way");
    expect(await tables()).toEqual(["built_c"]);
    expect(await cachedPostgresTemplate(postgres.url, name, "hash-c", buildWith("unused", calls))).toEqual({ built: false });
    expect(await cachedPostgresTemplate(postgres.url, name, "hash-d", buildWith("built_d", calls))).toEqual({ built: true });
    expect(calls).toEqual(["built_c", "built_d"]);
    expect(await tables()).toEqual(["built_d"]);
    expect(await databases()).toEqual([name]);
  });
});
