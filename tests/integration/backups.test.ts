import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminHttp, type HttpSession } from "../support/admin-http";
import { root } from "../support/paths";
import { createServerStorage, type ServerProcess, type ServerStorage, startServerProcess } from "../support/server";

// Online snapshots end to end, on the database the suite runs on (PGlite, or PostgreSQL when
// DATABASE_URL is set): a snapshot taken while the built server runs, downloaded, restored with
// `npm run restore` into new storage, and a server started on it shows the same catalogue,
// texts and files.
const PASSWORD = "Backup-Restore-Test-77";
const HERO = "Snapshot hero title 4821";
let storage: ServerStorage;
let server: ServerProcess;
let session: HttpSession;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-backup-test-"));
const http = adminHttp(() => server.url);

function runRestore(file: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(process.execPath, [path.join(root, "build/server/index.js"), "restore", file], {
    cwd: root,
    env: { ...rest, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

async function catalogue(url: string) {
  const response = await fetch(`${url}/api/products?limit=100&sort=part`);
  return (await response.json()) as { total: number; items: { partNumber: string; image: string | null }[] };
}

beforeAll(async () => {
  storage = await createServerStorage();
  server = await startServerProcess({ ...storage.env, ADMIN_USERNAME: "keeper", ADMIN_PASSWORD: PASSWORD });
  session = await http.signIn("keeper", PASSWORD, "198.51.100.20");
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await storage?.dispose();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const asAdmin = (init: RequestInit = {}) => ({
  ...init,
  ip: "198.51.100.20",
  headers: { Cookie: session.cookie, "X-CSRF-Token": session.status.csrfToken!, ...(init.headers as Record<string, string>) },
});

describe("online backups", () => {
  it("refuses strangers and changes without the anti-forgery token", async () => {
    expect((await http.call("/api/admin/backups", { method: "POST" })).status).toBe(401);
    expect((await http.call("/api/admin/backups")).status).toBe(401);
    const noToken = await http.call("/api/admin/backups", { method: "POST", headers: { Cookie: session.cookie } });
    expect(noToken.status).toBe(403);
    const unknown = await http.call("/api/admin/backups/vitrine-20200101T000000Z-pglite.tar", asAdmin());
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("not_found");
    const smuggled = await http.call(`/api/admin/backups/${encodeURIComponent("../vitrine.lock")}`, asAdmin());
    expect(smuggled.status).toBe(404);
    expect((await http.call("/api/admin/backups", asAdmin({ method: "DELETE" }))).status).toBe(405);
  });

  it("snapshots the running site, downloads it, and `npm run restore` gives a site with the same products, texts and files", async () => {
    const text = await http.call(
      "/api/admin/translations",
      asAdmin({ method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ key: "home.heroTitle", locale: "en", value: HERO, version: 0 }) }),
    );
    expect(text.status).toBe(200);
    const before = await catalogue(server.url);
    expect(before.total).toBeGreaterThan(0);
    const imageUrl = before.items.find((item) => item.image)!.image!;
    const imageBytes = Buffer.from(await (await fetch(`${server.url}${imageUrl}`)).arrayBuffer());

    // Taken while visitors keep reading pages.
    const reading = Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}/products`).then((r) => r.status)));
    const created = await http.call("/api/admin/backups", asAdmin({ method: "POST" }));
    expect(created.status).toBe(201);
    const snapshot = (await created.json()) as { name: string; size: number };
    expect(snapshot.name).toMatch(/^vitrine-\d{8}T\d{6}Z-(pglite|postgres)\.tar$/);
    expect(snapshot.size).toBeGreaterThan(imageBytes.length);
    expect(await reading).toEqual(Array(10).fill(200));

    const list = (await (await http.call("/api/admin/backups", asAdmin())).json()) as { backups: { name: string; size: number }[] };
    expect(list.backups[0]).toMatchObject({ name: snapshot.name, size: snapshot.size });
    const download = await http.call(`/api/admin/backups/${snapshot.name}`, asAdmin());
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/x-tar");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${snapshot.name}"`);
    const file = path.join(scratch, snapshot.name);
    fs.writeFileSync(file, Buffer.from(await download.arrayBuffer()));
    expect(fs.statSync(file).size).toBe(snapshot.size);

    const audit = await http.call("/admin/audit", asAdmin());
    expect(await audit.text()).toContain("Took a snapshot");

    // Restored into new, empty storage (a fresh data directory, and database on PostgreSQL).
    const target = await createServerStorage();
    try {
      const restored = await runRestore(file, target.env);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain(`${before.total} products`);
      const copy = await startServerProcess({ ...target.env, DEMO_DATA: "false" });
      try {
        const after = await catalogue(copy.url);
        expect(after.total).toBe(before.total);
        expect(after.items.map((item) => item.partNumber)).toEqual(before.items.map((item) => item.partNumber));
        expect(await (await fetch(`${copy.url}/`)).text()).toContain(HERO);
        const copied = await fetch(`${copy.url}${imageUrl}`);
        expect(copied.status).toBe(200);
        expect(Buffer.from(await copied.arrayBuffer()).equals(imageBytes)).toBe(true);
        // The administrator came along too.
        expect((await adminHttp(() => copy.url).login({ username: "keeper", password: PASSWORD }, { ip: "198.51.100.21" })).status).toBe(200);
      } finally {
        await copy.stop();
      }
    } finally {
      await target.dispose();
    }
  });

  it("refuses to restore a file that is not a snapshot, or a PGlite one into PostgreSQL, with one sentence", async () => {
    const bogus = path.join(scratch, "not-a-snapshot.tar");
    fs.writeFileSync(bogus, "this is not an archive".repeat(100));
    const target = await createServerStorage();
    try {
      const refused = await runRestore(bogus, target.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is not a readable snapshot: not a valid archive/);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
      const usage = await runRestore("--help", target.env);
      expect(usage.code).toBe(2);
    } finally {
      await target.dispose();
    }
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))("will not restore into the data directory of a running server", async () => {
    const [latest] = ((await (await http.call("/api/admin/backups", asAdmin())).json()) as { backups: { name: string }[] }).backups;
    const file = path.join(scratch, latest!.name);
    const refused = await runRestore(file, storage.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Another Vitrine process \(pid \d+\) is already using the data directory/);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
