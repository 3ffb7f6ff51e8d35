import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreSnapshot } from "~/backups/restore.server";
import { type SnapshotManifest, takeSnapshot } from "~/backups/snapshots.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createLocalStorage } from "~/media/storage.server";
import { createTestDatabase } from "../support/database";
import { legacyReadTarEntry, legacyReadTarIndex, LegacyTarWriter } from "../support/legacy-tar";

// The snapshot format across the change of tar library: a snapshot taken now reads with tar(1)
// and with the reader of earlier versions, and one written by the earlier writer restores.
let handle: DatabaseHandle;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-snapshot-format-"));
const storage = createLocalStorage(path.join(dir, "media"));
// "media/" and this key make a name over tar's 100 bytes: it travels in a pax header.
const LONG_KEY = `${"b".repeat(110)}.pdf`;
const files = new Map([
  ["a1b2c3-short-key.png", Buffer.from("not really a png")],
  [LONG_KEY, Buffer.alloc(70_000, 3)],
]);

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const [key, bytes] of files) await storage.put(key, bytes);
});

afterAll(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Every entry of an archive, read by the earlier reader. */
async function legacyEntries(file: string): Promise<Map<string, Buffer>> {
  const archive = await fs.promises.open(file, "r");
  try {
    const entries = new Map<string, Buffer>();
    for (const entry of await legacyReadTarIndex(archive)) entries.set(entry.name, await legacyReadTarEntry(archive, entry));
    return entries;
  } finally {
    await archive.close();
  }
}

describe("the snapshot format", () => {
  it("a snapshot taken now reads with tar(1) and the earlier reader; rewritten by the earlier writer, it restores", async () => {
    const taken = await takeSnapshot(handle, storage, path.join(dir, "backups"));
    const file = path.join(dir, "backups", taken.name);
    expect(fs.statSync(file).size).toBe(taken.size);
    expect(taken.size % 512).toBe(0);

    const names = execFileSync("tar", ["tf", file], { encoding: "utf8" }).trim().split("\n");
    const dumpName = `database/${handle.kind === "pglite" ? "pglite.tar.gz" : "postgres.sql"}`;
    expect(names).toEqual([dumpName, "media/a1b2c3-short-key.png", `media/${LONG_KEY}`, "manifest.json"]);

    const entries = await legacyEntries(file);
    expect([...entries.keys()]).toEqual(names);
    const manifest = JSON.parse(entries.get("manifest.json")!.toString("utf8")) as SnapshotManifest;
    expect(sha256(entries.get(dumpName)!)).toBe(manifest.databaseSha256);
    for (const [key, bytes] of files) {
      expect(entries.get(`media/${key}`)!.equals(bytes)).toBe(true);
      expect(manifest.media.find((item) => item.key === key)).toEqual({ key, size: bytes.length, sha256: sha256(bytes) });
    }

    // The same entries written by the earlier writer, as a snapshot of an earlier version is.
    const legacy = path.join(dir, "legacy.tar");
    const out = await fs.promises.open(legacy, "w");
    const writer = new LegacyTarWriter(out);
    for (const [name, bytes] of entries) await writer.add(name, bytes);
    await writer.finish();
    await out.close();

    // Restoring PostgreSQL would replace the suite's own database; PGlite restores into a new directory.
    if (handle.kind !== "pglite") return;
    const dataDir = path.join(dir, "restored");
    const restoredStorage = createLocalStorage(path.join(dataDir, "media"));
    const report = await restoreSnapshot(legacy, { dataDir, storage: restoredStorage });
    expect(report.database).toBe("pglite");
    expect(report.products).toBeGreaterThan(0);
    for (const [key, bytes] of files) expect((await restoredStorage.get(key))!.equals(bytes)).toBe(true);
  }, 120_000);
});
