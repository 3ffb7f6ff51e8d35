import { logger } from "~/observability/logger.server";
import { importProducts, receiveProductsCsv } from "~/routes/admin/import-products.server";
import { type Call, json, type RequestArgs } from "~/http/kit.server";

/**
 * POST /api/admin/products/import: the CSV as the `file` field of a multipart form, or as the raw
 * body (Content-Type: text/csv). `?dryRun=true` answers the row-by-row report and changes nothing;
 * otherwise every row is written in one transaction, or none. With `Accept: application/x-ndjson`
 * the answer streams `{"progress": rows}` lines, then `{"status", "body"}` (docs/product-csv.md).
 */
async function post(call: Call): Promise<Response> {
  const { db, t, request } = call;
  const dryRun = new URL(request.url).searchParams.get("dryRun") === "true";
  // The CSV has its own capped reader (a larger cap, multipart or raw text/csv).
  const upload = await receiveProductsCsv(request);
  const run = (onProgress?: (rows: number) => void) => importProducts(db, upload, { dryRun, t, actor: call.actor, onProgress });

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
        logger.error({ event: "import.failed", err: error }, "Product import failed.");
        line({ status: 500, body: { error: { code: "import_failed", message: t("admin.csv.errors.importFailed") } } });
      }
      controller.close();
    },
  });
  return new Response(stream, { headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store" } });
}

const handlers = { POST: post };

export const loader = (args: RequestArgs) => json(args, { access: "editor", scopes: { POST: "products:write" } }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", scopes: { POST: "products:write" } }, handlers);
