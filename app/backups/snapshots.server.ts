import { createHash } from "node:crypto";
import type { Stats } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import type { DatabaseHandle } from "~/db/client.server";
import { media as mediaTable } from "~/db/schema";
import type { MediaStorage } from "~/media/storage.server";

/**
 * Snapshots: one tar file holding the database dump (`database/pglite.tar.gz` or
 * `database/postgres.sql`), every stored file (`media/KEY`) and `manifest.json` (what is in it,
 * with sizes and SHA-256), written under a temporary name, fsynced, then renamed into place.
 * The archive is POSIX tar (ustar, pax headers for long names) written by `tar-stream`, so an
 * operator can read it with `tar tf`; every entry is streamed, so memory stays flat.
 */
export interface SnapshotInfo {
  name: string;
  size: number;
  createdAt: string;
}

export interface TakenSnapshot extends SnapshotInfo {
  /** Files the database names that were not in the storage (lost before the snapshot). */
  missing: string[];
}

export interface SnapshotManifest {
  format: 1;
  database: "pglite" | "postgres";
  createdAt: string;
  databaseFile: string;
  databaseSha256: string;
  media: { key: string; size: number; sha256: string }[];
  /** Files the database names that the storage had already lost when the snapshot was taken. */
  missing?: string[];
}

export const SNAPSHOT_NAME = /^vitrine-\d{8}T\d{6}Z-(pglite|postgres)(-\d{1,4})?\.tar$/;
export const databaseFileName = (kind: DatabaseHandle["kind"]) => (kind === "pglite" ? "database/pglite.tar.gz" : "database/postgres.sql");

function stamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
}

