import { importProducts, receiveProductsCsv } from "~/routes/admin/import-products.server";
import { type Call, json, type RequestArgs } from "~/http/kit.server";
import { answerWithProgress } from "~/http/ndjson-progress.server";

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
  return answerWithProgress<number>(request, t, (onProgress) => importProducts(db, upload, { dryRun, t, actor: call.actor, ...(onProgress ? { onProgress } : {}) }), {
    event: "import.failed",
    code: "import_failed",
    key: "admin.csv.errors.importFailed",
  });
}

const handlers = { POST: post };

export const loader = (args: RequestArgs) => json(args, { access: "editor", scopes: { POST: "products:write" } }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", scopes: { POST: "products:write" } }, handlers);
