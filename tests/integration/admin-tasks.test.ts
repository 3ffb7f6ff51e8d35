import { beforeAll, describe, expect, it } from "vitest";
import { type CallInit, errorOf, type HttpSession, serverForFile } from "../support/server";

const server = serverForFile({ env: { DEMO_DATA: "false" }, storage: "empty", admin: { username: "boss", password: "correct horse battery" }, signInFrom: "192.0.2.10" });
const { call } = server;
// Two administrators at work at once: two sessions, each with its own token.
let second: HttpSession;
beforeAll(async () => {
  second = await server.signIn("192.0.2.11");
});

interface Task {
  id: number;
  title: string;
  description: string;
  status: string;
  position: number;
  version: number;
}

/** A call as the first administrator (the second if given). */
const api = (path: string, init: CallInit = {}) => call(path, { session: server.session, ...init });
const create = async (fields: Record<string, unknown>) => {
  const response = await api("/api/admin/tasks", { method: "POST", json: fields });
  expect(response.status).toBe(201);
  return (await response.json()) as Task;
};
const list = async () => ((await (await api("/api/admin/tasks")).json()) as { items: Task[] }).items;
const column = async (status: string) => (await list()).filter((t) => t.status === status).map((t) => t.title);

describe("task board calls (/api/admin/tasks)", () => {
  it("refuses empty and over-long titles and descriptions with the field named, in the request's language; nothing is created", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, "title", "Enter a title."],
      [{ title: "   " }, "title", "Enter a title."],
      [{ title: "x".repeat(201) }, "title", "The title can hold at most 200 characters."],
      [{ title: "ok", description: "d".repeat(5001) }, "description", "The description can hold at most 5000 characters."],
    ];
    for (const [body, field, message] of cases) {
      const response = await api("/api/admin/tasks", { method: "POST", json: body });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("invalid_input");
      expect(error.fields).toEqual({ [field]: message });
    }
    const french = await api("/api/admin/tasks", { method: "POST", json: { title: "" }, lang: "fr" });
    expect((await errorOf(french)).fields).toEqual({ title: "Saisissez un titre." });
    expect(await list()).toEqual([]);
    // 200 characters is allowed.
    expect((await create({ title: "y".repeat(200) })).title).toHaveLength(200);
  });

  it("two administrators editing the same task: the stale save gets 409 with the current task, nothing is lost", async () => {
    const task = await create({ title: "Call the customer", description: "" });
    expect(task.version).toBe(1);
    const a = await api(`/api/admin/tasks/${task.id}`, { method: "PATCH", json: { version: 1, title: "Call Amina" } });
    expect(a.status).toBe(200);
    expect(((await a.json()) as Task).version).toBe(2);

    const b = await api(`/api/admin/tasks/${task.id}`, {
      method: "PATCH",
      session: second,
      json: { version: 1, description: "Quote sent on Monday" },
    });
    expect(b.status).toBe(409);
    const conflict = (await b.json()) as { error: { code: string; message: string; current: Task; yours: Partial<Task> } };
    expect(conflict.error.code).toBe("conflict");
    expect(conflict.error.message).toMatch(/Another administrator changed this task/);
    expect(conflict.error.current).toMatchObject({ title: "Call Amina", version: 2 });
    expect(conflict.error.yours).toMatchObject({ version: 1 });
    // The first save stands; the second, sent again on the current version, adds to it.
    expect((await list()).find((t) => t.id === task.id)).toMatchObject({ title: "Call Amina", description: "" });
    const retry = await api(`/api/admin/tasks/${task.id}`, {
      method: "PATCH",
      session: second,
      json: { version: 2, description: "Quote sent on Monday" },
    });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ title: "Call Amina", description: "Quote sent on Monday", version: 3 });
  });

  it("moves within and between columns; positions are renumbered and kept", async () => {
    for (const title of ["A", "B", "C"]) await create({ title, status: "in_review" });
    const tasks = await list();
    const c = tasks.find((t) => t.title === "C")!;
    const up = await api(`/api/admin/tasks/${c.id}`, { method: "PATCH", json: { version: c.version, position: 0 } });
    expect(up.status).toBe(200);
    expect(await column("in_review")).toEqual(["C", "A", "B"]);
    const a = (await list()).find((t) => t.title === "A")!;
    const across = await api(`/api/admin/tasks/${a.id}`, { method: "PATCH", json: { version: a.version, status: "completed", position: 0 } });
    expect(across.status).toBe(200);
    expect(await column("in_review")).toEqual(["C", "B"]);
    expect(await column("completed")).toEqual(["A"]);
    expect((await list()).filter((t) => t.status === "in_review").map((t) => t.position)).toEqual([0, 1]);
  });

  it("answers 404 for an unknown task, 403 for a change without the token, 401 without a session", async () => {
    for (const init of [{ method: "PATCH", json: { version: 1, title: "x" } }, { method: "DELETE" }]) {
      const response = await api("/api/admin/tasks/999999", init);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe("There is no task 999999: it may have been deleted.");
    }
    const task = await create({ title: "Guarded" });
    const noToken = await api(`/api/admin/tasks/${task.id}`, { method: "PATCH", json: { version: 1, title: "Hacked" }, csrf: false });
    expect(noToken.status).toBe(403);
    const noSession = await call(`/api/admin/tasks/${task.id}`, { method: "DELETE" });
    expect(noSession.status).toBe(401);
    expect((await list()).find((t) => t.id === task.id)?.title).toBe("Guarded");
    expect((await api(`/api/admin/tasks/${task.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await list()).some((t) => t.id === task.id)).toBe(false);
  });

  it("the board's forms work without JavaScript, refuse an empty title in place, and every write is audited", async () => {
    const post = (fields: Record<string, string>) =>
      call("/kanban", {
        method: "POST",
        headers: { Cookie: server.session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken: server.session.status.csrfToken!, ...fields }).toString(),
      });
    const empty = await post({ intent: "create", title: " ", status: "in_progress" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter a title.");
    const noToken = await call("/kanban", {
      method: "POST",
      headers: { Cookie: server.session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "create", title: "No token" }).toString(),
    });
    expect(noToken.status).toBe(403);
    const made = await post({ intent: "create", title: "Made by a form", status: "in_progress" });
    expect(made.status).toBe(200);
    const task = (await list()).find((t) => t.title === "Made by a form")!;
    const moved = await post({ intent: "move", id: String(task.id), version: String(task.version), status: "completed", position: "0" });
    expect(moved.status).toBe(200);
    expect((await column("completed"))[0]).toBe("Made by a form");
    const audit = await (await api("/admin/audit")).text();
    for (const action of ["task.create", "task.update", "task.move", "task.delete"]) expect(audit).toContain(`data-action="${action}"`);
  });
});
