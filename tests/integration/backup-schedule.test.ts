import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackupService } from "~/backups/backup-service.server";
import { ABANDONED_AFTER_MS, listSnapshots, removeAbandonedWork, rotateSnapshots } from "~/backups/snapshots.server";
import { readSnapshotFiles } from "~/backups/restore.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createLocalStorage } from "~/media/storage.server";
import { createTestDatabase } from "../support/database";

// Scheduled snapshots of a test database (PGlite, or PostgreSQL with DATABASE_URL) into a
// temporary directory: they are taken, complete, and only the newest BACKUP_KEEP remain.
let handle: DatabaseHandle;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-schedule-"));
const storage = createLocalStorage(path.join(dir, "media"));
const backups = path.join(dir, "backups");

beforeAll(async () => {
  handle = await createTestDatabase();
  await storage.put("a1b2c3-long-enough-name-for-a-key.png", Buffer.from("not really a png"));
});

afterAll(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("scheduled snapshots", () => {
  it("takes one per interval and keeps the newest BACKUP_KEEP", async () => {
    const service = createBackupService(handle, storage, backups);
    const taken: string[] = [];
    const first = await service.create("admin");
    expect(first).not.toBe("busy");
    taken.push((first as { name: string }).name);
    // Every 0.6 s (the variable is in whole minutes; the service takes any interval).
    const stop = service.schedule(0.01, 2);
    try {
      await waitFor(async () => {
        const names = (await listSnapshots(backups)).map((s) => s.name);
        for (const name of names) if (!taken.includes(name)) taken.push(name);
        return taken.length >= 4;
      }, 90_000);
      // Stop while a snapshot is being written, as a shutdown may.
      const writing = () => fs.readdirSync(backups).some((name) => name.endsWith(".partial"));
      const until = Date.now() + 30_000;
      while (!writing() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(writing()).toBe(true);
    } finally {
      // The stop waits for a snapshot under way and its rotation: nothing is being written after.
      await stop();
    }
    const kept = await listSnapshots(backups);
    expect(kept).toHaveLength(2);
    // The newest two, newest first; the admin's first snapshot has been rotated out.
    expect(kept.map((s) => s.name)).not.toContain(taken[0]);
    // (Two snapshots in one second are named `…Z-postgres.tar` and `…Z-postgres-2.tar`, which do
    // not sort as text; the time each was taken does.)
    expect(Date.parse(kept[0]!.createdAt)).toBeGreaterThan(Date.parse(kept[1]!.createdAt));
    // Nothing half-written is left behind, and each snapshot is whole.
    expect(fs.readdirSync(backups).filter((name) => name.startsWith("."))).toEqual([]);
    for (const snapshot of kept) {
      const names: string[] = [];
      await readSnapshotFiles(path.join(backups, snapshot.name), async (name) => {
        names.push(name);
      });
      expect(names).toContain("manifest.json");
      expect(names).toContain(`database/${handle.kind === "pglite" ? "pglite.tar.gz" : "postgres.sql"}`);
      expect(names).toContain("media/a1b2c3-long-enough-name-for-a-key.png");
    }
  });

  it("lists snapshots of one second in the order they were taken", async () => {
    const same = fs.mkdtempSync(path.join(dir, "same-second-"));
    for (const name of ["vitrine-20261123T082333Z-postgres.tar", "vitrine-20261123T082333Z-postgres-2.tar", "vitrine-20261123T082333Z-postgres-10.tar", "vitrine-20261123T082332Z-postgres-3.tar"]) {
      fs.writeFileSync(path.join(same, name), "");
    }
    expect((await listSnapshots(same)).map((s) => s.name)).toEqual([
      "vitrine-20261123T082333Z-postgres-10.tar",
      "vitrine-20261123T082333Z-postgres-2.tar",
      "vitrine-20261123T082333Z-postgres.tar",
      "vitrine-20261123T082332Z-postgres-3.tar",
    ]);
    expect(await rotateSnapshots(same, 2)).toEqual(["vitrine-20261123T082333Z-postgres.tar", "vitrine-20261123T082332Z-postgres-3.tar"]);
  });

  it("leaves out a snapshot deleted while the list is read (a rotation running meanwhile)", async () => {
    const racing = fs.mkdtempSync(path.join(dir, "racing-"));
    fs.writeFileSync(path.join(racing, "vitrine-20261124T011214Z-postgres.tar"), "");
    // Named in the directory, gone when looked at: what readdir then stat sees during a rotation.
    fs.symlinkSync(path.join(racing, "deleted.tar"), path.join(racing, "vitrine-20261124T011213Z-postgres.tar"));
    expect((await listSnapshots(racing)).map((s) => s.name)).toEqual(["vitrine-20261124T011214Z-postgres.tar"]);
  });

  it("deletes the work files of a snapshot a stopped process left, not those of one under way", async () => {
    const work = fs.mkdtempSync(path.join(dir, "work-"));
    const now = Date.now();
    const write = (name: string, ageMs: number) => {
      fs.writeFileSync(path.join(work, name), "x");
      const at = new Date(now - ageMs);
      fs.utimesSync(path.join(work, name), at, at);
    };
    // Killed a day ago, in the middle of its archive.
    write(".vitrine-20261123T010000Z-pglite.tar.partial", 24 * 3_600_000);
    write(".vitrine-20261123T010000Z-pglite.tar.database", 24 * 3_600_000);
    // Under way in another process: its dump was written long ago, its archive a second ago.
    write(".vitrine-20261124T010000Z-pglite.tar.database", ABANDONED_AFTER_MS + 60_000);
    write(".vitrine-20261124T010000Z-pglite.tar.partial", 1_000);
    // Not work files of ours.
    write("vitrine-20261122T010000Z-pglite.tar", 48 * 3_600_000);
    write(".notes.partial", 48 * 3_600_000);
    expect(await removeAbandonedWork(work, now)).toEqual([".vitrine-20261123T010000Z-pglite.tar.database", ".vitrine-20261123T010000Z-pglite.tar.partial"]);
    expect(fs.readdirSync(work).sort()).toEqual([".notes.partial", ".vitrine-20261124T010000Z-pglite.tar.database", ".vitrine-20261124T010000Z-pglite.tar.partial", "vitrine-20261122T010000Z-pglite.tar"]);
    expect(await removeAbandonedWork(path.join(dir, "no-such-directory"), now)).toEqual([]);
  });

  it("rotation deletes only snapshots, oldest first", async () => {
    fs.writeFileSync(path.join(backups, "notes.txt"), "kept");
    expect(await rotateSnapshots(backups, 1)).toHaveLength(1);
    expect((await listSnapshots(backups)).length).toBe(1);
    expect(fs.existsSync(path.join(backups, "notes.txt"))).toBe(true);
  });
});
