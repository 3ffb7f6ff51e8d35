import { type AuthStatus, toAuthStatus } from "~/auth/auth-status";
import { deviceCookie, readDevice } from "~/auth/device-cookie.server";
import { readSessionToken, sessionCookie } from "~/auth/session-cookie.server";
import { signIn, signInKeys, signInSchema } from "~/auth/sign-in.server";
import { RequestError, rateLimited } from "~/http/errors";
import type { Call } from "~/http/kit.server";

/**
 * A sign-in, from the JSON call or the plain HTML form: the checked body, then the sign-in. A
 * refusal is thrown: 400 with fields, 401 for wrong credentials, 429 after too many attempts.
 */
export async function signInFromCall(call: Call): Promise<{ status: AuthStatus; setCookies: string[] }> {
  const input = await call.input(signInSchema, { keys: signInKeys, prepare: (body) => body });
  const { secure } = call;
  const result = await signIn(call.db, input, {
    policy: call.sessionPolicy,
    ip: call.ip,
    userAgent: call.request.headers.get("User-Agent") ?? "",
    device: await readDevice(call.db, call.request, secure),
    previousToken: readSessionToken(call.request, secure),
  });
  switch (result.kind) {
    case "signed_in":
      return {
        status: toAuthStatus(result.session),
        setCookies: [sessionCookie(result.token, secure), await deviceCookie(call.db, result.session.user.username, secure)],
      };
    case "rate_limited":
      throw rateLimited("auth.errors.tooManyAttempts", result.retryAfterSeconds);
    case "invalid":
      throw new RequestError("unauthenticated", { key: "auth.invalidCredentials" });
  }
}
