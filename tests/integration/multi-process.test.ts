import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../support/server";
import { startTestPostgres, type TestPostgres } from "../support/throwaway-postgres";

// Two server processes on one PostgreSQL (issue 11): a content change on one reaches the other's
// page cache through LISTEN/NOTIFY.
const ADMIN = { username: "two-sites", password: "a long enough password" };
let postgres: TestPostgres;
let a: ServerProcess;
let b: ServerProcess;
const dirs: string[] = [];

const serverEnv = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-multi-"));
  dirs.push(dir);
  return { DATABASE_URL: postgres.url, DATA_DIR: dir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, WEB_CONCURRENCY: "1" };
};

beforeAll(async () => {
  postgres = await startTestPostgres();
  a = await startServerProcess(serverEnv());
  b = await startServerProcess(serverEnv());
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await postgres?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const pageOf = async (server: ServerProcess, pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`);
  return { cache: response.headers.get("x-page-cache"), body: await response.text() };
};

describe("two processes on one PostgreSQL", () => {
  it("shows a settings change made on one on the other's cached home page within 5 s", async () => {
    // B's home page is cached before the change.
    const deadline = Date.now() + 10_000;
    while ((await pageOf(b, "/")).cache !== "hit" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await pageOf(b, "/")).cache).toBe("hit");

    const login = await fetch(`${a.url}/api/admin/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const { csrfToken } = (await login.json()) as { csrfToken: string };
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
});
