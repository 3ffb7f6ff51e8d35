import type { z } from "zod";
import { type FieldIssue, type FieldProblems, type MessageRef, problemsOf } from "~/http/errors";
import type { TranslateVars } from "./translate";

/**
 * The message keys a schema falls back on when an issue names none itself: `invalid` always;
 * `required` for a field left out or empty, `tooLong` (with {max}) for a value over its limit.
 */
export interface FieldKeys {
  invalid: string;
  required?: string;
  tooLong?: string;
}

const MESSAGE_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

/**
 * The one translation of zod's issues into field problems: the first problem of each field, by
 * dotted path ("form" for the whole body). A schema names its message keys in its messages
 * (`.max(64, "admin.catalogue.errors.tooLong")`); otherwise `keys` decide. Limits travel as {max}.
 */
export function zodFieldIssues(error: z.ZodError, keys: FieldKeys): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "form";
    if (seen.has(field)) continue;
    seen.add(field);
    const max = "maximum" in issue && issue.maximum !== undefined ? { max: Number(issue.maximum) } : undefined;
    const missing = issue.code === "invalid_type" && issue.input === undefined;
    let key: string;
    if (missing && keys.required) key = keys.required;
    else if (MESSAGE_KEY.test(issue.message)) key = issue.message;
    else if (issue.code === "too_big" && keys.tooLong) key = keys.tooLong;
    else if (issue.code === "too_small" && keys.required && "minimum" in issue && Number(issue.minimum) === 1) key = keys.required;
    else key = keys.invalid;
    out.push(max ? { field, key, vars: max } : { field, key });
  }
  return out;
}

/** The same, keyed by field. */
export const zodFieldProblems = (error: z.ZodError, keys: FieldKeys): FieldProblems => problemsOf(zodFieldIssues(error, keys));

/** Field problems as messages in `t`'s language: what a form shows and the JSON `fields` says. */
export function fieldMessages(t: (key: string, vars?: TranslateVars) => string, fields: FieldProblems): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, t(problem.key, problem.vars)]));
}

export const message = (t: (key: string, vars?: TranslateVars) => string, ref: MessageRef) => t(ref.key, ref.vars);
