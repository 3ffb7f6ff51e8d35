import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBucket, type TestBucket } from "../support/s3-bucket";
import { cookiePair, runFailingServer, type ServerProcess, startServerProcess } from "../support/server";
import { startTestPostgres, type TestPostgres } from "../support/throwaway-postgres";

// Two server processes on one PostgreSQL and one S3 bucket (issue 11), each with its own
// DATA_DIR: a content change on one reaches the other's page cache through LISTEN/NOTIFY, a file
// uploaded to one is served by the other from the bucket, and the sign-in limit counts across
// both. PostgreSQL is DATABASE_URL's server when the suite runs on one (.ci/run), else a
// throwaway cluster of PostgreSQL 15; the bucket is an s3rver this file starts.
const ADMIN = { username: "two-sites", password: "a long enough password" };
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const canRun = Boolean(process.env.DATABASE_URL) || fs.existsSync(path.join(PG_BIN, "initdb"));
if (!canRun) console.warn(`multi-process.test.ts skipped: set DATABASE_URL (or install PostgreSQL 15 in ${PG_BIN}) to run two processes on PostgreSQL.`);

let postgres: TestPostgres;
let bucket: TestBucket;
let a: ServerProcess;
let b: ServerProcess;
const dirs: string[] = [];

const serverEnv = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-multi-"));
  dirs.push(dir);
  return { DATABASE_URL: postgres.url, DATA_DIR: dir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, WEB_CONCURRENCY: "1", ...bucket.env };
};

beforeAll(async () => {
  if (!canRun) return;
  postgres = await startTestPostgres();
  bucket = await startTestBucket();
  a = await startServerProcess(serverEnv());
  b = await startServerProcess(serverEnv());
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await postgres?.stop();
  await bucket?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Signs the administrator in on `server` (from an address of its own) for the admin API. */
async function signIn(server: ServerProcess, ip: string) {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { cookie: cookiePair(login.headers.get("set-cookie")), csrfToken };
}

const pageOf = async (server: ServerProcess, pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`);
  return { cache: response.headers.get("x-page-cache"), body: await response.text() };
};

describe.runIf(canRun)("two processes on one PostgreSQL and one bucket", () => {
  it("shows a settings change made on one on the other's cached home page within 5 s", async () => {
    // B's home page is cached before the change.
    const deadline = Date.now() + 10_000;
    while ((await pageOf(b, "/")).cache !== "hit" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await pageOf(b, "/")).cache).toBe("hit");

    const { cookie, csrfToken } = await signIn(a, "198.51.100.101");
    const current = (await (await fetch(`${a.url}/api/admin/settings`, { headers: { Cookie: cookie } })).json()) as Record<string, unknown>;
    const { logoUrl: _l, faviconUrl: _f, ...values } = current;
    const saved = await fetch(`${a.url}/api/admin/settings`, {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/json", "X-CSRF-Token": csrfToken },
      body: JSON.stringify({ ...values, phone: "+212 522 11 22 33" }),
    });
    expect(saved.status).toBe(200);

    // Without a notification B would keep its page for five minutes.
    let seen = false;
    for (const until = Date.now() + 5_000; !seen && Date.now() < until; ) {
      seen = (await pageOf(b, "/")).body.includes("+212 522 11 22 33");
      if (!seen) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toBe(true);
  });

  it("serves on one an image uploaded to the other, from the bucket", async () => {
    const { cookie, csrfToken } = await signIn(a, "198.51.100.102");
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(png)]), "pump.png");
    const uploaded = await fetch(`${a.url}/api/admin/media`, { method: "POST", headers: { Cookie: cookie, "X-CSRF-Token": csrfToken }, body: form });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };

    const key = url.replace("/media/", "");
    expect(await bucket.list()).toContain(`media/${key}`);
    const onA = Buffer.from(await (await fetch(`${a.url}${url}`)).arrayBuffer());
    const fromB = await fetch(`${b.url}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await fromB.arrayBuffer()).equals(onA)).toBe(true);
    // Neither process wrote it to its own disk.
    for (const dir of dirs) expect(fs.existsSync(path.join(dir, "media", key))).toBe(false);
  });

  it("ends 12 failed sign-ins from one address, spread over both, in 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? a : b;
      // A new name each time: only the per-address limit (10 a minute) is at stake.
      const response = await fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.77" },
        body: JSON.stringify({ username: `guess-${i}`, password: "not the password" }),
      });
      statuses.push(response.status);
    }
    // Each process alone has seen six: counted apart, none would be refused.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it("checks at most 10 of 40 parallel wrong passwords from one address spread over both processes", async () => {
    // Counted before the password is verified, atomically in PostgreSQL (audit 31): parallel
    // guesses cannot all pass a check made while none of them was counted yet.
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? a : b).url}/api/admin/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.78" },
          body: JSON.stringify({ username: `parallel-${i}`, password: "not the password" }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});

// One server started with WEB_CONCURRENCY=2: a primary and two workers on one port.
describe.runIf(canRun)("one site in two processes (WEB_CONCURRENCY=2)", () => {
  const clusterEnv = () => ({ ...serverEnv(), WEB_CONCURRENCY: "2", SHUTDOWN_DELAY_SECONDS: "0" });
  /** The pids of the workers that said they listen, from the JSON log lines. */
  const listeningPids = (output: string) =>
    output
      .split("\n")
      .filter((line) => line.includes('"event":"listening"'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid);
  const until = async (check: () => boolean, what: string, ms = 60_000) => {
    for (const end = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 100))) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    }
  };

  it("serves from both workers, starts another when one dies, and stops on SIGTERM", { timeout: 120_000 }, async () => {
    const site = await startServerProcess(clusterEnv());
    try {
      await until(() => listeningPids(site.output()).length === 2, "two workers");
      expect(site.output()).toContain("Starting 2 processes (WEB_CONCURRENCY).");
      expect((await fetch(`${site.url}/`)).status).toBe(200);

      const [first] = listeningPids(site.output());
      process.kill(first!, "SIGKILL");
      await until(() => listeningPids(site.output()).length === 3, "a worker in place of the one killed");
      expect(site.output()).toMatch(new RegExp(`Worker ${first} ended \\(SIGKILL\\): starting another in 1 s\\.`));
      const statuses = await Promise.all(Array.from({ length: 6 }, () => fetch(`${site.url}/products`).then((r) => r.status)));
      expect(statuses).toEqual(Array(6).fill(200));
    } finally {
      site.signal("SIGTERM");
    }
    expect(await site.exited).toBe(0);
  });

  it("stops with exit code 1 and the worker's sentence when the port is taken, instead of starting workers forever", { timeout: 120_000 }, async () => {
    const taken = net.createServer().listen(0, "127.0.0.1");
    await once(taken, "listening");
    const { port } = taken.address() as net.AddressInfo;
    try {
      const result = await runFailingServer({ ...clusterEnv(), PORT: String(port) });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Port ${port} is already in use: stop what uses it or set PORT to another port.`);
      expect(result.stdout).toContain("A worker could not start (see its message above): stopping.");
    } finally {
      taken.close();
    }
  });
});
