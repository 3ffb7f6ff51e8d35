/** DESIGN's error body: `{"error": {"code", "message", "fields"?}}`. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function apiError(
  status: number,
  code: string,
  message: string,
  { fields, headers }: { fields?: Record<string, string>; headers?: HeadersInit } = {},
): Response {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return Response.json(body, { status, headers });
}

/** 405 with the method the call accepts, in the request's language. */
export function methodNotAllowed(t: (key: string, vars?: Record<string, string>) => string, allow: string): Response {
  return apiError(405, "method_not_allowed", t("auth.errors.methodNotAllowed", { method: allow }), {
    headers: { Allow: allow },
  });
}
