import type { RouterContextProvider } from "react-router";
import { type ApiKeyPrincipal, authenticateApiKey } from "~/api-keys/api-keys.server";
import type { ApiScope } from "~/api-keys/scopes";
import { databaseContext } from "~/http/context";
import { apiError } from "~/http/api-error.server";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import { apiKeyRateLimiter } from "~/security/rate-limit-tiers.server";

type Context = Readonly<RouterContextProvider>;

/** The bearer token of `Authorization: Bearer <token>`, if the request carries one. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("Authorization");
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The guard of an admin JSON call made with an API key (issue 34, decision 058): the key must be
 * live (401 otherwise), the route must open the request's method to keys with a scope the key
 * holds (403 otherwise: a route that declares no scope is never reachable by key), and the key's
 * own rate limit applies (429). No session and no anti-forgery token: a browser never sends this
 * header by itself, so a forged cross-site request cannot carry it.
 */
export async function requireApiKey(request: Request, context: Context, token: string, scope: ApiScope | undefined): Promise<ApiKeyPrincipal> {
  const db = context.get(databaseContext);
  const refuse = async (status: number, code: string, messageKey: string, vars: Record<string, string | number> = {}, headers: Record<string, string> = {}) => {
    const { t } = await requestTranslator(request, db);
    return apiError(status, code, t(messageKey, vars), { headers });
  };
  const key = await authenticateApiKey(db, token, context.get(requestInfoContext).ip);
  if (!key) throw await refuse(401, "unauthenticated", "auth.errors.apiKeyInvalid", {}, { "WWW-Authenticate": 'Bearer realm="vitrine", error="invalid_token"' });
  if (!scope) throw await refuse(403, "forbidden", "auth.errors.apiKeyNotAllowed");
  if (!key.scopes.includes(scope)) throw await refuse(403, "forbidden", "auth.errors.apiKeyScope", { scope });
  const limit = await apiKeyRateLimiter(db, key.rateLimitPerMinute).consume(`key:${key.id}`);
  if (!limit.allowed) {
    throw await refuse(429, "rate_limited", "auth.errors.apiKeyRateLimited", { seconds: limit.retryAfterSeconds }, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  return key;
}
