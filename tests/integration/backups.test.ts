import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readSnapshotFiles } from "~/backups/restore.server";
import { type HttpSession, runRestoreCli, serverForFile, testServer } from "../support/server";

// Online snapshots end to end, on the database the suite runs on (PGlite, or PostgreSQL when
// DATABASE_URL is set): a snapshot taken while the built server runs, downloaded, restored with
// `npm run restore` into new storage, and a server started on it shows the same catalogue,
// texts and files.
const ADMIN = { username: "keeper", password: "Backup-Restore-Test-77" };
const HERO = "Snapshot hero title 4821";
const IP = "198.51.100.20";
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const server = serverForFile({ admin: ADMIN, signInFrom: IP });
const asAdmin = (init: { method?: string; json?: unknown } = {}) => ({ ...init, ip: IP, session: server.session as HttpSession });

async function catalogue(url: string) {
  const response = await fetch(`${url}/api/products?limit=100&sort=name-asc`);
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; items: { partNumber: string }[] };
}

/** The first stored file a snapshot holds: its URL on the site and its size in the archive. */
async function firstStoredFile(file: string): Promise<{ url: string; size: number }> {
  const stored: { url: string; size: number }[] = [];
  await readSnapshotFiles(file, async (name, size) => {
    if (name.startsWith("media/")) stored.push({ url: `/media/${name.slice("media/".length)}`, size });
  });
  return stored[0]!;
}

/** What a restored site must show again: the same catalogue, the text, and the file's bytes. */
async function expectSameSite(url: string, before: Awaited<ReturnType<typeof catalogue>>, text: string, file: { url: string; bytes: Buffer }) {
  const after = await catalogue(url);
  expect(after.total).toBe(before.total);
  expect(after.items.map((item) => item.partNumber).sort()).toEqual(before.items.map((item) => item.partNumber).sort());
  expect(await (await fetch(`${url}/`)).text()).toContain(text);
  const copied = await fetch(`${url}${file.url}`);
  expect(copied.status).toBe(200);
  expect(Buffer.from(await copied.arrayBuffer()).equals(file.bytes)).toBe(true);
}

