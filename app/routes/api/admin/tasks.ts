import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { adminApi, readApiInput } from "~/http/admin-api.server";
import { taskFieldMessage } from "~/tasks/task-messages";
import { createTaskSchema } from "~/tasks/task-schema";
import { createTask, listTasks } from "~/tasks/tasks.server";
import type { Route } from "./+types/tasks";

/** GET /api/admin/tasks: every task by column and position (administrators only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await adminApi(request, context, { role: "admin" });
  return Response.json({ items: await listTasks(db) }, { headers: { "Cache-Control": "no-store" } });
}

/** POST /api/admin/tasks {title, description?, status?, inquiryId?}: 201 with the task, at the end of its column. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, by } = await adminApi(request, context, { role: "admin" });
  if (request.method !== "POST") return methodNotAllowed(t, "GET, POST");
  const input = await readApiInput(request, createTaskSchema, t, (field, problem) => taskFieldMessage(t, field, problem));
  if (!input.ok) return input.response;
  const outcome = await createTask(db, input.value, by);
  if (outcome.status === "inquiry_not_found") {
    return apiError(404, "not_found", t("admin.inbox.errors.notFound", { id: String(input.value.inquiryId) }));
  }
  if (outcome.status !== "ok") throw new Error(`unexpected ${outcome.status}`);
  return Response.json(outcome.task, { status: 201 });
}
