import { TASK_STATUSES, type TaskStatus } from "./task-schema";

export interface Placed {
  id: number;
  status: TaskStatus;
  position: number;
}

/** The tasks of one column, in board order. */
export function columnOf<T extends Placed>(tasks: T[], status: TaskStatus): T[] {
  return tasks.filter((task) => task.status === status).sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * The board after moving task `id` to `status` at `index` (counted without the task itself),
 * positions renumbered: what the server does, applied at once for the screen.
 */
export function applyMove<T extends Placed>(tasks: T[], id: number, status: TaskStatus, index: number): T[] {
  const moving = tasks.find((task) => task.id === id);
  if (!moving) return tasks;
  const rest = tasks.filter((task) => task.id !== id);
  const out: T[] = [];
  for (const column of TASK_STATUSES) {
    const list: T[] = columnOf(rest, column);
    if (column === status) list.splice(Math.min(index, list.length), 0, { ...moving, status });
    list.forEach((task, position) => out.push({ ...task, position }));
  }
  return out;
}

export type MoveDirection = "left" | "right" | "up" | "down";

/** Where a keyboard move sends a task, or undefined at the board's edge. */
export function moveTarget(tasks: Placed[], id: number, direction: MoveDirection): { status: TaskStatus; position: number } | undefined {
  const task = tasks.find((t) => t.id === id);
  if (!task) return undefined;
  const column = columnOf(tasks, task.status);
  const index = column.findIndex((t) => t.id === id);
  const columnIndex = TASK_STATUSES.indexOf(task.status);
  if (direction === "up") return index > 0 ? { status: task.status, position: index - 1 } : undefined;
  if (direction === "down") return index < column.length - 1 ? { status: task.status, position: index + 1 } : undefined;
  const next = TASK_STATUSES[columnIndex + (direction === "left" ? -1 : 1)];
  if (!next) return undefined;
  return { status: next, position: Math.min(index, columnOf(tasks, next).length) };
}
