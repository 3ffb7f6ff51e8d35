import { json, type RequestArgs } from "~/http/kit.server";
import { listInquiries } from "~/inquiries/admin-inbox.server";
import { parseInboxFilters } from "~/inquiries/inbox-filters";

const handlers = {
  /** GET /api/admin/inquiries?kind&status&country&from&to&q&page: one page of the inbox. */
  GET: async (call) => Response.json(await listInquiries(call.db, parseInboxFilters(new URL(call.request.url).searchParams)), { headers: { "Cache-Control": "no-store" } }),
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "inquiries:read" } }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "inquiries:read" } }, handlers);