/** A tar stream written to `file` as entries are added; `end()` finishes it and waits for the last byte. */
function archiveInto(file: fs.FileHandle) {
  const pack = tar.pack();
  const written = (async () => {
    for await (const chunk of pack) await file.write(chunk as Buffer);
  })().catch((error: unknown) => {
    // A failed write must not leave `add` waiting for room that never comes.
    pack.destroy(error as Error);
    throw error;
  });
  written.catch(() => {});
  return {
    /** Streams `body` (exactly `size` bytes) in as `name`; resolves with its SHA-256. */
    async add(name: string, size: number, body: Readable): Promise<string> {
      const hash = createHash("sha256");
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      // A long name goes in a pax header, never in ustar's prefix field, which the reader of
      // earlier versions ignored: a snapshot taken here still restores there. (tar-stream reads
      // `pax`; its type declarations leave it out.)
      const header: tar.Headers & { pax?: Record<string, string> } = { name, size, mode: 0o644 };
      if (Buffer.byteLength(name) > 100) header.pax = {};
      await pipeline(body, hashing, pack.entry(header));
      return hash.digest("hex");
    },
    async end(): Promise<void> {
      pack.finalize();
      await written;
    },
    abort(): void {
      pack.destroy();
    },
  };
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function freeName(dir: string, kind: string, now: Date): Promise<string> {
  const base = `vitrine-${stamp(now)}-${kind}`;
  for (let n = 1; n < 10_000; n++) {
    const name = n === 1 ? `${base}.tar` : `${base}-${n}.tar`;
    try {
      await fs.access(path.join(dir, name));
    } catch {
      return name;
    }
  }
  throw new Error("no free snapshot name");
}

/**
 * Takes a snapshot while the site runs. The database is dumped first, then the files are read:
 * stored files are never changed once written, so every file the dump refers to is there (a
 * file uploaded meanwhile is simply extra).
 */
export async function takeSnapshot(database: DatabaseHandle, storage: MediaStorage, dir: string, now = new Date()): Promise<TakenSnapshot> {
  await fs.mkdir(dir, { recursive: true });
  const name = await freeName(dir, database.kind, now);
  const partial = path.join(dir, `.${name}.partial`);
  const dumpFile = path.join(dir, `.${name}.database`);
  const file = await fs.open(partial, "w");
  const archive = archiveInto(file);
  try {
    await database.dumpDatabase(dumpFile);
    const dump = await fs.open(dumpFile, "r");
    let databaseSha256: string;
    try {
      const { size } = await dump.stat();
      databaseSha256 = await archive.add(databaseFileName(database.kind), size, dump.createReadStream({ autoClose: false, start: 0 }));
    } finally {
      await dump.close();
    }
    const media: SnapshotManifest["media"] = [];
    for (const key of await storage.list()) {
      // Stored files are never changed once written; one deleted meanwhile is left out.
      const stat = await storage.stat(key);
      const body = stat && (await storage.read(key));
      if (!stat || !body) continue;
      media.push({ key, size: stat.size, sha256: await archive.add(`media/${key}`, stat.size, body) });
    }
    // A file the site had already lost is not the snapshot's fault: it is named, so that the
    // restore can tell it from a file the snapshot failed to hold.
    const held = new Set(media.map((item) => item.key));
    const missing = (await database.db.select({ key: mediaTable.storageKey }).from(mediaTable)).map((row) => row.key).filter((key) => !held.has(key));
    const manifest: SnapshotManifest = {
      format: 1,
      database: database.kind,
      createdAt: now.toISOString(),
      databaseFile: databaseFileName(database.kind),
      databaseSha256,
      media,
      ...(missing.length ? { missing } : {}),
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await archive.add("manifest.json", manifestBytes.length, Readable.from([manifestBytes]));
    await archive.end();
    const { size } = await file.stat();
    await file.sync();
    await file.close();
    // The list reads the time from the file: the time the snapshot was taken, as answered here.
    await fs.utimes(partial, now, now);
    await fs.rename(partial, path.join(dir, name));
    await syncDir(dir);
    return { name, size, createdAt: now.toISOString(), missing };
  } catch (error) {
    archive.abort();
    await file.close().catch(() => {});
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.rm(dumpFile, { force: true });
  }
}

// Newest first: by time stamp, then by the number of a second snapshot in the same second.
function order(name: string): string {
  const [, when, n] = /^vitrine-(\d{8}T\d{6}Z)-\w+?(?:-(\d+))?\.tar$/.exec(name) ?? [];
  return `${when}-${(n ?? "1").padStart(4, "0")}`;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** The names in `dir` that match `pattern`; none when the directory does not exist yet. */
async function namesIn(dir: string, pattern: RegExp): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).filter((name) => pattern.test(name));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** A file's stat, or null when it was deleted since the directory was read (a rotation, a snapshot finishing). */
async function statIfPresent(file: string): Promise<Stats | null> {
  try {
    return await fs.stat(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The snapshots in `dir`, newest first. */
export async function listSnapshots(dir: string): Promise<SnapshotInfo[]> {
  const infos = await Promise.all(
    (await namesIn(dir, SNAPSHOT_NAME)).map(async (name) => {
      const stat = await statIfPresent(path.join(dir, name));
      return stat ? [{ name, size: stat.size, createdAt: stat.mtime.toISOString() }] : [];
    }),
  );
  return infos.flat().sort((a, b) => (order(a.name) < order(b.name) ? 1 : -1));
}

/** Deletes all but the newest `keep` snapshots; returns the names deleted. */
export async function rotateSnapshots(dir: string, keep: number): Promise<string[]> {
  const old = (await listSnapshots(dir)).slice(keep).map((s) => s.name);
  for (const name of old) await fs.rm(path.join(dir, name), { force: true });
  return old;
}

// A snapshot being taken: `.NAME.partial` (the archive) and `.NAME.database` (the dump).
const WORK_FILE = /^\.(vitrine-\d{8}T\d{6}Z-(?:pglite|postgres)(?:-\d{1,4})?\.tar)\.(partial|database)$/;

/** How long a snapshot's work files go unwritten before they count as left by a stopped process. */
export const ABANDONED_AFTER_MS = 6 * 3_600_000;

/**
 * Deletes the work files of snapshots that a process stopped in the middle of (killed, or its
 * machine stopped): those of one snapshot whose newest was last written more than `maxAgeMs` ago.
 * A snapshot under way in another process keeps writing its archive, so it is left alone. Returns
 * the names deleted.
 */
export async function removeAbandonedWork(dir: string, now = Date.now(), maxAgeMs = ABANDONED_AFTER_MS): Promise<string[]> {
  const bySnapshot = new Map<string, { files: string[]; newest: number }>();
  for (const name of await namesIn(dir, WORK_FILE)) {
    const stat = await statIfPresent(path.join(dir, name));
    if (!stat) continue;
    const snapshot = WORK_FILE.exec(name)![1]!;
    const entry = bySnapshot.get(snapshot) ?? { files: [], newest: 0 };
    entry.files.push(name);
    entry.newest = Math.max(entry.newest, stat.mtimeMs);
    bySnapshot.set(snapshot, entry);
  }
  const deleted: string[] = [];
  for (const { files, newest } of bySnapshot.values()) {
    if (now - newest <= maxAgeMs) continue;
    for (const name of files) await fs.rm(path.join(dir, name), { force: true });
    deleted.push(...files);
  }
  return deleted.sort();
}

/** The path of a snapshot by its name, or null when the name is not one (no path can be smuggled in). */
export function snapshotPath(dir: string, name: string): string | null {
  return SNAPSHOT_NAME.test(name) ? path.join(dir, name) : null;
}
