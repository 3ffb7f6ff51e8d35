import { recordAudit } from "~/audit/audit.server";
import { RequestError } from "~/http/errors";
import { json, type RequestArgs } from "~/http/kit.server";
import { readUpload } from "~/http/read-upload.server";
import { storeUpload, type UploadPurpose } from "~/media/upload.server";

/** An upload refused: too large is 413, anything else about the file 400, with the reason. */
const refused = (error: string, vars?: Record<string, string | number>) =>
  new RequestError(error === "tooLarge" ? "payload_too_large" : "invalid_input", { key: `admin.media.errors.${error}`, ...(vars ? { vars } : {}) });

const handlers = {
  /**
   * POST /api/admin/media: multipart with `file` and `purpose` (`image` or `document`), optional
   * `alt_en` / `alt_fr`. 201 with the stored file's id and URLs; 400/413 with the reason otherwise.
   */
  POST: async (call) => {
    // Uploads have their own capped multipart reader (larger cap, the file kept as bytes).
    const upload = await readUpload(call.request);
    if (!upload.ok) throw refused(upload.error);
    const purpose: UploadPurpose = upload.fields.purpose === "document" ? "document" : "image";
    const result = await storeUpload(call.db, call.storage, upload.file, purpose, { en: upload.fields.alt_en ?? "", fr: upload.fields.alt_fr ?? "" });
    if (!result.ok) throw refused(result.error, result.vars);
    const { actor } = call;
    await recordAudit(call.db, actor, {
      action: "media.upload",
      entity: "media",
      entityId: String(result.media.id),
      before: null,
      after: { filename: result.media.filename, mimeType: result.media.mimeType, size: result.media.size },
    });
    return Response.json(result.media, { status: 201 });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor" }, handlers);
