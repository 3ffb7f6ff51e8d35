/** DESIGN's error body: `{"error": {"code", "message", "fields"?}}`; a conflict adds both versions. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; current?: unknown; yours?: unknown };
}

/** The one builder of a JSON error answer (the request kit's `jsonError` renders a RequestError with it). */
export function apiError(
  status: number,
  code: string,
  message: string,
  { fields, headers, ...versions }: { fields?: Record<string, string>; headers?: HeadersInit; current?: unknown; yours?: unknown } = {},
): Response {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}), ...versions } };
  return Response.json(body, { status, headers });
}

