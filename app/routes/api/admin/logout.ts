import { signedOutStatus } from "~/auth/auth-status";
import { requireAdmin } from "~/auth/require-admin.server";
import { clearedSessionCookie } from "~/auth/session-cookie.server";
import { sessionPolicyContext } from "~/auth/session-policy.server";
import { signOut } from "~/auth/sign-out.server";
import { databaseContext } from "~/context";
import { methodNotAllowed } from "~/http/api-error.server";
import { readFormField } from "~/http/read-body.server";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import type { Route } from "./+types/logout";

/**
 * POST /api/admin/logout with X-CSRF-Token and no body. Two callers cannot set that header and
 * send the token as a form field instead: navigator.sendBeacon when the page closes (with
 * `intent=close`), and the sign-out button without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed((await requestTranslator(request, context.get(databaseContext))).t, "POST");
  const closing = (await readFormField(request, "intent")) === "close";
  const session = await requireAdmin(request, context, { acceptFormToken: true });
  const { ip, secure } = context.get(requestInfoContext);
  await signOut(context.get(databaseContext), session, { closing, ip, policy: context.get(sessionPolicyContext) });
  // The cookie stays while the page-close countdown runs: a reload must still be able to use it.
  if (closing) return new Response(null, { status: 204 });
  const headers = { "Set-Cookie": clearedSessionCookie(secure) };
  const fromHtmlForm = (request.headers.get("Accept") ?? "").includes("text/html");
  if (fromHtmlForm) return new Response(null, { status: 303, headers: { ...headers, Location: "/admin/login" } });
  return Response.json(signedOutStatus, { headers });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return methodNotAllowed((await requestTranslator(request, context.get(databaseContext))).t, "POST");
}
