import { invalidInput, RequestError } from "~/http/errors";
import { type Call, json, type RequestArgs } from "~/http/kit.server";
import { answerWithProgress } from "~/http/ndjson-progress.server";
import type { BulkProgress } from "~/media/bulk/bulk-upload.server";
import { planPendingUpload, receivePendingUpload, uploadRefusal } from "~/routes/admin/media-pending.server";

/**
 * POST /api/admin/media/bulk: the bulk upload's dry run (decision 061). Multipart, the files (a
 * ZIP, images, PDFs) in `files`. 200 `{token, plan}` (nothing written; apply with
 * POST /api/admin/media/bulk/{token}/apply); 400 naming a ZIP refused as a whole, with its plan;
 * 400/413 when the upload itself is refused (naming the file at fault). With
 * `Accept: application/x-ndjson`: `{"progress": {"step": "read", "done", "total"}}` lines while
 * the files are read and checked, then `{"status", "body"}`.
 */
async function post(call: Call): Promise<Response> {
  const { db, t, request } = call;
  // Read before answering: the upload is spooled to disk whole, then checked with progress.
  const received = await receivePendingUpload(request);
  if (!received.ok) {
    const reason = uploadRefusal(received);
    if (received.problem === "tooLarge") throw new RequestError("payload_too_large", reason);
    throw received.problem === "notMultipart" ? new RequestError("unsupported_media_type", reason) : invalidInput({ files: reason }, reason);
  }
  return answerWithProgress<BulkProgress>(
    request,
    t,
    async (onProgress) => {
      const plan = await planPendingUpload(db, received, onProgress);
      if (plan.problem) {
        const message = t(`admin.media.bulk.archive.${plan.problem.reason}`, { name: plan.problem.source });
        return { status: 400, body: { error: { code: "invalid_input", message, fields: { files: message } }, plan } };
      }
      return { status: 200, body: { token: received.token, plan } };
    },
    { event: "media.bulk_check_failed", code: "check_failed", key: "admin.media.bulk.checkFailed" },
  );
}

const handlers = { POST: post };

export const loader = (args: RequestArgs) => json(args, { access: "editor", scopes: { POST: "products:write" } }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", scopes: { POST: "products:write" } }, handlers);
