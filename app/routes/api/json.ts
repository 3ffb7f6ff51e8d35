/** JSON for the public read calls; short shared caching, as the lists change only on admin writes. */
export function publicJson(body: unknown): Response {
  return Response.json(body, {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" },
  });
}
