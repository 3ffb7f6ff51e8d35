import type { Translator } from "~/i18n/translate";
import { apiError } from "./api-error.server";
import { readJsonOrForm } from "./read-body.server";

const problems = {
  invalid_json: [400, "auth.errors.invalidJson"],
  too_large: [413, "auth.errors.tooLarge"],
  unsupported_type: [415, "auth.errors.unsupportedType"],
} as const;

/** An admin call's JSON (or form) body, or the error answer to send back for it. */
export async function readAdminBody(request: Request, t: Translator["t"], maxBytes?: number): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const body = await readJsonOrForm(request, maxBytes);
  if (body.ok) return body;
  const [status, key] = problems[body.problem];
  return { ok: false, response: apiError(status, body.problem, t(key)) };
}

/** zod's issues as DESIGN's `fields`: the first message of each field, translated. */
export function issueFields(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, t: Translator["t"]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join(".") || "body";
    fields[name] ??= t(issue.message);
  }
  return fields;
}
