import { MAX_TASK_DESCRIPTION, MAX_TASK_TITLE } from "./task-schema";

/** The message of one invalid task field (`problem`: required, tooLong, invalid), in `t`'s language. */
export function taskFieldMessage(t: (key: string, vars?: Record<string, number>) => string, field: string, problem: string): string {
  if (field === "title" && problem === "required") return t("admin.kanban.errors.titleRequired");
  if (field === "title" && problem === "tooLong") return t("admin.kanban.errors.titleTooLong", { max: MAX_TASK_TITLE });
  if (field === "description" && problem === "tooLong") {
    return t("admin.kanban.errors.descriptionTooLong", { max: MAX_TASK_DESCRIPTION });
  }
  return t("admin.kanban.errors.invalid");
}
