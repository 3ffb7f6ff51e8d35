import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, fromPglite, openDatabase, pgliteExtensions, queryRows } from "~/db/client.server";
import { root } from "../support/paths";

// The server's embedded database: PGlite on its own thread (decision record 011), reached
// through drizzle like any other database.
const worker = new URL(`file://${path.join(root, "server/pglite-worker.ts")}`);
let dir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-thread-"));
  handle = await openDatabase({ dataDir: dir, pgliteWorker: worker });
  await handle.db.execute(sql`create table items (id integer primary key, name text not null, at timestamptz default now())`);
});

afterAll(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = async (db = handle.db) => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from items`))[0]!.n;

describe("PGlite on its own thread", () => {
  it("answers queries, with PostgreSQL's error fields on a failure", async () => {
    await handle.db.execute(sql`insert into items (id, name) values (1, 'one')`);
    const rows = await queryRows<{ name: string; at: string }>(handle.db, sql`select name, at from items`);
    expect(rows).toEqual([{ name: "one", at: expect.any(String) }]);
    const failure = await handle.db.execute(sql`insert into items (id, name) values (1, 'again')`).catch((e: Error) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error & { cause?: { code?: string } }).cause?.code).toBe("23505");
    expect(await handle.ping()).toBe(true);
  });

  it("commits a transaction, rolls one back on an error, and never interleaves other queries with one", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (2, 'two')`);
      await held;
      await tx.execute(sql`insert into items (id, name) values (3, 'three')`);
    });
    // Sent while the transaction is open: it waits for the commit, and so sees both rows.
    const outside = count();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe(3);

    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (4, 'four')`);
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    expect(await count()).toBe(3);
  });

  it("dumps the data directory from its thread, and the dump opens with the same rows", async () => {
    const file = path.join(dir, "snapshot.tar.gz");
    await handle.dumpDatabase(file);
    const bytes = fs.readFileSync(file);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    const copy = fromPglite(await PGlite.create({ loadDataDir: new Blob([new Uint8Array(bytes)]), extensions: pgliteExtensions }));
    try {
      expect(await count(copy.db)).toBe(3);
    } finally {
      await copy.close();
    }
    expect(await count()).toBe(3);
  });

  it("keeps a second opener of the same data directory out", async () => {
    await expect(openDatabase({ dataDir: dir, pgliteWorker: worker })).rejects.toThrow(/already open in this process/);
  });
});
