import { json, type RequestArgs } from "~/http/kit.server";
import { parseInboxFilters } from "~/inquiries/inbox-filters";
import { exportInquiriesCsv, inquiriesCsvFilename } from "~/inquiries/inquiry-csv.server";

const handlers = {
  /** GET /api/admin/inquiries/export?filters: the (filtered) inbox as a CSV download. */
  GET: async (call) =>
    new Response(await exportInquiriesCsv(call.db, parseInboxFilters(new URL(call.request.url).searchParams)), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${inquiriesCsvFilename()}"`,
        "Cache-Control": "no-store",
      },
    }),
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "inquiries:read" } }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "inquiries:read" } }, handlers);
