import { conflict, notFound } from "~/http/errors";
import { type Call, json, type RequestArgs, routeId } from "~/http/kit.server";
import { taskKeys, updateTaskSchema } from "~/tasks/task-schema";
import { deleteTask, updateTask } from "~/tasks/tasks.server";

const taskId = (call: Call) => routeId(call.params.id, missing(call));
const missing = (call: Call) => notFound("admin.kanban.errors.notFound", { id: call.params.id ?? "" });

const handlers = {
  /**
   * PATCH /api/admin/tasks/{id} {version, title?, description?, status?, position?}: 200 with the
   * task (its version bumped); 409 `conflict` with `current` and `yours` when `version` is stale.
   */
  PATCH: async (call) => {
    const id = taskId(call);
    const input = await call.input(updateTaskSchema, { keys: taskKeys });
    const outcome = await updateTask(call.db, id, input, call.actor);
    if (outcome.status === "ok") return Response.json(outcome.task);
    if (outcome.status === "conflict") throw conflict("admin.kanban.conflict.message", { current: outcome.current, yours: input });
    throw missing(call);
  },
  /** DELETE: 204. */
  DELETE: async (call) => {
    if (!(await deleteTask(call.db, taskId(call), call.actor))) throw missing(call);
    return new Response(null, { status: 204 });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "admin" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "admin" }, handlers);
