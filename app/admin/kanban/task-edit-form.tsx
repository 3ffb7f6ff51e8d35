import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_TASK_DESCRIPTION, MAX_TASK_TITLE } from "~/tasks/task-schema";
import type { KanbanActionResult } from "~/tasks/kanban-action-result";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { buttonClass } from "~/components/ui/button";

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
      <Field id={`${prefix}-title`} label={t("admin.kanban.title")} error={fields?.title}>
        <Input name="title" required maxLength={MAX_TASK_TITLE} defaultValue={task?.title ?? ""} />
      </Field>
      <Field
        id={`${prefix}-description`}
        label={<>{t("admin.kanban.description")} <span className="font-normal text-slate-500">{t("admin.kanban.optional")}</span></>}
        error={fields?.description}
      >
        <Textarea name="description" rows={3} maxLength={MAX_TASK_DESCRIPTION} defaultValue={task?.description ?? ""} />
      </Field>
      <button type="submit" className={buttonClass({ size: "sm" })}>
        {task ? t("admin.kanban.save") : t("admin.kanban.add")}
      </button>
    </fetcher.Form>
  );
}
