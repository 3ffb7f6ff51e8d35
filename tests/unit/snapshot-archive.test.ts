import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readSnapshotFiles, restoreSnapshot } from "~/backups/restore.server";
import { createLocalStorage } from "~/media/storage.server";
import { LegacyTarWriter } from "../support/legacy-tar";

// The snapshot archive as the restore reads it (tar-stream), from archives written by the tar
// writer snapshots used before it, and every refusal made before anything is touched.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-snapshot-archive-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
let count = 0;

/** An archive written by the previous writer, byte for byte as it wrote snapshots. */
async function legacyArchive(entries: [string, Buffer][]): Promise<string> {
  const file = path.join(scratch, `archive-${++count}.tar`);
  const handle = await fs.promises.open(file, "w");
  const writer = new LegacyTarWriter(handle);
  for (const [name, bytes] of entries) await writer.add(name, bytes);
  await writer.finish();
  await handle.close();
  return file;
}

const dump = Buffer.from("a database dump");
const KEY = "a1b2c3-stored-file.pdf";
const stored = Buffer.alloc(1300, 7);
const manifestOf = (extra: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      format: 1,
      database: "pglite",
      createdAt: "2026-11-20T10:00:00.000Z",
      databaseFile: "database/pglite.tar.gz",
      databaseSha256: sha256(dump),
      media: [{ key: KEY, size: stored.length, sha256: sha256(stored) }],
      ...extra,
    }),
  );

/** Restores into an empty data directory and storage, expecting a refusal that touched neither. */
async function refusal(file: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(scratch, "target-"));
  const storage = createLocalStorage(path.join(dataDir, "media"));
  const error = await restoreSnapshot(file, { dataDir, storage }).then(
    () => undefined,
    (caught: Error) => caught,
  );
  expect(error?.constructor.name).toBe("RestoreError");
  expect(fs.readdirSync(dataDir)).toEqual([]);
  return error!.message;
}

describe("the snapshot archive", () => {
  it("reads what the previous writer wrote: names (long ones in pax headers too), sizes and bytes", async () => {
    const longName = `media/${"k".repeat(120)}.pdf`;
    const file = await legacyArchive([["manifest.json", Buffer.from('{"format":1}')], [longName, stored], ["empty.txt", Buffer.alloc(0)]]);
    const read: [string, number, Buffer][] = [];
    await readSnapshotFiles(file, async (name, size, body) => {
      const chunks: Buffer[] = [];
      for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
      read.push([name, size, Buffer.concat(chunks)]);
    });
    expect(read.map(([name, size]) => [name, size])).toEqual([["manifest.json", 12], [longName, 1300], ["empty.txt", 0]]);
    expect(read[1]![2].equals(stored)).toBe(true);
    // Entries a visitor leaves unread are skipped, not mistaken for headers.
    const names: string[] = [];
    await readSnapshotFiles(file, async (name) => {
      names.push(name);
    });
    expect(names).toEqual(["manifest.json", longName, "empty.txt"]);
  });

  it("refuses a file that is not an archive, or a truncated one", async () => {
    const bogus = path.join(scratch, "bogus.tar");
    fs.writeFileSync(bogus, Buffer.alloc(2048, 65));
    expect(await refusal(bogus)).toMatch(/bogus\.tar is not a readable snapshot: not a valid archive/);

    const whole = await legacyArchive([["big.bin", Buffer.alloc(5000, 1)]]);
    fs.truncateSync(whole, 2048);
    expect(await refusal(whole)).toMatch(/is not a readable snapshot: the archive is truncated\.$/);
    expect(await refusal(path.join(scratch, "no-such.tar"))).toMatch(/no-such\.tar cannot be read \(ENOENT\)/);
  });

  it("refuses an archive that is not a whole, untampered snapshot, before touching anything", async () => {
    const entries = (manifest: Buffer): [string, Buffer][] => [["database/pglite.tar.gz", dump], [`media/${KEY}`, stored], ["manifest.json", manifest]];
    expect(await refusal(await legacyArchive([["database/pglite.tar.gz", dump]]))).toBe("This file is not a Vitrine snapshot (no manifest.json).");
    expect(await refusal(await legacyArchive(entries(Buffer.from("{not json"))))).toBe("The snapshot is damaged: its manifest.json is not valid JSON.");
    expect(await refusal(await legacyArchive(entries(manifestOf({ format: 2 }))))).toBe("This snapshot's format (2) is not one this version reads.");
    expect(await refusal(await legacyArchive(entries(manifestOf({ database: "postgres" }))))).toMatch(/^This snapshot holds a PostgreSQL database; restore it with DATABASE_URL set\.$/);
    expect(await refusal(await legacyArchive(entries(manifestOf({ databaseSha256: sha256(Buffer.from("other")) }))))).toBe(
      "The snapshot is damaged: database/pglite.tar.gz does not match its checksum.",
    );
    const tampered: [string, Buffer][] = [["database/pglite.tar.gz", dump], [`media/${KEY}`, Buffer.alloc(1300, 8)], ["manifest.json", manifestOf()]];
    expect(await refusal(await legacyArchive(tampered))).toBe(`The snapshot is damaged: media/${KEY} does not match its checksum.`);
    expect(await refusal(await legacyArchive([["database/pglite.tar.gz", dump], ["manifest.json", manifestOf()]]))).toBe(`The snapshot is incomplete: media/${KEY} is missing.`);
    const twice: [string, Buffer][] = [["database/pglite.tar.gz", dump], [`media/${KEY}`, stored], [`media/${KEY}`, stored], ["manifest.json", manifestOf()]];
    expect(await refusal(await legacyArchive(twice))).toBe(`The snapshot is damaged: media/${KEY} appears twice.`);
  });

  it("refuses a manifest whose stored files would land outside the storage", async () => {
    const escape = "../../etc/cron.d/job";
    const manifest = manifestOf({ media: [{ key: escape, size: stored.length, sha256: sha256(stored) }] });
    const file = await legacyArchive([["database/pglite.tar.gz", dump], [`media/${escape}`, stored], ["manifest.json", manifest]]);
    expect(await refusal(file)).toBe(`The snapshot is damaged: its manifest names a stored file that cannot be one ("${escape}").`);
  });
});
