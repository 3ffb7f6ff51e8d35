import { signedOutStatus } from "~/auth/auth-status";
import { clearedSessionCookie } from "~/auth/session-cookie.server";
import { signOut } from "~/auth/sign-out.server";
import { json, type RequestArgs } from "~/http/kit.server";

const handlers = {
  /**
   * POST /api/admin/logout with X-CSRF-Token and no body. Two callers cannot set that header and
   * send the token as a form field instead: navigator.sendBeacon when the page closes (with
   * `intent=close`), and the sign-out button without JavaScript.
   */
  POST: async (call) => {
    const closing = (await call.body()).intent === "close";
    const { secure } = call;
    await signOut(call.db, call.session!, { closing, ip: call.ip, policy: call.sessionPolicy });
    // The cookie stays while the page-close countdown runs: a reload must still be able to use it.
    if (closing) return new Response(null, { status: 204 });
    const headers = { "Set-Cookie": clearedSessionCookie(secure) };
    const fromHtmlForm = (call.request.headers.get("Accept") ?? "").includes("text/html");
    if (fromHtmlForm) return new Response(null, { status: 303, headers: { ...headers, Location: "/admin/login" } });
    return Response.json(signedOutStatus, { headers });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor", acceptFormToken: true }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", acceptFormToken: true }, handlers);
