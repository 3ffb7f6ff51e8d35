/** JSON for the public read calls; short shared caching, as the lists change only on admin writes. */
export function publicJson(body: unknown): Response {
  return Response.json(body, {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" },
  });
}

/** DESIGN "HTTP API": errors are {"error": {"code", "message", "fields"?}} with a fitting status. */
export function jsonError(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}
