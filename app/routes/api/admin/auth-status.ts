import { toAuthStatus } from "~/auth/auth-status";
import { readAdminSession } from "~/http/require-admin.server";
import type { Route } from "./+types/auth-status";

/** SPEC §7: `{authenticated, csrfToken, expiresAt}`. Reading it does not count as activity. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, clearCookie } = await readAdminSession(request, context, { touch: false });
  const headers = new Headers();
  if (clearCookie) headers.set("Set-Cookie", clearCookie);
  return Response.json(toAuthStatus(session), { headers });
}
