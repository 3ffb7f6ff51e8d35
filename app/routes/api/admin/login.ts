import { signInFromRequest } from "~/auth/sign-in-request.server";
import { databaseContext } from "~/context";
import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { requestTranslator } from "~/http/request-translator.server";
import type { Route } from "./+types/login";

/** POST /api/admin/login, `{username, password}` as JSON or a form: the auth status and cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed((await requestTranslator(request, context.get(databaseContext))).t, "POST");
  const outcome = await signInFromRequest(request, context);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return apiError(outcome.httpStatus, outcome.code, outcome.message, { fields: outcome.fields, headers });
  }
  return Response.json(outcome.status, { headers: outcome.setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return methodNotAllowed((await requestTranslator(request, context.get(databaseContext))).t, "POST");
}
