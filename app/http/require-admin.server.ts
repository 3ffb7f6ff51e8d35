import { timingSafeEqual } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { databaseContext, sessionPolicyContext } from "~/http/context";
import { apiError } from "~/http/api-error.server";
import { readFormField } from "~/http/read-body.server";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import { rateLimiter } from "~/security/rate-limit-tiers.server";
import { hasRole, type AdminRole } from "~/auth/roles";
import { clearedSessionCookie, readSessionToken } from "~/auth/session-cookie.server";
import { type AdminSession, readSession } from "~/auth/sessions.server";

type Context = Readonly<RouterContextProvider>;

export const CSRF_HEADER = "X-CSRF-Token";
export const CSRF_FIELD = "csrfToken";

/** The session the request's cookie belongs to, if it is still valid; `touch` marks activity. */
export async function readAdminSession(request: Request, context: Context, { touch }: { touch: boolean }) {
  const { secure } = context.get(requestInfoContext);
  const token = readSessionToken(request, secure);
  const session = await readSession(context.get(databaseContext), token, {
    policy: context.get(sessionPolicyContext),
    touch,
  });
  // A cookie that no longer opens a session is cleared, so the browser stops sending it.
  const clearCookie = token !== undefined && !session ? clearedSessionCookie(secure) : undefined;
  return { session, token, clearCookie };
}

export function tokensMatch(expected: string, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const isSafeMethod = (method: string) => method === "GET" || method === "HEAD";

export interface RequireAdminOptions {
  /** The least role allowed; `editor` (the default) lets administrators in too. */
  role?: AdminRole;
  /**
   * Also take the anti-forgery token from a form field. Page forms need it (they cannot set
   * headers); of the API calls only logout does, for the beacon sent when the page closes.
   */
  acceptFormToken?: boolean;
}

/**
 * The guard at the top of every admin loader and action. No session: a page goes to
 * /admin/login, an API call gets 401. Wrong role: 403. A change (any method but GET and HEAD)
 * also needs the session's anti-forgery token (403 without it) and is rate-limited per user.
 */
export async function requireAdmin(
  request: Request,
  context: Context,
  { role = "editor", acceptFormToken }: RequireAdminOptions = {},
): Promise<AdminSession> {
  const isApi = new URL(request.url).pathname.startsWith("/api/");
  const { session, clearCookie } = await readAdminSession(request, context, { touch: true });
  const headers = clearCookie ? { "Set-Cookie": clearCookie } : undefined;
  const refuse = async (status: number, code: string, messageKey: string, retryAfterSeconds?: number) => {
    const extra: Record<string, string> = retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {};
    if (!isApi) return data({ code }, { status, headers: extra });
    const { t } = await requestTranslator(request, context.get(databaseContext));
    return apiError(status, code, t(messageKey, { seconds: retryAfterSeconds ?? 0 }), { headers: { ...headers, ...extra } });
  };

  if (!session) {
    if (!isApi) throw redirect("/admin/login", { headers });
    throw await refuse(401, "unauthenticated", "auth.errors.unauthenticated");
  }
  if (!hasRole(session.user.role, role)) throw await refuse(403, "forbidden", "auth.errors.forbidden");
  if (isSafeMethod(request.method)) return session;

  const given =
    request.headers.get(CSRF_HEADER) ??
    (acceptFormToken || !isApi ? await readFormField(request, CSRF_FIELD) : undefined);
  if (!tokensMatch(session.csrfToken, given)) throw await refuse(403, "forbidden", "auth.errors.csrf");

  const limit = await rateLimiter(context.get(databaseContext), "adminWrite").consume(`user:${session.user.id}`);
  if (!limit.allowed) {
    throw await refuse(429, "rate_limited", "auth.errors.tooManyWrites", limit.retryAfterSeconds);
  }
  return session;
}
