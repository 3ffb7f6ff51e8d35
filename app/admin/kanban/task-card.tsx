import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { MoveDirection } from "~/tasks/board-move";
import type { KanbanActionResult, StoredTask } from "~/tasks/kanban-action-result";
import type { TaskStatus } from "~/tasks/task-schema";
import { ConflictPanel } from "./conflict-panel";
import { MoveButton } from "./move-button";
import { TaskEditForm } from "./task-edit-form";
import { buttonClass } from "~/components/ui/button";

export interface CardTask extends StoredTask {
  inquiry: { id: number; subject: string; name: string } | null;
}

type Target = { status: TaskStatus; position: number } | undefined;

export function TaskCard({ task, targets, csrfToken, draggable, focusDirection, onMove, onDragStart, onDragEnd }: {
  task: CardTask;
  targets: Record<MoveDirection, Target>;
  csrfToken: string;
  draggable: boolean;
  /** Set right after a keyboard move of this card: focus returns to that button. */
  focusDirection?: MoveDirection;
  onMove: (task: CardTask, direction: MoveDirection, target: NonNullable<Target>) => void;
  onDragStart: (task: CardTask) => void;
  onDragEnd: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<KanbanActionResult>({ key: `task-${task.id}` });
  const [dismissed, setDismissed] = useState<unknown>(undefined);
  const ref = useRef<HTMLLIElement>(null);
  const result = fetcher.data !== dismissed ? fetcher.data : undefined;

  useEffect(() => {
    if (!focusDirection || !ref.current) return;
    // The same button again; at the board's edge (that button now disabled), the opposite one.
    const opposite = { left: "right", right: "left", up: "down", down: "up" }[focusDirection];
    const enabled = (direction: string) => ref.current?.querySelector<HTMLButtonElement>(`button[data-move="${direction}"]:not([disabled])`);
    (enabled(focusDirection) ?? enabled(opposite) ?? ref.current.querySelector<HTMLButtonElement>("button[data-move]:not([disabled])"))?.focus();
  }, [focusDirection, task.status, task.position]);

  const directions: MoveDirection[] = ["left", "up", "down", "right"];
  return (
    <li
      ref={ref}
      id={`task-${task.id}`}
      data-testid="task-card"
      data-task-id={task.id}
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.setData("text/plain", String(task.id));
        event.dataTransfer.effectAllowed = "move";
        onDragStart(task);
      }}
      onDragEnd={onDragEnd}
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <h3 className="font-semibold text-slate-900 break-words">{task.title}</h3>
      {task.description ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700 break-words">{task.description}</p> : null}
      {task.inquiry ? (
        <Link to={`/admin/inquiries/${task.inquiry.id}`} className="mt-1 block text-sm text-brand-700 underline">
          {t("admin.kanban.fromInquiry", { id: task.inquiry.id, subject: task.inquiry.subject || task.inquiry.name })}
        </Link>
      ) : null}
      <div role="group" aria-label={t("admin.kanban.move.group", { title: task.title })} className="mt-2 flex gap-1">
        {directions.map((direction) => (
          <MoveButton
            key={direction}
            taskId={task.id}
            version={task.version}
            direction={direction}
            target={targets[direction]}
            label={`${t(`admin.kanban.move.${direction}`)}: ${task.title}`}
            csrfToken={csrfToken}
            onMove={(dir, target) => onMove(task, dir, target)}
          />
        ))}
      </div>
      <details key={`edit-${task.version}`} className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">{t("admin.kanban.edit")}</summary>
        <div className="mt-2">
          <TaskEditForm csrfToken={csrfToken} task={task} fetcherKey={`task-${task.id}`} />
        </div>
      </details>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-red-800">{t("admin.kanban.delete")}</summary>
        <fetcher.Form method="post" className="mt-2">
          <p>{t("admin.kanban.deleteConfirm", { title: task.title })}</p>
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={task.id} />
          <button type="submit" className={buttonClass({ variant: "danger", size: "sm", className: "mt-1" })}>{t("admin.kanban.delete")}</button>
        </fetcher.Form>
      </details>
      {result && "conflict" in result ? (
        <ConflictPanel
          current={result.conflict.current}
          mine={result.conflict.mine}
          message={result.message}
          csrfToken={csrfToken}
          onDismiss={() => setDismissed(fetcher.data)}
        />
      ) : result && !result.ok && !("fields" in result && result.fields) ? (
        <p role="alert" className="mt-2 text-sm text-red-800">{result.message}</p>
      ) : null}
    </li>
  );
}
