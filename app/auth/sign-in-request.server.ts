import type { RouterContextProvider } from "react-router";
import { databaseContext } from "~/context";
import { readJsonOrForm } from "~/http/read-body.server";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import { type AuthStatus, toAuthStatus } from "./auth-status";
import { deviceCookie, readDevice } from "./device-cookie.server";
import { readSessionToken, sessionCookie } from "./session-cookie.server";
import { sessionPolicyContext } from "./session-policy.server";
import { parseSignIn, signIn } from "./sign-in.server";

export type SignInOutcome =
  | { ok: true; status: AuthStatus; setCookies: string[] }
  | {
      ok: false;
      httpStatus: 400 | 401 | 413 | 429;
      code: string;
      message: string;
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
    };

const bodyProblems = {
  invalid_json: { httpStatus: 400, key: "auth.errors.invalidJson" },
  unsupported_type: { httpStatus: 400, key: "auth.errors.unsupportedType" },
  too_large: { httpStatus: 413, key: "auth.errors.tooLarge" },
} as const;

/**
 * A sign-in request, from the JSON call or the plain HTML form: read and check the body, then
 * sign in. The answer's messages are in the request's language.
 */
export async function signInFromRequest(request: Request, context: Readonly<RouterContextProvider>): Promise<SignInOutcome> {
  const db = context.get(databaseContext);
  const info = context.get(requestInfoContext);
  const { t } = await requestTranslator(request, db);

  const body = await readJsonOrForm(request);
  if (!body.ok) {
    const problem = bodyProblems[body.problem];
    return { ok: false, httpStatus: problem.httpStatus, code: body.problem, message: t(problem.key) };
  }
  const parsed = parseSignIn(body.value, t);
  if (!parsed.ok) {
    return { ok: false, httpStatus: 400, code: "invalid_input", message: t("auth.errors.invalidInput"), fields: parsed.fields };
  }

  const result = await signIn(db, parsed.input, {
    policy: context.get(sessionPolicyContext),
    ip: info.ip,
    userAgent: request.headers.get("User-Agent") ?? "",
    device: await readDevice(db, request, info.secure),
    previousToken: readSessionToken(request, info.secure),
  });
  switch (result.kind) {
    case "signed_in":
      return {
        ok: true,
        status: toAuthStatus(result.session),
        setCookies: [sessionCookie(result.token, info.secure), await deviceCookie(db, result.session.user.username, info.secure)],
      };
    case "rate_limited":
      return {
        ok: false,
        httpStatus: 429,
        code: "rate_limited",
        message: t("auth.errors.tooManyAttempts", { seconds: result.retryAfterSeconds }),
        retryAfterSeconds: result.retryAfterSeconds,
      };
    case "invalid":
      return { ok: false, httpStatus: 401, code: "invalid_credentials", message: t("auth.invalidCredentials") };
  }
}
