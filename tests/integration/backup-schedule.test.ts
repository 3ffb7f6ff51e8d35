import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackupService } from "~/backups/backup-service.server";
import { listSnapshots, rotateSnapshots } from "~/backups/snapshots.server";
import { readTarIndex } from "~/backups/tar-archive.server";
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
    } finally {
      stop();
    }
    await waitFor(async () => (await listSnapshots(backups)).length <= 2, 30_000);
    const kept = await listSnapshots(backups);
    expect(kept).toHaveLength(2);
    // The newest two, newest first; the admin's first snapshot has been rotated out.
    expect(kept.map((s) => s.name)).not.toContain(taken[0]);
    expect(kept[0]!.name >= kept[1]!.name).toBe(true);
    // Nothing half-written is left behind, and each snapshot is whole.
    expect(fs.readdirSync(backups).filter((name) => name.startsWith("."))).toEqual([]);
    for (const snapshot of kept) {
      const file = await fs.promises.open(path.join(backups, snapshot.name), "r");
      try {
        const names = (await readTarIndex(file)).map((entry) => entry.name);
        expect(names).toContain("manifest.json");
        expect(names).toContain(`database/${handle.kind === "pglite" ? "pglite.tar.gz" : "postgres.sql"}`);
        expect(names).toContain("media/a1b2c3-long-enough-name-for-a-key.png");
      } finally {
        await file.close();
      }
    }
  });

  it("rotation deletes only snapshots, oldest first", async () => {
    fs.writeFileSync(path.join(backups, "notes.txt"), "kept");
    expect(await rotateSnapshots(backups, 1)).toHaveLength(1);
    expect((await listSnapshots(backups)).length).toBe(1);
    expect(fs.existsSync(path.join(backups, "notes.txt"))).toBe(true);
  });
});
