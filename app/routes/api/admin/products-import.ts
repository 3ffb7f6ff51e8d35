import { requireAdmin } from "~/auth/require-admin.server";
import { importProducts, receiveProductsCsv } from "~/catalogue/product-csv/import-products.server";
import { databaseContext } from "~/context";
import { methodNotAllowed } from "~/http/api-error.server";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import type { Route } from "./+types/products-import";

/**
 * POST /api/admin/products/import: the CSV as the `file` field of a multipart form, or as the raw
 * body (Content-Type: text/csv). `?dryRun=true` answers the row-by-row report and changes nothing;
 * otherwise every row is written in one transaction, or none. With `Accept: application/x-ndjson`
 * the answer streams `{"progress": rows}` lines, then `{"status", "body"}` (docs/product-csv.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(databaseContext);
  const { t } = await requestTranslator(request, db);
  if (request.method !== "POST") return methodNotAllowed(t, "POST");
  const session = await requireAdmin(request, context);
  const dryRun = new URL(request.url).searchParams.get("dryRun") === "true";
  const upload = await receiveProductsCsv(request);
  const run = (onProgress?: (rows: number) => void) =>
    importProducts(db, upload, { dryRun, t, actor: session.user, ip: context.get(requestInfoContext).ip, onProgress });

  if (!(request.headers.get("Accept") ?? "").includes("application/x-ndjson")) {
    const { status, body } = await run();
    return Response.json(body, { status });
  }
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const line = (value: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
      try {
        line(await run((rows) => line({ progress: rows })));
      } catch (error) {
        console.error("Product import failed:", error);
        line({ status: 500, body: { error: { code: "import_failed", message: t("admin.csv.errors.importFailed") } } });
      }
      controller.close();
    },
  });
  return new Response(stream, { headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed((await requestTranslator(request, context.get(databaseContext))).t, "POST");
}
