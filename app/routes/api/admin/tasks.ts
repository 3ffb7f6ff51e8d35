import { notFound } from "~/http/errors";
import { json, type RequestArgs } from "~/http/kit.server";
import { createTaskSchema, taskKeys } from "~/tasks/task-schema";
import { createTask, listTasks } from "~/tasks/tasks.server";

const handlers = {
  /** GET /api/admin/tasks: every task by column and position (administrators only). */
  GET: async (call) => Response.json({ items: await listTasks(call.db) }, { headers: { "Cache-Control": "no-store" } }),
  /** POST /api/admin/tasks {title, description?, status?, inquiryId?}: 201 with the task, at the end of its column. */
  POST: async (call) => {
    const input = await call.input(createTaskSchema, { keys: taskKeys });
    const outcome = await createTask(call.db, input, call.actor);
    if (outcome.status === "inquiry_not_found") throw notFound("admin.inbox.errors.notFound", { id: String(input.inquiryId) });
    if (outcome.status !== "ok") throw new Error(`unexpected ${outcome.status}`);
    return Response.json(outcome.task, { status: 201 });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "admin" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "admin" }, handlers);
