import { describe, expect, it } from "vitest";
import { runAdminCli, serverForFile } from "../support/server";

// `npm run admin -- ...` against the database of a server that ran once (ADMIN_* made "boss").
const BOSS = { username: "boss", password: "correct horse battery" };
const server = serverForFile({ env: { DEMO_DATA: "false" }, storage: "empty", admin: BOSS });
const { call, login, signIn } = server;
const cli = (args: string[], stdin: string) => runAdminCli(args, server.storageEnv, stdin);

describe("npm run admin", () => {
  it("refuses to open the embedded database while the server runs, with one clear sentence", async () => {
    if (server.storageEnv.DATABASE_URL) return; // the lock is PGlite's concern
    const result = await cli(["create", "nadia"], "a long enough password\n");
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Another Vitrine process \(pid \d+\) is already using the data directory/);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("creates administrators and editors, and changes passwords, once the server is stopped", async () => {
    await server.stop();
    const created = await cli(["create", "Nadia", "--role", "editor"], "nadia's long password\n");
    expect(created).toMatchObject({ code: 0, stdout: "Created the editor nadia.\n" });
    expect(await cli(["create", "omar"], "omar's long password\n")).toMatchObject({ code: 0, stdout: "Created the admin omar.\n" });

    const duplicate = await cli(["create", "NADIA"], "another long password\n");
    expect(duplicate).toMatchObject({ code: 1, stderr: "An administrator named nadia already exists.\n" });
    const short = await cli(["create", "karim"], "short\n");
    expect(short).toMatchObject({ code: 1, stderr: "The password must be at least 12 characters long.\n" });
    const unknown = await cli(["password", "ghost"], "a long enough password\n");
    expect(unknown).toMatchObject({ code: 1, stderr: "There is no administrator named ghost.\n" });
    for (const args of [[], ["create"], ["delete", "boss"], ["create", "x", "--role", "owner"]]) {
      const usage = await cli(args, "");
      expect(usage.code, args.join(" ")).toBe(2);
      expect(usage.stderr).toContain("npm run admin -- create NAME");
    }
    expect(await cli(["password", "boss"], "the new boss password\n")).toMatchObject({ code: 0 });

    await server.restart({ DEMO_DATA: "false" });
    expect((await login(BOSS, { ip: "192.0.2.50" })).status).toBe(401);
    expect((await login({ username: "boss", password: "the new boss password" }, { ip: "192.0.2.50" })).status).toBe(200);
    expect((await login({ username: "omar", password: "omar's long password" }, { ip: "192.0.2.50" })).status).toBe(200);
    // Ten command runs, each opening the database: well over the default 30 s on a busy machine.
  }, 120_000);

  it("gives editors the catalogue and content, not settings, the audit log or the task board", async () => {
    const editor = await signIn("192.0.2.51", { username: "nadia", password: "nadia's long password" });
    for (const path of ["/admin", "/admin/categories", "/admin/inquiries", "/admin/products/new", "/admin/translations"]) {
      expect((await call(path, { headers: { Cookie: editor.cookie } })).status, path).toBe(200);
    }
    for (const path of ["/admin/settings", "/admin/audit", "/kanban"]) {
      const response = await call(path, { headers: { Cookie: editor.cookie } });
      expect(response.status, path).toBe(403);
      expect(await response.text()).toContain("Your account does not have access to this screen.");
    }
    const html = await (await call("/admin", { headers: { Cookie: editor.cookie } })).text();
    expect(html).toContain(">Translations<");
    expect(html).not.toContain(">Settings<");
    expect(html).not.toContain(">Audit log<");
  });

  it("leaves its changes in the audit log", async () => {
    const admin = await signIn("192.0.2.52", { username: "omar", password: "omar's long password" });
    const html = await (await call("/admin/audit", { headers: { Cookie: admin.cookie } })).text();
    expect(html).toMatch(/data-action="admin_user.create">.*?cli.*?Created an administrator/);
    expect(html).toMatch(/data-action="admin_user.password_change">.*?cli/);
    expect(html).toMatch(/data-action="admin_user.create">.*?ADMIN_USERNAME/);
  });
});
