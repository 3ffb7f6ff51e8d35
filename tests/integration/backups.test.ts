import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTarIndex } from "~/backups/tar-archive.server";
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
    const snapshot = (await created.json()) as { name: string; size: number };
    expect(snapshot.name).toMatch(/^vitrine-\d{8}T\d{6}Z-(pglite|postgres)\.tar$/);
    expect(await reading).toEqual(Array(10).fill(200));

    const list = (await (await server.call("/api/admin/backups", asAdmin())).json()) as { backups: { name: string; size: number }[] };
    expect(list.backups[0]).toMatchObject({ name: snapshot.name, size: snapshot.size });
    const download = await server.call(`/api/admin/backups/${snapshot.name}`, asAdmin());
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/x-tar");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${snapshot.name}"`);
    const file = path.join(scratch, snapshot.name);
    fs.writeFileSync(file, Buffer.from(await download.arrayBuffer()));
    expect(fs.statSync(file).size).toBe(snapshot.size);
    // A stored file the snapshot holds (the demo catalogue's datasheets), as the site serves it.
    const archive = await fs.promises.open(file, "r");
    const mediaEntry = (await readTarIndex(archive)).find((entry) => entry.name.startsWith("media/"))!;
    await archive.close();
    const fileUrl = `/media/${mediaEntry.name.slice("media/".length)}`;
    const fileBytes = Buffer.from(await (await fetch(`${server.url}${fileUrl}`)).arrayBuffer());
    expect(fileBytes.length).toBe(mediaEntry.size);

    const audit = await server.call("/admin/audit", asAdmin());
    expect(await audit.text()).toContain("Took a snapshot");

    // Restored into new, empty storage (a fresh data directory, and database on PostgreSQL),
    // then a server started on it.
    let restored: { code: number | null; stdout: string; stderr: string } | undefined;
    const copy = testServer({
      env: { DEMO_DATA: "false" },
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
      const after = await catalogue(copy.url);
      expect(after.total).toBe(before.total);
      expect(after.items.map((item) => item.partNumber).sort()).toEqual(before.items.map((item) => item.partNumber).sort());
      expect(await (await fetch(`${copy.url}/`)).text()).toContain(HERO);
      const copied = await fetch(`${copy.url}${fileUrl}`);
      expect(copied.status).toBe(200);
      expect(Buffer.from(await copied.arrayBuffer()).equals(fileBytes)).toBe(true);
      // The administrator came along too.
      expect((await copy.login(ADMIN, { ip: "198.51.100.21" })).status).toBe(200);
    } finally {
      await copy.dispose();
    }
  });

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

  it.skipIf(Boolean(process.env.DATABASE_URL))("will not restore into the data directory of a running server", async () => {
    const [latest] = ((await (await server.call("/api/admin/backups", asAdmin())).json()) as { backups: { name: string }[] }).backups;
    const file = path.join(scratch, latest!.name);
    const refused = await runRestoreCli([file], server.storageEnv);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Another Vitrine process \(pid \d+\) is already using the data directory/);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
