import { exportFiltersSchema, exportProductsCsv } from "~/catalogue/product-csv/product-csv-export.server";
import { json, type RequestArgs } from "~/http/kit.server";

const handlers = {
  /** GET /api/admin/products/export[?q&category&status&lifecycle]: the catalogue as CSV, streamed. */
  GET: async (call) => {
    const filters = exportFiltersSchema.parse(Object.fromEntries(new URL(call.request.url).searchParams));
    const day = new Date().toISOString().slice(0, 10);
    return new Response(exportProductsCsv(call.db, filters), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="products-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "catalogue:read" } }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "catalogue:read" } }, handlers);
