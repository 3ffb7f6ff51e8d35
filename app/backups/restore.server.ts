import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import { count } from "drizzle-orm";
import tar from "tar-stream";
import { openDatabase, pgliteExtensions } from "~/db/client.server";
import { ConfigError } from "~/db/config-error";
import { lockDataDir } from "~/db/data-dir-lock.server";
import { media, products } from "~/db/schema";
import { isStorageKey, type MediaStorage } from "~/media/storage.server";
import { checkReadiness } from "~/observability/readiness.server";
import { psqlRestore } from "./postgres-tools.server";
import { databaseFileName, type SnapshotManifest } from "./snapshots.server";

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

// The manifest lists every stored file (about 150 bytes each): this allows some 400,000 of them.
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** Why tar-stream gave up on an archive, in the words the restore has always used. */
function archiveProblem(error: Error): string {
  if (/unexpected end/i.test(error.message)) return "the archive is truncated";
  if (/invalid|unknown format|exceeds max size/i.test(error.message)) return `not a valid archive (${error.message.replace(/\.$/, "")})`;
  return error.message;
}

/**
 * Reads a snapshot from its first byte to its last, handing each regular file to `visit` in turn
 * as a stream (what `visit` leaves unread is skipped). Other entries (directories, links) are
 * skipped, as they always were. A damaged or truncated archive is a RestoreError.
 */
export async function readSnapshotFiles(snapshotFile: string, visit: (name: string, size: number, body: Readable) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const input = fs.createReadStream(snapshotFile);
  input.on("error", (error) => extract.destroy(error));
  input.pipe(extract);
  try {
    for await (const entry of extract) {
      if (entry.header.type === "file" || entry.header.type === "contiguous-file") {
        await visit(entry.header.name, entry.header.size ?? 0, Readable.from(entry));
      }
      entry.resume();
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`${snapshotFile} is not a readable snapshot: ${archiveProblem(error as Error)}.`);
  } finally {
    input.destroy();
  }
}

interface ScannedFile {
  size: number;
  sha256: string;
}

/**
 * The first pass: every file's size and SHA-256, the manifest's bytes, and the database dump
 * copied to `dumpFile` (the one entry too large to hold), all in one read of the archive.
 */
async function scanSnapshot(snapshotFile: string, dumpName: string, dumpFile: string) {
  const files = new Map<string, ScannedFile>();
  let manifest: Buffer | undefined;
  await readSnapshotFiles(snapshotFile, async (name, size, body) => {
    if (files.has(name)) throw new RestoreError(`The snapshot is damaged: ${name} appears twice.`);
    if (name === "manifest.json" && size > MAX_MANIFEST_BYTES) throw new RestoreError("The snapshot is damaged: its manifest.json is too large to be one.");
    const hash = createHash("sha256");
    const chunks: Buffer[] = [];
    const dump = name === dumpName ? await fsp.open(dumpFile, "w", 0o600) : undefined;
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        hash.update(chunk);
        if (name === "manifest.json") chunks.push(chunk);
        if (dump) await dump.write(chunk);
      }
    } finally {
      await dump?.close();
    }
    files.set(name, { size, sha256: hash.digest("hex") });
    if (name === "manifest.json") manifest = Buffer.concat(chunks);
  });
  return { files, manifest };
}

function readManifest(bytes: Buffer | undefined): SnapshotManifest {
  if (!bytes) throw new RestoreError("This file is not a Vitrine snapshot (no manifest.json).");
  let manifest: SnapshotManifest;
  try {
    manifest = JSON.parse(bytes.toString("utf8")) as SnapshotManifest;
  } catch {
    throw new RestoreError("The snapshot is damaged: its manifest.json is not valid JSON.");
  }
  if (manifest.format !== 1) throw new RestoreError(`This snapshot's format (${String(manifest.format)}) is not one this version reads.`);
  return manifest;
}

function check(files: Map<string, ScannedFile>, name: string, expected: string): void {
  const file = files.get(name);
  if (!file) throw new RestoreError(`The snapshot is incomplete: ${name} is missing.`);
  if (file.sha256 !== expected) throw new RestoreError(`The snapshot is damaged: ${name} does not match its checksum.`);
}

