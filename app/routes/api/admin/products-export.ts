import { requireAdmin } from "~/auth/require-admin.server";
import { exportFiltersSchema, exportProductsCsv } from "~/catalogue/product-csv/product-csv-export.server";
import { databaseContext } from "~/context";
import { methodNotAllowed } from "~/http/api-error.server";
import { requestTranslator } from "~/http/request-translator.server";
import type { Route } from "./+types/products-export";

/** GET /api/admin/products/export[?q&category&status&lifecycle]: the catalogue as CSV, streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const filters = exportFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportProductsCsv(context.get(databaseContext), filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="products-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed((await requestTranslator(request, context.get(databaseContext))).t, "GET");
}
