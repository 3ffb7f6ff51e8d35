import { z } from "zod";
import type { FieldKeys } from "~/i18n/field-messages";

/** SPEC §4's columns, in board order. */
export const TASK_STATUSES = ["in_progress", "in_review", "completed"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const MAX_TASK_TITLE = 200;
export const MAX_TASK_DESCRIPTION = 5000;

/** Message keys of the task fields' problems (admin.json); the limits come as {max}. */
export const taskKeys: FieldKeys = { invalid: "admin.kanban.errors.invalid" };
const REQUIRED = "admin.kanban.errors.titleRequired";

const title = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : taskKeys.invalid) })
  .trim()
  .min(1, REQUIRED)
  .max(MAX_TASK_TITLE, "admin.kanban.errors.titleTooLong");
const description = z.string().trim().max(MAX_TASK_DESCRIPTION, "admin.kanban.errors.descriptionTooLong");
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
