import { Fragment, useMemo, useState } from "react";
import { useFetchers, useSubmit } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { useTranslation } from "~/i18n/use-translation";
import { applyMove, columnOf, type MoveDirection, moveTarget } from "~/tasks/board-move";
import { TASK_STATUSES, type TaskStatus } from "~/tasks/task-schema";
import { type CardTask, TaskCard } from "./task-card";
import { TaskEditForm } from "./task-edit-form";

/** The board as stored, with the moves still on their way to the server already applied. */
function useOptimisticBoard(tasks: CardTask[]): CardTask[] {
  const fetchers = useFetchers();
  return useMemo(() => {
    let board = tasks;
    for (const fetcher of fetchers) {
      const form = fetcher.formData;
      if (!form || form.get("intent") !== "move") continue;
      const status = String(form.get("status")) as TaskStatus;
      if (!TASK_STATUSES.includes(status)) continue;
      board = applyMove(board, Number(form.get("id")), status, Number(form.get("position")));
    }
    return board;
  }, [tasks, fetchers]);
}

/** Index in `list` (the dragged card left out) before which a card dropped at `y` goes. */
function dropIndex(list: HTMLElement, y: number, draggedId: number): number {
  const cards = [...list.querySelectorAll<HTMLElement>("[data-task-id]")].filter((card) => Number(card.dataset.taskId) !== draggedId);
  const index = cards.findIndex((card) => {
    const box = card.getBoundingClientRect();
    return y < box.top + box.height / 2;
  });
  return index === -1 ? cards.length : index;
}

export function KanbanBoard({ tasks, csrfToken }: { tasks: CardTask[]; csrfToken: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const board = useOptimisticBoard(tasks);
  const [dragging, setDragging] = useState<CardTask | null>(null);
  const [dropAt, setDropAt] = useState<{ status: TaskStatus; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focus, setFocus] = useState<{ id: number; direction: MoveDirection } | null>(null);

  function move(task: CardTask, status: TaskStatus, position: number, direction?: MoveDirection) {
    const after = applyMove(board, task.id, status, position);
    const column = columnOf(after, status);
    const index = column.findIndex((c) => c.id === task.id);
    setAnnouncement(
      t("admin.kanban.moved", { title: task.title, column: t(`admin.kanban.columns.${status}`), position: index + 1, count: column.length }),
    );
    setFocus(direction ? { id: task.id, direction } : null);
    const unchanged = task.status === status && columnOf(board, status).findIndex((c) => c.id === task.id) === index;
    if (unchanged) return;
    submit(
      { csrfToken, intent: "move", id: task.id, version: task.version, status, position: index },
      { method: "post", navigate: false, fetcherKey: `task-${task.id}` },
    );
  }

  return (
    <>
      <p aria-live="polite" role="status" className="sr-only" data-testid="kanban-announcement">{announcement}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {TASK_STATUSES.map((status) => {
          const column = columnOf(board, status);
          return (
            <section
              key={status}
              aria-labelledby={`column-${status}`}
              data-testid={`column-${status}`}
              className={`rounded-lg border p-3 ${dropAt?.status === status ? "border-brand-500 bg-brand-50" : "border-slate-200 bg-slate-100"}`}
              onDragOver={(event) => {
                if (!dragging) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                const list = event.currentTarget.querySelector("ol")!;
                setDropAt({ status, index: dropIndex(list, event.clientY, dragging.id) });
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(null);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (!dragging) return;
                const list = event.currentTarget.querySelector("ol")!;
                move(dragging, status, dropIndex(list, event.clientY, dragging.id));
                setDragging(null);
                setDropAt(null);
              }}
            >
              <h2 id={`column-${status}`} className="flex items-baseline justify-between font-semibold text-brand-900">
                {t(`admin.kanban.columns.${status}`)}
                <span className="text-sm font-normal text-slate-600">{t("admin.kanban.count", { count: column.length })}</span>
              </h2>
              <ol className="mt-3 min-h-16 space-y-2">
                {column.map((task, index) => (
                  <Fragment key={task.id}>
                    {dropAt?.status === status && dropAt.index === index && dragging?.id !== task.id ? (
                      <li aria-hidden="true" className="h-1 rounded bg-brand-500" />
                    ) : null}
                    <TaskCard
                      task={task}
                      targets={{
                        left: moveTarget(board, task.id, "left"),
                        right: moveTarget(board, task.id, "right"),
                        up: moveTarget(board, task.id, "up"),
                        down: moveTarget(board, task.id, "down"),
                      }}
                      csrfToken={csrfToken}
                      draggable={hydrated}
                      focusDirection={focus?.id === task.id ? focus.direction : undefined}
                      onMove={(moved, direction, target) => move(moved, target.status, target.position, direction)}
                      onDragStart={setDragging}
                      onDragEnd={() => {
                        setDragging(null);
                        setDropAt(null);
                      }}
                    />
                  </Fragment>
                ))}
                {column.length === 0 ? <li className="text-sm text-slate-600">{t("admin.kanban.empty")}</li> : null}
              </ol>
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer font-medium text-brand-700">{t("admin.kanban.newTask")}</summary>
                <div className="mt-2">
                  <TaskEditForm csrfToken={csrfToken} fetcherKey={`new-${status}`} status={status} />
                </div>
              </details>
            </section>
          );
        })}
      </div>
    </>
  );
}
