import { methodNotAllowed } from "~/http/api-error.server";
import { adminApi } from "~/http/admin-api.server";
import { parseInboxFilters } from "~/inquiries/inbox-filters";
import { exportInquiriesCsv, inquiriesCsvFilename } from "~/inquiries/inquiry-csv.server";
import type { Route } from "./+types/inquiries-export";

/** GET /api/admin/inquiries/export?filters: the (filtered) inbox as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await adminApi(request, context);
  const csv = await exportInquiriesCsv(db, parseInboxFilters(new URL(request.url).searchParams));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${inquiriesCsvFilename()}"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { t } = await adminApi(request, context);
  return methodNotAllowed(t, "GET");
}
