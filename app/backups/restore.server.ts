import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { count } from "drizzle-orm";
import { openDatabase, pgliteExtensions } from "~/db/client.server";
import { ConfigError } from "~/db/config-error";
import { lockDataDir } from "~/db/data-dir-lock.server";
import { media, products } from "~/db/schema";
import type { MediaStorage } from "~/media/storage.server";
import { checkReadiness } from "~/observability/readiness.server";
import { psqlRestore } from "./postgres-tools.server";
import type { SnapshotManifest } from "./snapshots.server";
import { readTarEntry, readTarIndex, type TarEntry } from "./tar-archive.server";

export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
  storage: MediaStorage;
}

export interface RestoreReport {
  database: "pglite" | "postgres";
  products: number;
  files: number;
  /** Files the database names that the site had already lost when the snapshot was taken. */
  lost: string[];
  /** Where the data directory's previous database was moved, if there was one. */
  previous?: string;
  /** Migrations newer than the snapshot, applied at the next start. */
  pendingMigrations: boolean;
}

/** A problem with the snapshot or the target, told in one sentence (exit 1). */
export class RestoreError extends Error {}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function readManifest(file: fsp.FileHandle, entries: Map<string, TarEntry>): Promise<SnapshotManifest> {
  const entry = entries.get("manifest.json");
  if (!entry) throw new RestoreError("This file is not a Vitrine snapshot (no manifest.json).");
  const manifest = JSON.parse((await readTarEntry(file, entry)).toString("utf8")) as SnapshotManifest;
  if (manifest.format !== 1) throw new RestoreError(`This snapshot's format (${String(manifest.format)}) is not one this version reads.`);
  return manifest;
}

async function checked(file: fsp.FileHandle, entries: Map<string, TarEntry>, name: string, expected: string): Promise<Buffer> {
  const entry = entries.get(name);
  if (!entry) throw new RestoreError(`The snapshot is incomplete: ${name} is missing.`);
  const bytes = await readTarEntry(file, entry);
  if (sha256(bytes) !== expected) throw new RestoreError(`The snapshot is damaged: ${name} does not match its checksum.`);
  return bytes;
}

/** PGlite: the dump becomes DATA_DIR/pglite; a database already there is moved aside, never deleted. */
async function restorePglite(dump: Buffer, dataDir: string): Promise<string | undefined> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const target = path.join(dataDir, "pglite");
    let previous: string | undefined;
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      previous = `${target}.before-restore-${new Date().toISOString().replace(/[-:.]/g, "")}`;
      fs.renameSync(target, previous);
    }
    const client = await PGlite.create(target, { loadDataDir: new Blob([new Uint8Array(dump)]), extensions: pgliteExtensions });
    await client.close();
    return previous;
  } finally {
    release();
  }
}

async function restorePostgres(dump: Buffer, databaseUrl: string): Promise<void> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "vitrine-restore-"));
  const file = path.join(dir, "postgres.sql");
  try {
    await fsp.writeFile(file, dump, { mode: 0o600 });
    await psqlRestore(databaseUrl, file);
  } catch (error) {
    // psql runs the dump in one transaction: a failure leaves the database as it was.
    throw new RestoreError(`The PostgreSQL database could not be restored and was left as it was (${(error as Error).message}).`);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Restores a snapshot (the server stopped): checks every checksum first, then the database
 * (PGlite into DATA_DIR, or PostgreSQL through psql), then the files, and finally opens the
 * result and checks it (the database answers, every stored file the database names is there).
 */
export async function restoreSnapshot(snapshotFile: string, target: RestoreTarget): Promise<RestoreReport> {
  let file: fsp.FileHandle;
  try {
    file = await fsp.open(snapshotFile, "r");
  } catch (error) {
    throw new RestoreError(`${snapshotFile} cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}).`);
  }
  try {
    const entries = new Map((await readTarIndex(file).catch((error: Error) => {
      throw new RestoreError(`${snapshotFile} is not a readable snapshot: ${error.message}.`);
    })).map((entry) => [entry.name, entry]));
    const manifest = await readManifest(file, entries);
    const kind = target.databaseUrl ? "postgres" : "pglite";
    if (manifest.database !== kind) {
      throw new RestoreError(
        `This snapshot holds a ${manifest.database === "pglite" ? "PGlite (embedded)" : "PostgreSQL"} database; restore it with ${manifest.database === "pglite" ? "DATABASE_URL unset" : "DATABASE_URL set"}.`,
      );
    }
    const dump = await checked(file, entries, manifest.databaseFile, manifest.databaseSha256);
    const files = new Map<string, Buffer>();
    for (const item of manifest.media) files.set(item.key, await checked(file, entries, `media/${item.key}`, item.sha256));

    let previous: string | undefined;
    if (target.databaseUrl) await restorePostgres(dump, target.databaseUrl);
    else previous = await restorePglite(dump, target.dataDir);
    for (const [key, bytes] of files) await target.storage.put(key, bytes);

    return { ...(await verifyRestored(target, new Set(manifest.missing ?? []))), previous };
  } finally {
    await file.close();
  }
}

async function verifyRestored(target: RestoreTarget, lostBefore: Set<string>): Promise<Omit<RestoreReport, "previous">> {
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const readiness = await checkReadiness(handle.db, target.storage);
    if (!readiness.checks.database) throw new RestoreError("The restored database does not answer.");
    const [{ value: productCount }] = (await handle.db.select({ value: count() }).from(products)) as [{ value: number }];
    const keys = (await handle.db.select({ key: media.storageKey }).from(media)).map((row) => row.key);
    const absent: string[] = [];
    for (const key of keys) if (!(await target.storage.stat(key))) absent.push(key);
    const missing = absent.filter((key) => !lostBefore.has(key));
    if (missing.length) throw new RestoreError(`The restored database names ${missing.length} file(s) the snapshot did not hold (first: ${missing[0]}).`);
    return { database: handle.kind, products: productCount, files: keys.length, lost: absent, pendingMigrations: !readiness.checks.migrations };
  } catch (error) {
    if (error instanceof RestoreError || error instanceof ConfigError) throw error;
    throw new RestoreError(`The restored database could not be checked: ${(error as Error).message}.`);
  } finally {
    await handle.close();
  }
}
