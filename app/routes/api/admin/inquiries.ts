import { methodNotAllowed } from "~/http/api-error.server";
import { adminApi } from "~/http/admin-api.server";
import { listInquiries } from "~/inquiries/admin-inbox.server";
import { parseInboxFilters } from "~/inquiries/inbox-filters";
import type { Route } from "./+types/inquiries";

/** GET /api/admin/inquiries?kind&status&country&from&to&q&page: one page of the inbox. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await adminApi(request, context);
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  return Response.json(await listInquiries(db, filters), { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { t } = await adminApi(request, context);
  return methodNotAllowed(t, "GET");
}
