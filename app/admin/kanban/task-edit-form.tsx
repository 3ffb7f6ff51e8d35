import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_TASK_DESCRIPTION, MAX_TASK_TITLE } from "~/tasks/task-schema";
import type { KanbanActionResult } from "~/tasks/kanban-action-result";

const input = "mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";

/** The fields of a task, for a new one (no `task`) or a change based on `task.version`. */
export function TaskEditForm({ csrfToken, task, fetcherKey, status }: {
  csrfToken: string;
  task?: { id: number; title: string; description: string; version: number };
  fetcherKey: string;
  status?: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<KanbanActionResult>({ key: fetcherKey });
  const result = fetcher.data;
  const fields = result && !result.ok && "fields" in result ? result.fields : undefined;
  const prefix = task ? `task-${task.id}` : `new-${status}`;
  const form = useRef<HTMLFormElement>(null);
  // A new task's form empties once the task is added; a change's form is replaced with the new version.
  useEffect(() => {
    if (!task && fetcher.state === "idle" && result?.ok) form.current?.reset();
  }, [task, fetcher.state, result]);
  return (
    <fetcher.Form method="post" ref={form} className="space-y-2">
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="intent" value={task ? "update" : "create"} />
      {task ? (
        <>
          <input type="hidden" name="id" value={task.id} />
          <input type="hidden" name="version" value={task.version} />
        </>
      ) : (
        <input type="hidden" name="status" value={status} />
      )}
      <label className="block text-sm font-medium text-slate-700" htmlFor={`${prefix}-title`}>
        {t("admin.kanban.title")}
      </label>
      <input
        id={`${prefix}-title`}
        name="title"
        required
        maxLength={MAX_TASK_TITLE}
        defaultValue={task?.title ?? ""}
        aria-invalid={fields?.title ? true : undefined}
        aria-describedby={fields?.title ? `${prefix}-title-error` : undefined}
        className={input}
      />
      {fields?.title ? <p id={`${prefix}-title-error`} className="text-sm text-red-800">{fields.title}</p> : null}
      <label className="block text-sm font-medium text-slate-700" htmlFor={`${prefix}-description`}>
        {t("admin.kanban.description")} <span className="font-normal text-slate-500">{t("admin.kanban.optional")}</span>
      </label>
      <textarea
        id={`${prefix}-description`}
        name="description"
        rows={3}
        maxLength={MAX_TASK_DESCRIPTION}
        defaultValue={task?.description ?? ""}
        className={input}
      />
      {fields?.description ? <p className="text-sm text-red-800">{fields.description}</p> : null}
      <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
        {task ? t("admin.kanban.save") : t("admin.kanban.add")}
      </button>
    </fetcher.Form>
  );
}
