import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { adminApi, readApiInput, routeId } from "~/http/admin-api.server";
import { taskFieldMessage } from "~/tasks/task-messages";
import { updateTaskSchema } from "~/tasks/task-schema";
import { deleteTask, updateTask } from "~/tasks/tasks.server";
import type { Route } from "./+types/task";

const notFound = (t: (key: string, vars?: Record<string, string>) => string, id: string) =>
  apiError(404, "not_found", t("admin.kanban.errors.notFound", { id }));

/**
 * PATCH /api/admin/tasks/{id} {version, title?, description?, status?, position?}: 200 with the
 * task (its version bumped); 409 `conflict` with `current` when `version` is stale.
 * DELETE: 204.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, t, by } = await adminApi(request, context, { role: "admin" });
  const id = routeId(params.id);
  if (request.method === "DELETE") {
    const deleted = id !== undefined && (await deleteTask(db, id, by));
    return deleted ? new Response(null, { status: 204 }) : notFound(t, params.id);
  }
  if (request.method !== "PATCH") return methodNotAllowed(t, "PATCH, DELETE");
  const input = await readApiInput(request, updateTaskSchema, t, (field, problem) => taskFieldMessage(t, field, problem));
  if (!input.ok) return input.response;
  const outcome = id === undefined ? ({ status: "not_found" } as const) : await updateTask(db, id, input.value, by);
  if (outcome.status === "ok") return Response.json(outcome.task);
  if (outcome.status === "conflict") {
    return Response.json(
      { error: { code: "conflict", message: t("admin.kanban.conflict.message") }, current: outcome.current },
      { status: 409 },
    );
  }
  return notFound(t, params.id);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = await adminApi(request, context, { role: "admin" });
  return methodNotAllowed(t, "PATCH, DELETE");
}
