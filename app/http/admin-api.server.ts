import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { adminActor } from "~/audit/admin-actor.server";
import { type RequireAdminOptions, requireAdmin } from "~/auth/require-admin.server";
import { databaseContext } from "~/context";
import type { Translator } from "~/i18n/translate";
import { apiError } from "./api-error.server";
import { readAdminBody } from "./admin-json-body.server";
import { requestInfoContext } from "./request-info.server";
import { requestTranslator } from "./request-translator.server";

/** The guard, the database, the request's language and the actor of an admin JSON call. */
export async function adminApi(request: Request, context: Readonly<RouterContextProvider>, options?: RequireAdminOptions) {
  const session = await requireAdmin(request, context, options);
  const db = context.get(databaseContext);
  const { t } = await requestTranslator(request, db);
  return { session, db, t, by: adminActor(session, context.get(requestInfoContext).ip) };
}

/** The body checked against `schema`; otherwise the error answer (400 with fields, or 413). */
export async function readApiInput<S extends z.ZodType>(
  request: Request,
  schema: S,
  t: Translator["t"],
  fieldMessage: (field: string, problem: string) => string,
): Promise<{ ok: true; value: z.infer<S> } | { ok: false; response: Response }> {
  // The largest body is a reply: 20,000 characters, up to 4 bytes each in UTF-8, plus the subject.
  const body = await readAdminBody(request, t, 128 * 1024);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "body");
    fields[field] ??= fieldMessage(field, issueProblem(issue));
  }
  return { ok: false, response: apiError(400, "invalid_input", t("auth.errors.invalidInput"), { fields }) };
}

/** What is wrong with a field, as the message catalogues name it: required, tooLong or invalid. */
export function issueProblem(issue: z.core.$ZodIssue): "required" | "tooLong" | "invalid" {
  if (issue.code === "too_big") return "tooLong";
  if (issue.code === "too_small") return "required";
  // A field left out altogether is missing, not malformed.
  if (issue.code === "invalid_type" && / received undefined$/.test(issue.message)) return "required";
  return "invalid";
}

/** A route's numeric id, or undefined (then the call answers 404). */
export function routeId(raw: string | undefined): number | undefined {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}
