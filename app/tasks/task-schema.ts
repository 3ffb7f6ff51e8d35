import { z } from "zod";

/** SPEC §4's columns, in board order. */
export const TASK_STATUSES = ["in_progress", "in_review", "completed"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const MAX_TASK_TITLE = 200;
export const MAX_TASK_DESCRIPTION = 5000;

const title = z.string().trim().min(1).max(MAX_TASK_TITLE);
const description = z.string().trim().max(MAX_TASK_DESCRIPTION);
const position = z.coerce.number().int().min(0).max(100_000);
const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const createTaskSchema = z.object({
  title,
  description: description.default(""),
  status: z.enum(TASK_STATUSES).default("in_progress"),
  inquiryId: id.nullable().optional(),
});
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

// A change names the version it was based on: a save from a stale copy is refused (409).
export const updateTaskSchema = z.object({
  version: z.coerce.number().int().min(1),
  title: title.optional(),
  description: description.optional(),
  status: z.enum(TASK_STATUSES).optional(),
  position: position.optional(),
});
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

export const taskIdSchema = id;