/** PGlite: the dump becomes DATA_DIR/pglite; a database already there is moved aside, never deleted. */
async function restorePglite(dumpFile: string, dataDir: string): Promise<string | undefined> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const target = path.join(dataDir, "pglite");
    let previous: string | undefined;
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      previous = `${target}.before-restore-${new Date().toISOString().replace(/[-:.]/g, "")}`;
      fs.renameSync(target, previous);
    }
    const client = await PGlite.create(target, { loadDataDir: await fs.openAsBlob(dumpFile), extensions: pgliteExtensions });
    await client.close();
    return previous;
  } finally {
    release();
  }
}

async function restorePostgres(dumpFile: string, databaseUrl: string): Promise<void> {
  try {
    await psqlRestore(databaseUrl, dumpFile);
  } catch (error) {
    // psql runs the dump in one transaction: a failure leaves the database as it was.
    throw new RestoreError(`The PostgreSQL database could not be restored and was left as it was (${(error as Error).message}).`);
  }
}

/** The second pass: each stored file streamed into the storage, checked again on the way. */
async function restoreFiles(snapshotFile: string, manifest: SnapshotManifest, storage: MediaStorage): Promise<void> {
  const expected = new Map(manifest.media.map((item) => [`media/${item.key}`, item]));
  await readSnapshotFiles(snapshotFile, async (name, size, body) => {
    const item = expected.get(name);
    if (!item) return;
    const hash = createHash("sha256");
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    body.on("error", (error) => hashing.destroy(error));
    await storage.put(item.key, body.pipe(hashing), { size });
    if (hash.digest("hex") !== item.sha256) throw new RestoreError(`The snapshot changed while it was being restored (${name}); restore it again.`);
  });
}

/**
 * Restores a snapshot (the server stopped): reads it once to check every checksum (and to copy
 * the database dump out), then restores the database (PGlite into DATA_DIR, or PostgreSQL through
 * psql), then reads it again to store the files, and finally opens the result and checks it (the
 * database answers, every stored file the database names is there). Memory stays flat: no entry
 * is held whole but the manifest.
 */
export async function restoreSnapshot(snapshotFile: string, target: RestoreTarget): Promise<RestoreReport> {
  try {
    await fsp.access(snapshotFile, fs.constants.R_OK);
  } catch (error) {
    throw new RestoreError(`${snapshotFile} cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}).`);
  }
  const kind = target.databaseUrl ? "postgres" : "pglite";
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "vitrine-restore-"));
  const dumpFile = path.join(work, "database");
  try {
    const { files, manifest: manifestBytes } = await scanSnapshot(snapshotFile, databaseFileName(kind), dumpFile);
    const manifest = readManifest(manifestBytes);
    if (manifest.database !== kind) {
      throw new RestoreError(
        `This snapshot holds a ${manifest.database === "pglite" ? "PGlite (embedded)" : "PostgreSQL"} database; restore it with ${manifest.database === "pglite" ? "DATABASE_URL unset" : "DATABASE_URL set"}.`,
      );
    }
    if (manifest.databaseFile !== databaseFileName(kind)) throw new RestoreError(`The snapshot is damaged: its manifest names ${manifest.databaseFile} for the database.`);
    check(files, manifest.databaseFile, manifest.databaseSha256);
    for (const item of manifest.media) {
      // The key becomes a file name in the storage: only the names the site generates.
      if (!isStorageKey(item.key)) throw new RestoreError(`The snapshot is damaged: its manifest names a stored file that cannot be one (${JSON.stringify(item.key)}).`);
      check(files, `media/${item.key}`, item.sha256);
    }

    let previous: string | undefined;
    if (target.databaseUrl) await restorePostgres(dumpFile, target.databaseUrl);
    else previous = await restorePglite(dumpFile, target.dataDir);
    await fsp.rm(work, { recursive: true, force: true });
    await restoreFiles(snapshotFile, manifest, target.storage);

    return { ...(await verifyRestored(target, new Set(manifest.missing ?? []))), previous };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
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
