import type { TaskStatus } from "./task-schema";

/** A task as the conflict answer shows it (the stored row). */
export interface StoredTask {
  id: number;
  title: string;
  description: string;
  status: TaskStatus;
  position: number;
  version: number;
}

/** What the board's form posts answer: a message, field errors, or a conflict with the current task. */
export type KanbanActionResult =
  | { intent: string; ok: true; message: string; taskId?: number }
  | { intent: string; ok: false; message: string; fields?: Record<string, string>; taskId?: number }
  | { intent: string; ok: false; conflict: { current: StoredTask; mine: { title?: string; description?: string } }; message: string; taskId: number };

