import { json, type RequestArgs } from "~/http/kit.server";
import { signInFromCall } from "../../admin/login.server";

const handlers = {
  /** POST /api/admin/login, `{username, password}` as JSON or a form: the auth status and cookie. */
  POST: async (call) => {
    const { status, setCookies } = await signInFromCall(call);
    return Response.json(status, { headers: setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "public" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "public" }, handlers);
