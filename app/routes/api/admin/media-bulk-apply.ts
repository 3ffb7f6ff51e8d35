import { errorMessage, logger } from "~/observability/logger.server";
import { invalidInput, notFound } from "~/http/errors";
import { type Call, json, type RequestArgs } from "~/http/kit.server";
import { answerWithProgress } from "~/http/ndjson-progress.server";
import type { BulkProgress } from "~/media/bulk/bulk-upload.server";
import { ALT_MAX, applyPendingUpload, openPendingUpload, readAltEdits } from "~/routes/admin/media-pending.server";
import { DomainError } from "~/errors";

/**
 * POST /api/admin/media/bulk/{token}/apply: applies a checked upload, all or nothing. Optional
 * body: alt text edits, `{"alt": {"<row index>": {"fr": "…", "en": "…", "ar": "…"}}}` (JSON, any language of the site) or the form's
 * `alt_<row>_<language>` fields. 200 `{plan, stored, linked}`; 404 for a token of no upload
 * (applied, older than a day, or made up); 400 for a bad alt text; 422 when applying failed
 * (nothing changed). With `Accept: application/x-ndjson`: progress lines (`read`, then `store`).
 */
async function post(call: Call): Promise<Response> {
  const { db, t, request } = call;
  const upload = await openPendingUpload(call.params.token ?? "");
  if (!upload) throw notFound("admin.media.bulk.expired");
  const alt = readAltEdits(await call.body());
  if (!alt.ok) throw invalidInput({ [alt.field]: { key: `admin.media.bulk.altErrors.${alt.problem}`, vars: { max: ALT_MAX } } });
  return answerWithProgress<BulkProgress>(
    request,
    t,
    async (onProgress) => {
      try {
        const outcome = await applyPendingUpload(db, call.storage, upload, call.actor, alt.edits, onProgress);
        return { status: 200, body: outcome };
      } catch (error) {
        if (error instanceof DomainError) throw error;
        logger.error({ event: "media.bulk_failed", error: errorMessage(error) }, "bulk media upload failed");
        return { status: 422, body: { error: { code: "apply_failed", message: t("admin.media.bulk.applyFailed") } } };
      }
    },
    { event: "media.bulk_failed", code: "apply_failed", key: "admin.media.bulk.applyFailed" },
  );
}

const handlers = { POST: post };

export const loader = (args: RequestArgs) => json(args, { access: "editor", scopes: { POST: "products:write" } }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", scopes: { POST: "products:write" } }, handlers);
