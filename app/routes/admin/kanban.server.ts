import { data } from "react-router";
import type { z } from "zod";
import type { AdminActor } from "~/audit/admin-actor.server";
import type { Database } from "~/db/client.server";
import { page, type RequestArgs } from "~/http/kit.server";
import { fieldMessages, zodFieldProblems } from "~/i18n/field-messages";
import type { KanbanActionResult } from "~/tasks/kanban-action-result";
import { createTaskSchema, taskIdSchema, taskKeys, updateTaskSchema } from "~/tasks/task-schema";
import { createTask, deleteTask, updateTask } from "~/tasks/tasks.server";

type T = (key: string, vars?: Record<string, string | number>) => string;

function invalid(intent: string, error: z.ZodError, t: T, taskId?: number) {
  const fields = fieldMessages(t, zodFieldProblems(error, taskKeys));
  return data<KanbanActionResult>({ intent, ok: false, message: Object.values(fields)[0] ?? t(taskKeys.invalid), fields, taskId }, { status: 400 });
}

/** The board's form posts (intent create, update, move, delete): the same domain calls as the API. */
export const kanbanPageAction = (args: RequestArgs) =>
  page(args, { access: "admin" }, async (call) => {
    const { db, actor: by, t } = call;
    return runKanbanPageAction(await call.formData(), { db, by, t });
  });

async function runKanbanPageAction(form: FormData, { db, by, t }: { db: Database; by: AdminActor; t: T }) {
  const intent = String(form.get("intent") ?? "");
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  if (intent === "create") {
    const parsed = createTaskSchema.safeParse({ title: values.title ?? "", description: values.description ?? "", status: values.status || undefined });
    if (!parsed.success) return invalid(intent, parsed.error, t);
    const outcome = await createTask(db, parsed.data, by);
    if (outcome.status !== "ok") throw data(null, { status: 404 });
    return data<KanbanActionResult>({ intent, ok: true, message: t("admin.kanban.created", { title: outcome.task.title }), taskId: outcome.task.id });
  }
  const id = taskIdSchema.safeParse(values.id);
  if (!id.success) throw data(null, { status: 404 });
  const notFound = () =>
    data<KanbanActionResult>({ intent, ok: false, message: t("admin.kanban.errors.notFound", { id: id.data }), taskId: id.data }, { status: 404 });
  if (intent === "delete") {
    return (await deleteTask(db, id.data, by)) ? data<KanbanActionResult>({ intent, ok: true, message: t("admin.kanban.deleted") }) : notFound();
  }
  if (intent !== "update" && intent !== "move") throw data(null, { status: 400 });
  const input =
    intent === "move"
      ? { version: values.version, status: values.status, position: values.position }
      : { version: values.version, title: values.title ?? "", description: values.description ?? "" };
  const parsed = updateTaskSchema.safeParse(input);
  if (!parsed.success) return invalid(intent, parsed.error, t, id.data);
  const outcome = await updateTask(db, id.data, parsed.data, by);
  if (outcome.status === "not_found" || outcome.status === "inquiry_not_found") return notFound();
  if (outcome.status === "conflict") {
    const mine = intent === "update" ? { title: parsed.data.title, description: parsed.data.description } : {};
    return data<KanbanActionResult>(
      { intent, ok: false, conflict: { current: outcome.current, mine }, message: t("admin.kanban.conflict.message"), taskId: id.data },
      { status: 409 },
    );
  }
  return data<KanbanActionResult>({ intent, ok: true, message: intent === "update" ? t("admin.kanban.saved") : "", taskId: id.data });
}
