import { openApiDocument } from "~/http/openapi";

/** GET /api/openapi.json: every JSON call, its parameters, bodies and answers. */
export function loader() {
  return Response.json(openApiDocument, { headers: { "Cache-Control": "public, max-age=300" } });
}