describe("online backups", () => {
  it("refuses strangers and changes without the anti-forgery token", async () => {
    expect((await server.call("/api/admin/backups", { method: "POST" })).status).toBe(401);
    expect((await server.call("/api/admin/backups")).status).toBe(401);
    const noToken = await server.call("/api/admin/backups", { method: "POST", ip: IP, session: server.session, csrf: false });
    expect(noToken.status).toBe(403);
    const unknown = await server.call("/api/admin/backups/vitrine-20200101T000000Z-pglite.tar", asAdmin());
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("not_found");
    const smuggled = await server.call(`/api/admin/backups/${encodeURIComponent("../vitrine.lock")}`, asAdmin());
    expect(smuggled.status).toBe(404);
    expect((await server.call("/api/admin/backups", asAdmin({ method: "DELETE" }))).status).toBe(405);
  });

  it("snapshots the running site, downloads it, and `npm run restore` gives a site with the same products, texts and files", async () => {
    const text = await server.call("/api/admin/translations", asAdmin({ method: "PUT", json: { key: "home.heroTitle", locale: "en", value: HERO, version: 0 } }));
    expect(text.status).toBe(200);
    const before = await catalogue(server.url);
    expect(before.total).toBeGreaterThan(0);

    // Taken while visitors keep reading pages.
    const reading = Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}/products`).then((r) => r.status)));
    const created = await server.call("/api/admin/backups", asAdmin({ method: "POST" }));
    expect(created.status).toBe(201);
    const snapshot = (await created.json()) as { name: string; size: number; createdAt: string };
    expect(snapshot.name).toMatch(/^vitrine-\d{8}T\d{6}Z-(pglite|postgres)\.tar$/);
    expect(await reading).toEqual(Array(10).fill(200));

    const list = (await (await server.call("/api/admin/backups", asAdmin())).json()) as { backups: { name: string; size: number; createdAt: string }[] };
    expect(list.backups[0]).toEqual({ name: snapshot.name, size: snapshot.size, createdAt: snapshot.createdAt });
    const download = await server.call(`/api/admin/backups/${snapshot.name}`, asAdmin());
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/x-tar");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${snapshot.name}"`);
    const file = path.join(scratch, snapshot.name);
    fs.writeFileSync(file, Buffer.from(await download.arrayBuffer()));
    expect(fs.statSync(file).size).toBe(snapshot.size);
    // A stored file the snapshot holds (the demo catalogue's datasheets), as the site serves it.
    const stored = await firstStoredFile(file);
    const fileBytes = Buffer.from(await (await fetch(`${server.url}${stored.url}`)).arrayBuffer());
    expect(fileBytes.length).toBe(stored.size);

    const audit = await server.call("/admin/audit", asAdmin());
    expect(await audit.text()).toContain("Took a snapshot");

    // Restored into new, empty storage (a fresh data directory, and database on PostgreSQL),
    // then a server started on it.
    let restored: { code: number | null; stdout: string; stderr: string } | undefined;
    const copy = testServer({
      env: { DEMO_DATA: "false" },
      storage: "empty",
      beforeStart: async (storageEnv) => {
        restored = await runRestoreCli([file], storageEnv);
      },
    });
    try {
      await copy.start();
      expect(restored!.stderr).toBe("");
      expect(restored!.code).toBe(0);
      // Every product (inactive ones too, which the public list leaves out).
      expect(restored!.stdout).toMatch(/: \d+ products, \d+ stored files, all present\./);
      await expectSameSite(copy.url, before, HERO, { url: stored.url, bytes: fileBytes });
      // The administrator came along too.
      expect((await copy.login(ADMIN, { ip: "198.51.100.21" })).status).toBe(200);
    } finally {
      await copy.dispose();
    }
  }, 120_000);

  it("restored over the same storage after changes (the operator's case), a deleted product, an edited text and a removed file come back and a later product goes", async () => {
    // Its own server: this test deletes and restores, the file's server keeps its data.
    const site = testServer({ admin: ADMIN, signInFrom: "198.51.100.22" });
    const as = (init: { method?: string; json?: unknown } = {}) => ({ ...init, ip: "198.51.100.22", session: site.session });
    try {
      await site.start();
      const TEXT = "Text as it was at the snapshot 5530";
      expect((await site.call("/api/admin/translations", as({ method: "PUT", json: { key: "home.heroTitle", locale: "en", value: TEXT, version: 0 } }))).status).toBe(200);
      const before = await catalogue(site.url);
      const victim = before.items[0]!.partNumber;
      const { items } = (await (await site.call(`/api/admin/products?q=${encodeURIComponent(victim)}`, as())).json()) as { items: { id: number; partNumber: string }[] };
      const victimId = items.find((item) => item.partNumber === victim)!.id;

      // A file the site had lost before the snapshot: the snapshot names it, the restore says so.
      const mediaDir = path.join(site.storageEnv.DATA_DIR!, "media");
      // A stored file the database names (an upload), not one of an image's renditions (`-w320.webp`).
      const lostBefore = fs.readdirSync(mediaDir).sort().find((name) => !/-w\d{3,4}\.webp$/.test(name))!;
      fs.rmSync(path.join(mediaDir, lostBefore));

      const created = await site.call("/api/admin/backups", as({ method: "POST" }));
      expect(created.status).toBe(201);
      const { name } = (await created.json()) as { name: string };
      const file = path.join(scratch, `same-storage-${name}`);
      fs.writeFileSync(file, Buffer.from(await (await site.call(`/api/admin/backups/${name}`, as())).arrayBuffer()));
      const stored = await firstStoredFile(file);
      const fileBytes = Buffer.from(await (await fetch(`${site.url}${stored.url}`)).arrayBuffer());

      // After the snapshot: a product deleted, the text edited, a product added, and the stored file lost.
      expect((await site.call(`/api/admin/products/${victimId}`, as({ method: "DELETE" }))).status).toBe(204);
      expect((await site.call("/api/admin/translations", as({ method: "PUT", json: { key: "home.heroTitle", locale: "en", value: "Edited after the snapshot", version: 1 } }))).status).toBe(200);
      const later = {
        partNumber: "VT-AFTER-SNAPSHOT-1",
        name: { en: "Added after the snapshot", fr: "Ajouté après la sauvegarde" },
        category: "Relays & Control",
        subcategory: "power-relays",
        applications: ["energy"],
      };
      expect((await site.call("/api/admin/products", as({ method: "POST", json: later }))).status).toBe(201);
      const changed = await catalogue(site.url);
      expect(changed.items.map((item) => item.partNumber)).not.toContain(victim);
      expect(changed.items.map((item) => item.partNumber)).toContain(later.partNumber);
      // The files are on the disk (DATA_DIR/media) on both databases here: one is lost from under the site.
      fs.rmSync(path.join(mediaDir, stored.url.slice("/media/".length)));
      expect((await fetch(`${site.url}${stored.url}`)).status).toBe(404);

      // The operator's steps: stop the server, `npm run restore -- FILE` on its storage, start it.
      await site.stop();
      const restored = await runRestoreCli([file], site.storageEnv);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain(`stored files, all present but 1, which the site had already lost when the snapshot was taken (first: ${lostBefore}).`);
      expect(site.output()).toContain('"event":"backup.missing_files"');
      // PGlite's replaced database is kept aside, never deleted.
      if (!site.storageEnv.DATABASE_URL) expect(restored.stdout).toMatch(/The database that was in DATA_DIR was moved to .*pglite\.before-restore-/);
      await site.restart();

      await expectSameSite(site.url, before, TEXT, { url: stored.url, bytes: fileBytes });
    } finally {
      await site.dispose();
    }
    // Two server starts and a restore.
  }, 180_000);

  it("refuses to restore a file that is not a snapshot, with one sentence, touching nothing", async () => {
    const bogus = path.join(scratch, "not-a-snapshot.tar");
    fs.writeFileSync(bogus, "this is not an archive".repeat(100));
    const target = fs.mkdtempSync(path.join(scratch, "target-"));
    const refused = await runRestoreCli([bogus], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not a readable snapshot: not a valid archive/);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(fs.readdirSync(target)).toEqual([]);
    const usage = await runRestoreCli(["--help"], { DATA_DIR: target });
    expect(usage.code).toBe(2);
  });

  it.skipIf(!process.env.DATABASE_URL)("says in one sentence when psql cannot restore, and exits 1", async () => {
    const [latest] = ((await (await server.call("/api/admin/backups", asAdmin())).json()) as { backups: { name: string }[] }).backups;
    const file = path.join(scratch, latest!.name);
    const nowhere = new URL(server.storageEnv.DATABASE_URL!);
    nowhere.pathname = "/vitrine_no_such_database";
    const refused = await runRestoreCli([file], { ...server.storageEnv, DATABASE_URL: nowhere.toString() });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^The PostgreSQL database could not be restored and was left as it was \(psql failed .*vitrine_no_such_database.*\)\.$/m);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))("will not restore into the data directory of a running server", async () => {
    const [latest] = ((await (await server.call("/api/admin/backups", asAdmin())).json()) as { backups: { name: string }[] }).backups;
    const file = path.join(scratch, latest!.name);
    const refused = await runRestoreCli([file], server.storageEnv);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Another Vitrine process \(pid \d+\) is already using the data directory/);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
